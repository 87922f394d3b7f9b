package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.SplittableRandom;

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

    /** Time limit of one warm-up move. */
    public static final long WARM_UP_MOVE_MS = 10;

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

    /**
     * Plays {@code game} with {@code searcher} from random worlds for about {@code millis} milliseconds,
     * {@value #WARM_UP_MOVE_MS} ms a move under the memory, node and depth budgets of {@code limits}, so that
     * the first real request finds the search compiled and the tree allocated to its memory budget; then
     * starts a new game with {@code seed}, the seed the searcher was built with, so that nothing of the
     * warm-up remains. The engine server warms up over its own socket instead, which also exercises the
     * protocol.
     */
    public static <W extends World<W>> void warmUp(Searcher<W> searcher, Game<W> game, SearchLimits limits,
                                                   long millis, long seed) {
        SearchLimits budget = new SearchLimits(0, limits.nodes(), limits.depth(), limits.memoryBytes());
        SplittableRandom random = new SplittableRandom(seed);
        long end = System.nanoTime() + millis * 1_000_000L;
        W world = null;
        while (System.nanoTime() - end < 0) {
            if (world == null || world.isEnd()) {
                world = game.initialWorld(game.createInitData(random.split()));
                searcher.newGame(random.nextLong());
            }
            searcher.setWorld(world);
            SearchResult result = searcher.searchUntil(budget, System.nanoTime() + WARM_UP_MOVE_MS * 1_000_000L);
            if (result.action() < 0) {
                world = null;
            } else {
                world.apply(result.action());
            }
        }
        searcher.newGame(seed);
    }

    /** The searcher. */
    public Searcher<W> searcher() {
        return searcher;
    }
}
