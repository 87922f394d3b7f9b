package dev.arbiter.cli.tune;

import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.engine.EngineFault;

/** Receives a tuning run's progress; the driver itself never prints. Calls are serialised. */
public interface TuneListener {

    /** A listener that ignores everything. */
    TuneListener NONE = new TuneListener() { };

    /** Tuning starts (or resumes with {@code pairs > 0}). */
    default void tuningStarted(TuneConfig config, int generation, long pairs, long elapsedMs) {
    }

    /** A tuning pair was reported; {@code recommendation} is the tuner's current one. */
    default void pairFinished(int generation, long pairs, long elapsedMs, double[] recommendation) {
    }

    /** A generation completed. */
    default void generationFinished(TuneCheckpoint.GenerationRow row) {
    }

    /** The validation match starts (or resumes with {@code done > 0}). */
    default void validationStarted(int planned, int done) {
    }

    /** A validation pair finished. */
    default void validationPair(int done, int planned, Pentanomial pairs) {
    }

    /** An engine failed; its game was forfeited. */
    default void engineFault(String engine, EngineFault fault) {
    }
}
