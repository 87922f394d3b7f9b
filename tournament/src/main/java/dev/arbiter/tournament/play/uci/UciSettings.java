package dev.arbiter.tournament.play.uci;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How a UCI engine is set up, from its configuration: its options ({@code options:}, sent as {@code setoption}
 * in this order after {@code uciok}; each must be one the engine declares) and whether it is started afresh for
 * every game ({@code restart: on}, as fastchess's {@code restart=on}) instead of kept across games.
 *
 * @param options option values by name
 * @param restart start the engine for every game
 */
public record UciSettings(Map<String, String> options, boolean restart) {

    /** No options, the engine kept across games. */
    public static final UciSettings DEFAULT = new UciSettings(Map.of(), false);

    /** Copies the options, keeping their order. */
    public UciSettings {
        options = options == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }
}
