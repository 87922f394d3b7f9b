package dev.arbiter.cli.config;

import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.TimeControl;

/**
 * Turns the {@code limits} of a configuration file (the run's, then an engine's own) into {@link MoveLimits}:
 * what is not written comes from the limits it refines, and the margin and first-move limit follow the
 * run's style.
 *
 * <ul>
 *   <li>Default style: {@code marginMs} defaults to {@link MoveLimits#defaultMarginMs} of the time limit
 *       (10%, at least 5 ms), recomputed for an engine that sets its own {@code timeMs}; every move has
 *       {@code timeMs}.</li>
 *   <li>Strict style ({@code strict: true} or {@code --strict}), as contest platforms judge: no margin, the
 *       answer must arrive within the limit as the referee measures it, and each engine's first move of a
 *       game has {@code firstMoveMs}, default {@link #STRICT_FIRST_MOVE_MS} (CodinGame's first-turn
 *       allowance), then {@code timeMs} per move. Either may still be set explicitly.</li>
 * </ul>
 */
public final class LimitsResolver {

    /** The strict style's first-move time limit unless one is given: CodinGame's 1,000 ms first turn. */
    public static final long STRICT_FIRST_MOVE_MS = 1_000;

    private LimitsResolver() {
    }

    /** The run's limits from the file's top-level {@code limits} (absent: {@link MoveLimits#DEFAULT}). */
    public static MoveLimits run(QualifyFile.LimitsFile l, String source, String field) {
        return refine(l, source, field, MoveLimits.DEFAULT, l != null && Boolean.TRUE.equals(l.strict));
    }

    /**
     * An engine's limits: its own {@code limits} refining the run's.
     *
     * @throws ConfigException for {@code strict} in an engine's limits (the style is the run's)
     */
    public static MoveLimits engine(QualifyFile.LimitsFile own, MoveLimits run, boolean strict, String source,
                                    String field) {
        if (own != null && own.strict != null) {
            throw new ConfigException(source, field + ".strict", "expected 'strict' only in the top-level limits");
        }
        return refine(own, source, field, run, strict);
    }

    /** Whether the file's top-level limits ask for the strict style. */
    public static boolean strict(QualifyFile.LimitsFile l) {
        return l != null && Boolean.TRUE.equals(l.strict);
    }

    /** The longest time limit of any kind, in milliseconds: one day. */
    public static final long MAX_MS = 86_400_000L;
    /** The largest node count, per move or per game. */
    public static final long MAX_NODES = 1_000_000_000_000_000L;
    /** The deepest depth limit. */
    public static final long MAX_DEPTH = 10_000;

    private static MoveLimits refine(QualifyFile.LimitsFile l, String source, String field, MoveLimits base,
                                     boolean strict) {
        if (l == null) {
            return base;
        }
        long time = bounded(l.timeMs, base.timeMs(), MAX_MS, source, field + ".timeMs");
        long nodes = bounded(l.nodes, base.nodes(), MAX_NODES, source, field + ".nodes");
        long depth = bounded(l.depth == null ? null : l.depth.longValue(), base.depth(), MAX_DEPTH, source,
                field + ".depth");
        long ownTimeMargin = strict ? 0 : MoveLimits.defaultMarginMs(time);
        long baseMargin = base.waiting().marginMs();
        long margin = bounded(l.marginMs, l.timeMs != null || strict ? ownTimeMargin : baseMargin, MAX_MS, source,
                field + ".marginMs");
        long maxMove = bounded(l.maxMoveMs, base.waiting().maxMoveMs(), MAX_MS, source, field + ".maxMoveMs");
        if (maxMove == 0) {
            throw new ConfigException(source, field + ".maxMoveMs", "expected a positive number of milliseconds");
        }
        long firstMove = bounded(l.firstMoveMs, base.firstMoveMs() > 0 || !strict ? base.firstMoveMs()
                : STRICT_FIRST_MOVE_MS, MAX_MS, source, field + ".firstMoveMs");
        boolean ponder = l.ponder != null ? l.ponder : base.ponder();
        TimeControl tc = l.tc == null ? base.perGame().tc() : timeControl(l.tc, source, field + ".tc");
        long gameNodes = bounded(l.gameNodes, base.perGame().gameNodes(), MAX_NODES, source, field + ".gameNodes");
        return new MoveLimits(time, nodes, (int) depth, firstMove, new MoveLimits.Waiting(margin, maxMove),
                new MoveLimits.GameBudget(tc, gameNodes), ponder);
    }

    /**
     * A game clock as written, {@code BASE+INC} in seconds ({@code 10+0.1}), or {@code none} for no clock (an
     * engine's own limits may drop the run's).
     *
     * @throws ConfigException naming {@code field}
     */
    public static TimeControl timeControl(String text, String source, String field) {
        if (text.strip().equals("none")) {
            return null;
        }
        try {
            return TimeControl.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, field, e.getMessage());
        }
    }

    /**
     * A limit in {@code [0, max]}: every time limit at most {@link #MAX_MS} (a day per move: more overflows the
     * referee's deadline arithmetic, and is a typo), node counts at most {@link #MAX_NODES}, depths at most
     * {@link #MAX_DEPTH}.
     */
    private static long bounded(Long value, long fallback, long max, String source, String field) {
        if (value == null) {
            return fallback;
        }
        if (value < 0) {
            throw new ConfigException(source, field, "expected a non-negative integer, got " + value);
        }
        if (value > max) {
            throw new ConfigException(source, field, "expected an integer in [0, " + max + "], got " + value);
        }
        return value;
    }
}
