package dev.arbiter.tournament.config;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A protocol as a configuration names it, with its settings as plain values (numbers, strings, truth values,
 * mappings), before its registration binds it to its record ({@code BotProtocols.bind} in
 * {@code tournament.play}, the layer above this one). The rules' default ({@link GameRules#protocol()}: the
 * protocol of every engine whose entry names none) is one; {@link #forEngine} gives an engine entry's.
 *
 * <p>An engine entry refines the default as a JSON Merge Patch (RFC 7396) refines a document: an entry that names no
 * protocol, or the default's, keeps the default's settings and puts its own over them key by key, a mapping (a UCI
 * engine's {@code options}) merged key by key in turn, as cutechess-cli's {@code -each option.NAME=V} meets an
 * engine's own {@code option.NAME=V}; an entry that names another protocol has only its own settings.
 *
 * @param name     the protocol's registered name ({@code server}, {@code stdio}, {@code uci})
 * @param settings the settings given, by name (those not given keep the protocol's defaults)
 */
public record NamedProtocol(String name, Map<String, Object> settings) {

    /** The name of the protocol of an engine that names none when the rules name none either. */
    public static final String SERVER_NAME = "server";
    /** The rules' default when they name none: an engine server with its default settings. */
    public static final NamedProtocol SERVER = new NamedProtocol(SERVER_NAME, Map.of());

    /**
     * Checks the name is there and copies the settings (absent: none), keeping their order.
     *
     * @throws InvalidSettingException naming {@code protocol} for a missing name
     */
    public NamedProtocol {
        if (name == null || name.isBlank()) {
            throw new InvalidSettingException("protocol", "expected a protocol's name, got '" + (name == null ? "" : name)
                    + "'");
        }
        settings = settings == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /**
     * The protocol of an engine entry that names {@code engineProtocol} (null: none) with {@code engineSettings},
     * these being the rules' default (see the class comment).
     */
    public NamedProtocol forEngine(String engineProtocol, Map<String, ?> engineSettings) {
        if (engineProtocol != null && !engineProtocol.equals(name)) {
            return new NamedProtocol(engineProtocol, new LinkedHashMap<>(engineSettings));
        }
        return new NamedProtocol(name, merged(settings, engineSettings));
    }

    /** {@code over} put over {@code under} key by key, two mappings under one key merged the same way. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> merged(Map<String, ?> under, Map<String, ?> over) {
        Map<String, Object> merged = new LinkedHashMap<>(under);
        over.forEach((key, value) -> merged.merge(key, value, (old, added) ->
                old instanceof Map<?, ?> oldMap && added instanceof Map<?, ?> addedMap
                        ? merged((Map<String, ?>) oldMap, (Map<String, ?>) addedMap) : added));
        return merged;
    }
}
