package dev.arbiter.tournament.play;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLedger;

/**
 * What a worker gives the {@link SeatStarter} of each protocol: the run's game and play settings, the engines'
 * logs and the run's record of running processes (a starter that starts processes records them there, so that
 * none outlives the run).
 */
public final class SeatServices {

    private final Game<?> game;
    private final PlaySettings settings;
    private final EngineLogs logs;
    private final ProcessLedger ledger;
    private final SharedEngines sharedEngines;

    SeatServices(Game<?> game, PlaySettings settings, EngineLogs logs, ProcessLedger ledger,
                 SharedEngines sharedEngines) {
        this.game = game;
        this.settings = settings;
        this.logs = logs;
        this.ledger = ledger;
        this.sharedEngines = sharedEngines;
    }

    /** The game every seat plays. */
    public Game<?> game() {
        return game;
    }

    /** The run's rules and engine settings (start timeout, engines kept, log folder, workers). */
    public PlaySettings settings() {
        return settings;
    }

    /** The engines' bounded logs, shared by the workers. */
    public EngineLogs logs() {
        return logs;
    }

    /** The run's record of running engine processes, shared by the workers. */
    public ProcessLedger ledger() {
        return ledger;
    }

    /** The engine servers that serve several games at once, shared by the service's workers (null: the pool's own). */
    SharedEngines sharedEngines() {
        return sharedEngines;
    }
}
