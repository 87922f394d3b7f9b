package dev.arbiter.tuning;

import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.results.GameRecord;

/** Receives a tuning run's progress; the run itself never prints. Calls are serialised, except faults. */
public interface TuningListener extends FaultListener {

    /** A listener that ignores everything. */
    TuningListener NONE = new TuningListener() { };

    /** Tuning starts (or resumes with {@code pairs > 0}). */
    default void tuningStarted(TuningConfig config, long generation, long pairs, long elapsedMs) {
    }

    /** A tuning pair was reported; {@code recommendation} is the tuner's current one. */
    default void pairFinished(long generation, long pairs, long elapsedMs, double[] recommendation) {
    }

    /** A generation completed. */
    default void generationFinished(TuningCheckpoint.GenerationRow row) {
    }

    /**
     * The validation match against {@code baseline} ({@link ValidationMatch#SEED} or {@link ValidationMatch#OTHER})
     * starts (or resumes with {@code done > 0}).
     */
    default void validationStarted(String baseline, int planned, int done) {
    }

    /** A validation pair finished. */
    default void validationPair(int done, int planned, Pentanomial pairs) {
    }

    /** An external referee could not score a game: it is void, counted for nobody (not a result for the tuner). */
    default void voidGame(GameRecord record) {
    }

        /** An engine failed; its game was forfeited. */
    @Override
    default void engineFault(String engine, EngineFault fault) {
    }
}
