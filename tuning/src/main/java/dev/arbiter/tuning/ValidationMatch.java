package dev.arbiter.tuning;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.JobSource;
import dev.arbiter.tournament.referee.OpeningBook;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The pairs of a match of a candidate vector against a baseline (the validation at the end of a tuning run,
 * and {@code tune verify}), numbered 0..planned-1; pairs already played (a resumed match) are skipped. Every
 * finished pair goes to a {@link Sink}. Pairs start where the run's pairs do: from the run's opening book when it has
 * one (in an order of the match's own seed stream), otherwise from the game's random starts; a game whose own start
 * is fixed, as chess's, would otherwise play the same pair again and again.
 */
public final class ValidationMatch implements JobSource {

    /** Receives each finished pair, serialised. */
    public interface Sink {
        /** Records one finished pair. */
        void pair(JobResult result) throws IOException;
    }

    /** The name of the candidate in the game log. */
    public static final String CANDIDATE = "recommended";
    /** The name of the seed vector as the baseline in the game log. */
    public static final String SEED = "seed";
    /** The name of any other baseline ({@code tune verify --against}) in the game log. */
    public static final String OTHER = "baseline";

    private final TuningConfig config;
    private final Game<?> game;
    private final double[] candidate;
    private final double[] baseline;
    private final String baselineName;
    private final long runSeed;
    private final long stream;
    private final Sink sink;
    private final OpeningBook openings;
    private final Deque<Long> pending = new ArrayDeque<>();
    private boolean aborted;

    /**
     * @param openings     the run's opening book, or null when its pairs start from the game's random starts
     * @param baselineName the baseline's name in the game log ({@link #SEED} or {@link #OTHER})
     * @param stream       the seed stream ({@link PairSeeds#VALIDATION} or {@link PairSeeds#VERIFY})
     * @param planned      pairs in the match
     * @param done         ids already played
     */
    public ValidationMatch(TuningConfig config, Game<?> game, OpeningBook openings, double[] candidate,
                           double[] baseline, String baselineName, long runSeed, long stream, int planned,
                           Set<Long> done, Sink sink) {
        this.config = config;
        this.game = game;
        this.candidate = candidate.clone();
        this.baseline = baseline.clone();
        this.baselineName = baselineName;
        this.runSeed = runSeed;
        this.stream = stream;
        this.sink = sink;
        this.openings = openings;
        for (long id = 0; id < planned; id++) {
            if (!done.contains(id)) {
                pending.add(id);
            }
        }
    }

    @Override
    public synchronized GameJob next() {
        if (aborted || pending.isEmpty()) {
            return null;
        }
        long id = pending.poll();
        long seed = PairSeeds.seed(runSeed, stream, id);
        return GameJob.pair(id, config.entrant(CANDIDATE, candidate), config.entrant(baselineName, baseline), seed,
                openings != null ? openings.init(PairSeeds.seed(runSeed, stream, -1), (int) (id % Integer.MAX_VALUE))
                        : game.createInitData(new SplittableRandom(seed)));
    }

    @Override
    public synchronized void finished(JobResult result) throws IOException {
        if (!aborted) {
            sink.pair(result);
        }
    }

    @Override
    public synchronized void abort() {
        aborted = true;
    }
}
