package dev.arbiter.tournament.play;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLedger;

import java.util.Optional;

/**
 * Asks an engine, before a run, which tunable parameters it declares ({@link SeatStarter#declared}): starts it
 * once through its protocol's own starter, reads the declaration and ends it with its process tree. A tuning run
 * takes its parameters' bounds from there and refuses a configuration that does not fit them before the first game.
 */
public final class EngineDeclarations {

    private EngineDeclarations() {
    }

    /**
     * What {@code entrant}'s engine declares, or empty when its protocol or the engine publishes nothing.
     *
     * @param startTimeoutMs how long the engine may take to start, unless the entrant says otherwise
     * @throws EngineFault when the engine did not start
     */
    public static Optional<DeclaredParameters> of(Entrant entrant, Game<?> game, long startTimeoutMs) throws EngineFault {
        PlaySettings settings = new PlaySettings(GameRules.of(game.name()).withStartTimeoutMs(startTimeoutMs), 1, 1);
        try (SeatStarter starter = entrant.protocol().starter(
                new SeatServices(game, settings, EngineLogs.DISCARD, ProcessLedger.NONE, null))) {
            return starter.declared(entrant);
        }
    }
}
