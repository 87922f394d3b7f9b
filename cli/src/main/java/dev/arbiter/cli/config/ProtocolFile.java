package dev.arbiter.cli.config;

import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.BotProtocols;
import dev.arbiter.tournament.play.ServerProtocol;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the referee talks to an engine, as written in an engine entry of a qualify file or the engine of a tune file:
 * the protocol and its settings, bound by the protocol's registration ({@link BotProtocols}).
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

    /** The protocol's settings this entry gives (those it does not give keep the protocol's defaults). */
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
     * The protocol this entry names ({@code server} by default) with its settings.
     *
     * @param at the entry's field path, e.g. {@code engines[1]}
     * @throws ConfigException naming {@code at.protocol} or the setting
     */
    BotProtocol boundProtocol(String source, String at) {
        try {
            return BotProtocols.bind(protocol == null ? ServerProtocol.NAME : protocol, protocolSettings());
        } catch (BotProtocols.BindingException e) {
            String message = e.unknownSetting() && e.setting().equals("firstTurnMs")
                    ? "only a " + BotProtocols.namesWith("firstTurnMs") + " engine has a first-turn limit"
                    : e.getMessage();
            throw new ConfigException(source, at + "." + e.setting(), message);
        }
    }
}
