package dev.arbiter.cli.config;

import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.ScoreAdjudication;

/**
 * How the games are played, as written in a qualify or tune file: either in its {@code rules:} section or, as
 * before that section existed, at the file's top level (one or the other for each key). {@link RulesConfigs}
 * binds it to a {@link dev.arbiter.tournament.config.GameRules}. Every field is optional here. The protocol keys
 * it inherits ({@code protocol}, {@code firstTurnMs}, {@code options}, {@code restart}) are those of an engine
 * entry, here the default of every engine.
 */
public class RulesFile extends ProtocolFile {

    /** Game name with options, e.g. {@code connect4} or {@code connectx:rows=5,cols=6}. */
    public String game;
    /** Per-move limits for every engine. */
    public QualifyFile.LimitsFile limits;
    /** A game clock for every engine, {@code BASE+INC} in seconds (the same as {@code limits.tc}). */
    public String tc;
    /** Plies after which a game is adjudicated (default 1000). */
    public Integer maxPlies;
    /** {@code score} or {@code draw} (default score): how a game at {@code maxPlies} is scored. */
    public Adjudication adjudicate;
    /** Ends two-player games early by the engines' reported scores: {@code {resign: {...}, draw: {...}}}. */
    public ScoreAdjudication adjudication;
    /** Start positions from a file: its path, or {@code {file: F, order: sequential|random, ...}}. */
    public QualifyFile.OpeningsFile openings;
    /** How long an engine may take to start: announce its address and answer hello (default 20000 ms). */
    public Long startTimeoutMs;

    /**
     * Moves the keys of {@code section} (a file's {@code rules:}, may be null) to this file's top level, where the
     * rest of the configuration reads them and where the run folder's {@code config.json} keeps them.
     *
     * @throws ConfigException naming {@code rules.KEY} for a key given in both places
     */
    void takeSection(RulesFile section, String source) {
        if (section == null) {
            return;
        }
        game = once(game, section.game, "game", source);
        limits = once(limits, section.limits, "limits", source);
        tc = once(tc, section.tc, "tc", source);
        maxPlies = once(maxPlies, section.maxPlies, "maxPlies", source);
        adjudicate = once(adjudicate, section.adjudicate, "adjudicate", source);
        adjudication = once(adjudication, section.adjudication, "adjudication", source);
        openings = once(openings, section.openings, "openings", source);
        startTimeoutMs = once(startTimeoutMs, section.startTimeoutMs, "startTimeoutMs", source);
        protocol = once(protocol, section.protocol, "protocol", source);
        firstTurnMs = once(firstTurnMs, section.firstTurnMs, "firstTurnMs", source);
        options = once(options, section.options, "options", source);
        restart = once(restart, section.restart, "restart", source);
    }

    /**
     * The protocol keys as written, before those of {@code section} (the file's {@code rules:}, may be null) are moved
     * to the top level: each one from where it is given, for a check made before the file is resolved.
     */
    ProtocolFile protocolKeys(RulesFile section) {
        ProtocolFile keys = new ProtocolFile();
        keys.protocol = section != null && section.protocol != null ? section.protocol : protocol;
        keys.firstTurnMs = section != null && section.firstTurnMs != null ? section.firstTurnMs : firstTurnMs;
        keys.options = section != null && section.options != null ? section.options : options;
        keys.restart = section != null && section.restart != null ? section.restart : restart;
        return keys;
    }

    private static <T> T once(T top, T inSection, String key, String source) {
        if (top != null && inSection != null) {
            throw new ConfigException(source, "rules." + key, "given twice: in 'rules' and at the top level (give it once)");
        }
        return inSection != null ? inSection : top;
    }
}
