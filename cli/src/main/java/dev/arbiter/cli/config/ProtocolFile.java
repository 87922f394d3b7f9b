package dev.arbiter.cli.config;

import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.NamedProtocol;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.BotProtocols;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the referee talks to an engine, as written in an engine entry of a qualify file or the engine of a tune file,
 * or for every engine in a file's rules ({@link RulesFile}): the protocol and its settings, bound by the protocol's
 * registration ({@link BotProtocols}). An entry refines the rules' default ({@link NamedProtocol#forEngine}).
 */
public class ProtocolFile {

    /**
     * {@code server} (the Arbiter protocol, the default), {@code stdio} (a CodinGame-style bot, docs/STDIO.md) or
     * {@code uci} (a UCI chess engine, docs/CHESS.md).
     */
    public String protocol;
    /** A stdio bot's first-turn limit in milliseconds (default 1000). */
    public Long firstTurnMs;
    /** A UCI engine's options, set with {@code setoption} after {@code uciok} (each one it must declare). */
    public Map<String, String> options;
    /** A UCI engine started for every game instead of kept across games (default false). */
    public Boolean restart;

    /** The protocol's settings these keys give (those not given keep the protocol's defaults). */
    Map<String, Object> protocolSettings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        if (firstTurnMs != null) {
            settings.put("firstTurnMs", firstTurnMs);
        }
        if (options != null) {
            settings.put("options", options);
        }
        if (restart != null) {
            settings.put("restart", restart);
        }
        return settings;
    }

    /**
     * The protocol of this engine entry: the rules' {@code defaults} refined by the protocol and settings it gives.
     *
     * @param at the entry's field path, e.g. {@code engines[1]}
     * @throws ConfigException naming {@code at.protocol} or the setting
     */
    BotProtocol boundProtocol(NamedProtocol defaults, String source, String at) {
        try {
            return bind(defaults.forEngine(protocol, protocolSettings()), source, at + ".");
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, at + "." + e.field(), e.getMessage());
        }
    }

    /**
     * These keys as the rules' default protocol ({@code server} when they name none), checked by binding it.
     *
     * @param prefix the path of the keys' section, {@code rules.} or empty at the top level
     * @throws ConfigException naming {@code prefix.protocol} or the setting
     */
    NamedProtocol asDefault(String source, String prefix) {
        NamedProtocol named;
        try {
            named = new NamedProtocol(protocol == null ? NamedProtocol.SERVER_NAME : protocol, protocolSettings());
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, prefix + e.field(), e.getMessage());
        }
        bind(named, source, prefix);
        return named;
    }

    private static BotProtocol bind(NamedProtocol named, String source, String prefix) {
        try {
            return BotProtocols.bind(named);
        } catch (BotProtocols.BindingException e) {
            String message = e.unknownSetting() && e.setting().equals("firstTurnMs")
                    ? "only a " + BotProtocols.namesWith("firstTurnMs") + " engine has a first-turn limit"
                    : e.getMessage();
            throw new ConfigException(source, prefix + e.setting(), message);
        }
    }
}
