package dev.arbiter.tuning;

import dev.arbiter.engine.world.Game;
import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerProgress;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tuning.TuningCheckpoint.HandedOut;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * The tuner's side of a tuning run: the requests it handed out, the queue of those no worker has taken, those handed
 * out beyond the budget, the results that arrived ahead of an earlier request's, the window of recent vectors they
 * are named from, and the budget. Not thread-safe: {@link Tuning} calls it under its lock.
 *
 * <p><b>Hand-out discipline.</b> The run keeps W requests handed out and not yet reported, W its look-ahead
 * ({@link TuningConfig.Serving#lookahead()}, fixed whatever the concurrency), and reports their results to the tuner
 * in hand-out order: a result that arrives while an earlier request's is still being played waits here (a reorder
 * buffer, as an out-of-order processor retires its instructions in program order: Smith &amp; Pleszkun, "Implementing
 * precise interrupts in pipelined processors", IEEE Trans. Computers, 1988) until that one is reported. The run asks
 * the tuner for requests once when a session starts and right after each result it reports, until W are
 * outstanding or the tuner has to wait. The tuner's calls (hand out to W, report the oldest, hand out again...) are
 * therefore the same whatever the workers' timing and however many play at once, and so are its decisions, the
 * pairs it hands out and, with node or depth budgets, their games. The game log is appended in the same order (a
 * result is logged when it is reported), so a resume replays it into the same tuner state.
 *
 * <p><b>Budget.</b> The budget decides which of the handed-out pairs are played, never what the tuner is asked:
 * requests beyond it (those that would exceed its games, those handed out once its generations are complete) are
 * kept, not played, and played when a resume extends the budget, so that a run extended to a larger budget asks the
 * tuner what a run given that budget from the start asks. Once the budget is spent (its games reported, its
 * generations complete, its hours gone) no pair is started and, but for pairs still being played when its hours
 * ran out, no result is reported: a run with a budget of generations ends exactly at its last generation.
 *
 * <p>A pair's game seed and start position follow from its request id ({@link PairSeeds}), so a request played
 * again (after a resume, or after a void game) is the same pair; one played again after a void game goes to the
 * front of the queue, as the results behind it wait for it.
 */
final class PairHandOuts {

    private final TuningConfig config;
    private final Game<?> game;
    /** The start positions of the configuration's {@code openings}, or null. */
    private final OpeningBook openings;
    private final Tuner tuner;
    private final RecentVectors recent;
    private final LongSupplier elapsedMs;
    /** Requests handed out by the tuner and not yet reported, in hand-out order, with their vectors' names. */
    private final Map<Long, HandedOut> outstanding = new LinkedHashMap<>();
    /** Outstanding requests to play that no worker has taken yet. */
    private final Deque<PairRequest> queue = new ArrayDeque<>();
    /** Outstanding requests beyond the budget, in hand-out order: not played unless a resume extends it. */
    private final Deque<PairRequest> beyondBudget = new ArrayDeque<>();
    /** Results that arrived while an earlier request's had not: reported once every earlier one is. */
    private final Map<Long, JobResult> waiting = new HashMap<>();
    private int lookahead;
    private long generation;

    /**
     * @param handedOut the requests outstanding at the checkpoint (their vectors already pinned in {@code recent}),
     *                  none for a new run
     * @param elapsedMs the run's tuning time, for the hour budget and the generations' rows
     */
    PairHandOuts(TuningConfig config, Game<?> game, OpeningBook openings, Tuner tuner, RecentVectors recent,
                 TuningCheckpoint.HandOuts handedOut, LongSupplier elapsedMs) {
        this.config = config;
        this.game = game;
        this.openings = openings;
        this.tuner = tuner;
        this.recent = recent;
        this.elapsedMs = elapsedMs;
        this.lookahead = handedOut.lookahead();
        for (HandedOut o : handedOut.outstanding()) {
            outstanding.put(o.id(), o);
        }
        this.generation = tuner.progress().step();
        beyondBudget.addAll(tuner.outstandingRequests());
        queueWithinBudget();
    }

    /** The tuner's requests, the way a checkpoint keeps them. */
    TuningCheckpoint.HandOuts save() {
        return new TuningCheckpoint.HandOuts(lookahead, List.copyOf(outstanding.values()));
    }

    Tuner tuner() {
        return tuner;
    }

    RecentVectors recent() {
        return recent;
    }

    /** Completed generations (the tuner's steps) reported so far. */
    long generation() {
        return generation;
    }

    /** Whether no request is to be played: none queued, being played or waiting for an earlier one. */
    boolean nothingToPlay() {
        return outstanding.size() == beyondBudget.size();
    }

    /** The request handed out with {@code id}, or null. */
    HandedOut handedOut(long id) {
        return outstanding.get(id);
    }

    /** Keeps up to {@code lookahead} requests handed out from now on. */
    void lookahead(int lookahead) {
        this.lookahead = lookahead;
    }

    /**
     * Whether the budget is spent: no pair is started any more. Its generations are complete, its games reported
     * ({@link #reportsEnded()}), or its hours gone.
     */
    boolean budgetSpent() {
        Budget b = config.problem().budget();
        return reportsEnded() || b.hours() > 0 && elapsedMs.getAsLong() >= b.hours() * 3_600_000;
    }

    /**
     * Whether the budget's generations are complete or its games reported: no result is reported any more (the
     * pairs played beyond it are thrown away, and played again if a resume extends the budget).
     */
    boolean reportsEnded() {
        return generationsComplete() || beyondGames(tuner.pairsPlayed());
    }

    /** Whether the budget has room for one more pair beyond those reported and those to be played. */
    private boolean roomForAnother() {
        return !generationsComplete() && !beyondGames(tuner.pairsPlayed() + outstanding.size() - beyondBudget.size());
    }

    private boolean generationsComplete() {
        Budget b = config.problem().budget();
        return b.generations() > 0 && generation >= b.generations();
    }

    /** Whether one pair more than {@code pairs} would exceed the budget's games. */
    private boolean beyondGames(long pairs) {
        Budget b = config.problem().budget();
        return b.games() > 0 && 2 * pairs + 2 > b.games();
    }

    /** Queues the requests beyond the budget, oldest first, while it has room for them. */
    private void queueWithinBudget() {
        while (!beyondBudget.isEmpty() && roomForAnother()) {
            queue.add(beyondBudget.poll());
        }
    }

    /**
     * Asks the tuner for requests until {@code lookahead} are outstanding or the tuner waits, whatever the budget,
     * and queues those within it.
     */
    void refill() {
        while (outstanding.size() < lookahead) {
            PairRequest request = tuner.nextRequest();
            if (request == null) {
                return;
            }
            outstanding.put(request.id(), new HandedOut(request.id(), recent.use(request.a(), generation),
                    recent.use(request.b(), generation)));
            beyondBudget.add(request);
            queueWithinBudget();
        }
    }

    /** The next pair for a worker, or null when the queue is empty. */
    GameJob nextJob() {
        PairRequest request = queue.poll();
        return request == null ? null : job(request);
    }

    private GameJob job(PairRequest request) {
        List<String> seats = outstanding.get(request.id()).seats();
        long seed = PairSeeds.seed(config.problem().seed(), PairSeeds.TUNING, request.id());
        return GameJob.pair(request.id(), config.entrant(seats.get(0), request.a()),
                config.entrant(seats.get(1), request.b()), seed, openings != null
                        ? openings.init(config.problem().seed(), (int) (request.id() % Integer.MAX_VALUE))
                        : game.createInitData(new SplittableRandom(seed)));
    }

    /** A pair read back from the log is not to be played again. */
    void unqueue(long id) {
        queue.removeIf(r -> r.id() == id);
        beyondBudget.removeIf(r -> r.id() == id);
    }

    /**
     * A pair with a void game goes back to the front of the queue, with the same id (same seed and start): the
     * results of the requests handed out after it wait for it.
     */
    void playAgain(long id) {
        for (PairRequest request : tuner.outstandingRequests()) {
            if (request.id() == id) {
                queue.addFirst(request);
            }
        }
    }

    /** A pair's result arrived from a worker: it waits until every request handed out before it is reported. */
    void arrived(JobResult result) {
        waiting.put(result.jobId(), result);
    }

    /**
     * The result of the oldest outstanding request, taken out of the waiting ones, or null when it has not arrived:
     * the next result to {@link #report}.
     */
    JobResult nextInOrder() {
        return outstanding.isEmpty() ? null : waiting.remove(outstanding.keySet().iterator().next());
    }

    /**
     * A result reported to the tuner.
     *
     * @param progress       the tuner's progress after it
     * @param generationDone the row of the generation it completed, or null
     */
    record Reported(TunerProgress progress, TuningCheckpoint.GenerationRow generationDone) {
    }

    /** Reports a pair's result to the tuner and records it in the window of recent vectors. */
    Reported report(JobResult result) {
        HandedOut handedOut = outstanding.remove(result.jobId());
        int halfPoints = result.halfPoints();
        tuner.report(result.jobId(), halfPoints);
        recent.record(handedOut.a(), handedOut.b(), halfPoints);
        recent.release(handedOut.a());
        recent.release(handedOut.b());
        TunerProgress progress = tuner.progress();
        if (progress.step() <= generation) {
            return new Reported(progress, null);
        }
        generation = progress.step();
        return new Reported(progress, new TuningCheckpoint.GenerationRow((int) progress.step(), progress.pairsPlayed(),
                elapsedMs.getAsLong() / 1000.0, progress.replaced(), progress.recommendation(), progress.centre(),
                progress.spread()));
    }
}
