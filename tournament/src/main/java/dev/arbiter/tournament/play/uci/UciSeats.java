package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.SeatServices;
import dev.arbiter.tournament.play.SeatStarter;
import dev.arbiter.tournament.play.SeatedEngine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The UCI engines of one worker seated for games: each entrant's engine taken from the worker's {@link UciEngines}
 * (or started), given back after a game it played without fault, ended after a fault. A start that fails forfeits
 * the game before its first move. The check before the first game starts the engine, sets its options (an option
 * it does not declare refuses the run, naming it) and checks that every value the run sends per game (a tuning
 * vector) is a declared option within its bounds; then the engine is kept for the first game.
 */
final class UciSeats implements SeatStarter {

    private final UciEngines engines;
    private final long startTimeoutMs;

    UciSeats(SeatServices services) {
        this.engines = new UciEngines(services.logs(), services.ledger(), services.settings().files().logs());
        this.startTimeoutMs = services.settings().rules().startTimeoutMs();
    }

    @Override
    public List<Seating> seat(List<Entrant> entrants) {
        List<Seating> seatings = new ArrayList<>(entrants.size());
        for (Entrant entrant : entrants) {
            try {
                seatings.add(Seating.of(seated(entrant, acquire(entrant))));
            } catch (EngineFault fault) {
                seatings.add(Seating.failed(fault));
            }
        }
        return seatings;
    }

    private UciEngine acquire(Entrant entrant) throws EngineFault {
        return engines.acquire(entrant.resolve(), settings(entrant), entrant.startTimeoutOr(startTimeoutMs));
    }

    private static UciSettings settings(Entrant entrant) {
        return ((UciProtocol) entrant.protocol()).settings();
    }

    private SeatedEngine seated(Entrant entrant, UciEngine engine) {
        EngineConnection connection = new UciConnection(engine);
        UciSettings settings = settings(entrant);
        return new SeatedEngine() {
            @Override
            public EngineConnection connection() {
                return connection;
            }

            @Override
            public void release() {
                engines.release(engine, settings);
            }

            @Override
            public void discard() {
                engines.discard(engine);
            }
        };
    }

    @Override
    public void check(Entrant entrant) throws EngineFault, TournamentException {
        UciEngine engine = acquire(entrant);
        for (Map.Entry<String, Double> value : entrant.gameParameters().entrySet()) {
            UciOption option = engine.option(value.getKey());
            String why = option == null ? "is not an option the engine declares"
                    : option.isSpin() && (value.getValue() < option.min() || value.getValue() > option.max())
                    ? "is a spin in [" + option.min() + ", " + option.max() + "], which " + value.getValue() + " is not in"
                    : null;
            if (why != null) {
                engines.discard(engine);
                throw new EngineFault(FaultKind.REJECTED_SETTINGS, entrant.name() + ": the parameter '"
                        + value.getKey() + "' " + why + " (its options are in " + entrant.name() + ".uci-options.txt)");
            }
        }
        engines.release(engine, settings(entrant));
    }

    /**
     * The parameters its {@code option} lines declare: each {@code spin} with its bounds (an integer, to which a
     * tuning run's values are rounded, {@link UciValues}), each {@code string} without bounds; the engine is kept for
     * the first game.
     */
    @Override
    public Optional<DeclaredParameters> declared(Entrant entrant) throws EngineFault {
        UciEngine engine = acquire(entrant);
        List<DeclaredParameters.Parameter> declared = new ArrayList<>();
        for (UciOption option : engine.options()) {
            Double value = number(option.defaultValue());
            if (option.isSpin() && option.min() <= option.max()) {
                declared.add(new DeclaredParameters.Parameter(option.name(), option.min(), option.max(), true, value));
            } else if (option.type().equals("string")) {
                declared.add(DeclaredParameters.Parameter.unbounded(option.name(), value));
            }
        }
        engines.release(engine, settings(entrant));
        return Optional.of(new DeclaredParameters("its option lines", true, true, declared));
    }

    private static Double number(String text) {
        try {
            double x = Double.parseDouble(text.trim());
            return Double.isFinite(x) ? x : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public void abort() {
        engines.abort();
    }

    @Override
    public void close() {
        engines.close();
    }
}
