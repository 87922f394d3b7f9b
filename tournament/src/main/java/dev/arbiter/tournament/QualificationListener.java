package dev.arbiter.tournament;

import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.Standings;

/** Receives a qualification's progress; the tournament itself never prints. Called from worker threads, serialised. */
public interface QualificationListener {

    /** A listener that ignores everything. */
    QualificationListener NONE = new QualificationListener() { };

    /** The run starts: games planned, games already in the log (resume), and the seed. */
    default void started(int planned, int alreadyDone, long seed) {
    }

    /** A game finished and was logged. */
    default void gameFinished(GameRecord record, Standings standings, int done, int planned) {
    }

    /** An engine failed and will be restarted. */
    default void engineFault(String engine, EngineFault fault) {
    }

    /**
     * Engine processes that an earlier session of this run left running (its referee was killed and they did
     * not exit by themselves) were found in the run folder's record and ended; one description each.
     */
    default void leftoversEnded(java.util.List<String> processes) {
    }

    /** The schedule dropped an engine (an elimination); one line: who, when and its bound then. */
    default void engineDropped(String line) {
    }

    /** The run stopped early. */
    default void stoppedEarly(String reason) {
    }
}
