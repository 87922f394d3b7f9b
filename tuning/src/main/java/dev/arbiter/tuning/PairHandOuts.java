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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * The tuner's side of a tuning run: the requests it handed out, the queue of those no worker has taken, the window of
 * recent vectors they are named from, and the budget that ends the hand-outs. Not thread-safe: {@link Tuning} calls it
 * under its lock.
 *
 * <p><b>Hand-out discipline.</b> The run keeps {@code K} requests handed out (K = concurrency): it asks the tuner
 * for requests only right after a result was reported to it (and once when a session starts), until K are
 * outstanding or the tuner has to wait. The sequence of the tuner's calls is therefore a function of the order in
 * which results were reported, which is the order of the game log (pairs are appended and reported under one
 * lock), whatever the workers' timing.
 *
 * <p>A pair's game seed and start position follow from its request id ({@link PairSeeds}), so a request played
 * again (after a resume, or after a void game) is the same pair.
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
    /** Outstanding requests no worker has taken yet. */
    private final Deque<PairRequest> queue = new ArrayDeque<>();
    private int prefetch;
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
        this.prefetch = handedOut.prefetch();
        for (HandedOut o : handedOut.outstanding()) {
            outstanding.put(o.id(), o);
        }
        this.generation = tuner.progress().step();
        queue.addAll(tuner.outstandingRequests());
    }

    /** The tuner's requests, the way a checkpoint keeps them. */
    TuningCheckpoint.HandOuts save() {
        return new TuningCheckpoint.HandOuts(prefetch, List.copyOf(outstanding.values()));
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

    /** Whether no request is outstanding. */
    boolean noneOutstanding() {
        return outstanding.isEmpty();
    }

    /** The request handed out with {@code id}, or null. */
    HandedOut handedOut(long id) {
        return outstanding.get(id);
    }

    /** Keeps up to {@code prefetch} requests handed out from now on. */
    void prefetch(int prefetch) {
        this.prefetch = prefetch;
    }

    /** Whether the budget allows no more requests than those outstanding. */
    boolean budgetSpent() {
        Budget b = config.problem().budget();
        if (b.generations() > 0 && generation >= b.generations()) {
            return true;
        }
        if (b.games() > 0 && 2 * (tuner.pairsPlayed() + outstanding.size()) + 2 > b.games()) {
            return true;
        }
        return b.hours() > 0 && elapsedMs.getAsLong() >= b.hours() * 3_600_000;
    }

    /** Asks the tuner for requests until {@code prefetch} are outstanding, the budget is spent or the tuner waits. */
    void refill() {
        while (outstanding.size() < prefetch && !budgetSpent()) {
            PairRequest request = tuner.nextRequest();
            if (request == null) {
                return;
            }
            outstanding.put(request.id(), new HandedOut(request.id(), recent.use(request.a(), generation),
                    recent.use(request.b(), generation)));
            queue.add(request);
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
    }

    /** A pair with a void game goes back to the queue, with the same id (same seed and start). */
    void playAgain(long id) {
        for (PairRequest request : tuner.outstandingRequests()) {
            if (request.id() == id) {
                queue.add(request);
            }
        }
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
