package dev.arbiter.engine.search;

import dev.arbiter.engine.world.World;

/**
 * A searcher answering move requests in-process as the engine server answers them over the protocol: the
 * request is the call, the answer is the return, and a time limit is a deadline for the answer counted from
 * the request, kept by a {@link DeadlineKeeper} that learns from each answer. The time to impose the world
 * (which may move the tree's root and free the rest) counts against the limit, as a referee's
 * {@code position} counts against its {@code go}. Budgets without a time limit search as
 * {@link Searcher#search} does, so node budgets give the same results as ever.
 *
 * @param <W> the world type
 */
public final class MoveAnswerer<W extends World<W>> {

    /**
     * An answer.
     *
     * @param result       what the search found
     * @param latencyNanos time from the request to the answer
     */
    public record Answer(SearchResult result, long latencyNanos) {
    }

    private final Searcher<W> searcher;
    private final Clock clock;
    private final DeadlineKeeper deadlines = new DeadlineKeeper();

    /** @param clock the clock {@code searcher} reads its time budgets on */
    public MoveAnswerer(Searcher<W> searcher, Clock clock) {
        this.searcher = searcher;
        this.clock = clock;
    }

    /** An answerer for a searcher on the system clock. */
    public MoveAnswerer(Searcher<W> searcher) {
        this(searcher, Clock.SYSTEM);
    }

    /** Imposes {@code world} on the searcher and searches it under {@code limits}, as a request made now. */
    public Answer answer(W world, SearchLimits limits) {
        long request = clock.nanoTime();
        searcher.setWorld(world);
        if (limits.timeMs() == 0) {
            SearchResult result = searcher.search(limits);
            return new Answer(result, clock.nanoTime() - request);
        }
        long deadline = deadlines.deadline(request, limits.timeMs());
        SearchResult result = searcher.searchUntil(limits, deadline);
        long answered = clock.nanoTime();
        deadlines.answered(deadline, answered);
        return new Answer(result, answered - request);
    }

    /** The searcher. */
    public Searcher<W> searcher() {
        return searcher;
    }
}
