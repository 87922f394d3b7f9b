package dev.arbiter.cli.config;

import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.ScoreAdjudication;

/**
 * How the games are played, as written in a qualify or tune file: either in its {@code rules:} section or, as
 * before that section existed, at the file's top level (one or the other for each key). {@link RulesConfigs}
 * binds it to a {@link dev.arbiter.tournament.config.GameRules}. Every field is optional here.
 */
public class RulesFile {

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
    }

    private static <T> T once(T top, T inSection, String key, String source) {
        if (top != null && inSection != null) {
            throw new ConfigException(source, "rules." + key, "given twice: in 'rules' and at the top level (give it once)");
        }
        return inSection != null ? inSection : top;
    }
}
