package dev.arbiter.tournament.play.uci;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.SeatServices;
import dev.arbiter.tournament.play.SeatStarter;

import java.util.Map;

/**
 * A UCI chess engine as it is ({@code protocol: uci}): a long-lived process per seat and worker, kept across games
 * and started afresh after a fault ({@link UciEngines}), spoken to in UCI ({@link UciEngine}, {@link UciConnection}).
 * Its settings: {@code options} (UCI options set after {@code uciok}, each one the engine must declare) and
 * {@code restart} (start the engine for every game, as fastchess's {@code restart=on}).
 *
 * @param options option values by name
 * @param restart start the engine for every game
 */
public record UciProtocol(Map<String, String> options, boolean restart) implements BotProtocol {

    /** Its name in configurations. */
    public static final String NAME = "uci";

    /** Copies the options through {@link UciSettings}. */
    @JsonCreator
    public UciProtocol(@JsonProperty("options") Map<String, String> options, @JsonProperty("restart") boolean restart) {
        this.options = new UciSettings(options, restart).options();
        this.restart = restart;
    }

    /** No options, the engine kept across games. */
    public UciProtocol() {
        this(Map.of(), false);
    }

    @Override
    public String name() {
        return NAME;
    }

    /** The settings the pool starts and keeps its engines with. */
    public UciSettings settings() {
        return new UciSettings(options, restart);
    }

    @Override
    public SeatStarter starter(SeatServices services) {
        return new UciSeats(services);
    }
}
