package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * Per-move limits the referee imposes on an engine. Zero means "not set".
 *
 * <p>A time limit is a deadline: an answer that reaches the referee later than {@code timeMs + marginMs}
 * after the request left is <em>late</em> and forfeits the game (fault {@code late}, with the measured
 * time). The referee waits {@link #LATE_GRACE_MS} longer than that to measure how late it was; an engine that
 * has not answered by then forfeits for a {@code timeout}. Without a time limit the wait is {@code maxMoveMs}.
 *
 * <p>In JSON (a run's jobs on their way to cluster workers) the limits are one flat object, the fields of
 * {@link Waiting} and {@link GameBudget} beside the others, as before they were grouped.
 *
 * @param timeMs      thinking time per move
 * @param nodes       node budget per move
 * @param depth       depth limit per move
 * @param firstMoveMs the time limit of an engine's first move in each game, instead of {@code timeMs} (a
 *                    contest platform's first-turn allowance), or 0 for none
 * @param waiting     how long the referee waits for an answer: the margin after a time limit, the wait without one
 * @param perGame     the engine's budgets for a whole game: its clock and its nodes
 * @param ponder      whether the engine may think during the other seats' turns: the referee sends it
 *                    {@code background} on at the start of each game (the protocol's pondering)
 */
public record MoveLimits(long timeMs, long nodes, int depth, long firstMoveMs, @JsonUnwrapped Waiting waiting,
                         @JsonUnwrapped GameBudget perGame, boolean ponder) {

    /** Defaults: no limits, no first-move allowance, 30 s per move when no time is set. */
    public static final MoveLimits DEFAULT = new MoveLimits(0, 0, 0, defaultMarginMs(0), 30_000);

    /** How much longer than the late limit the referee waits to measure a late answer before calling it a timeout. */
    public static final long LATE_GRACE_MS = 1_000;

    /**
     * How long the referee waits for an answer.
     *
     * @param marginMs  transport margin added to the time limit before an answer counts as late (configs
     *                  default to {@link #defaultMarginMs}, or 0 in the strict style)
     * @param maxMoveMs how long a move may take when no time limit is set (node or depth limits only)
     */
    public record Waiting(long marginMs, long maxMoveMs) {

        /** Checks the values. */
        public Waiting {
            if (marginMs < 0 || maxMoveMs <= 0) {
                throw new IllegalArgumentException("move limits must not be negative (maxMoveMs must be positive)");
            }
        }
    }

    /**
     * An engine's budgets for a whole game.
     *
     * @param tc        the engine's game clock (base plus increment per move), or null for none; it goes with the
     *                  per-move limits: a move must keep within both, and running out of clock time forfeits as
     *                  {@code time_forfeit} (the margin applies to the clock too)
     * @param gameNodes the engine's node budget per game (a game clock in nodes), or 0 for none: each move's
     *                  reported nodes are taken off it, and a move that reports more than was left, or no nodes,
     *                  forfeits as {@code node_forfeit}
     */
    public record GameBudget(TimeControl tc, long gameNodes) {

        /** No game clock, no node budget per game. */
        public static final GameBudget NONE = new GameBudget(null, 0);

        /** Checks the node budget. */
        public GameBudget {
            if (gameNodes < 0) {
                throw new IllegalArgumentException("move limits must not be negative (maxMoveMs must be positive)");
            }
        }
    }

    /** Checks the values; no per-game budget is {@link GameBudget#NONE}. */
    public MoveLimits {
        if (timeMs < 0 || nodes < 0 || depth < 0 || firstMoveMs < 0 || waiting == null) {
            throw new IllegalArgumentException("move limits must not be negative (maxMoveMs must be positive)");
        }
        perGame = perGame == null ? GameBudget.NONE : perGame;
    }

    /** Limits without a first-move allowance, without pondering. */
    public MoveLimits(long timeMs, long nodes, int depth, long marginMs, long maxMoveMs) {
        this(timeMs, nodes, depth, marginMs, maxMoveMs, 0, false);
    }

    /** Limits without a game clock or game node budget. */
    public MoveLimits(long timeMs, long nodes, int depth, long marginMs, long maxMoveMs, long firstMoveMs,
                      boolean ponder) {
        this(timeMs, nodes, depth, firstMoveMs, new Waiting(marginMs, maxMoveMs), GameBudget.NONE, ponder);
    }

    /** The limits as JSON has them: one flat object (see the class comment). */
    @JsonCreator
    static MoveLimits fromJson(@JsonProperty("timeMs") long timeMs, @JsonProperty("nodes") long nodes,
                               @JsonProperty("depth") int depth, @JsonProperty("marginMs") long marginMs,
                               @JsonProperty("maxMoveMs") long maxMoveMs, @JsonProperty("firstMoveMs") long firstMoveMs,
                               @JsonProperty("ponder") boolean ponder, @JsonProperty("tc") TimeControl tc,
                               @JsonProperty("gameNodes") long gameNodes) {
        return new MoveLimits(timeMs, nodes, depth, firstMoveMs, new Waiting(marginMs, maxMoveMs),
                new GameBudget(tc, gameNodes), ponder);
    }

    /** These limits with the game clock {@code tc} (null: none). */
    public MoveLimits withTc(TimeControl tc) {
        return new MoveLimits(timeMs, nodes, depth, firstMoveMs, waiting, new GameBudget(tc, perGame.gameNodes()),
                ponder);
    }

    /** These limits with the node budget per game {@code gameNodes} (0: none). */
    public MoveLimits withGameNodes(long gameNodes) {
        return new MoveLimits(timeMs, nodes, depth, firstMoveMs, waiting, new GameBudget(perGame.tc(), gameNodes),
                ponder);
    }

    /**
     * The margin a time limit gets unless one is configured: 10% of the limit, at least 5 ms (100 ms: 10 ms;
     * 1 s: 100 ms). It covers what lies between the referee's clock and the engine's: loopback transport
     * (~0.1 ms each way) and the scheduling of both processes, measured at up to 3 ms on a loaded 2-core
     * machine ({@code arbiter bench --only deadlines}, {@code rtt} against {@code engine}); built-in engines
     * keep their own reserve inside the limit (ENGINE.md, "Time limits are deadlines").
     */
    public static long defaultMarginMs(long timeMs) {
        return Math.max(5, (timeMs + 9) / 10);
    }

    /** Whether at least one of time, nodes, depth, a game clock or a game node budget is set. */
    public boolean bounded() {
        return timeMs > 0 || nodes > 0 || depth > 0 || perGame.tc() != null || perGame.gameNodes() > 0;
    }

    /**
     * The time limit of a move: for an engine's first move of a game the larger of {@code firstMoveMs} (when
     * set) and {@code timeMs}, else {@code timeMs}.
     */
    public long timeMs(boolean firstMove) {
        return firstMove && timeMs > 0 ? Math.max(firstMoveMs, timeMs) : timeMs;
    }

    /** How long after the request an answer may arrive and still count (0: no time limit, see {@link #moveTimeoutMs}). */
    public long lateAfterMs(boolean firstMove) {
        return timeMs > 0 ? timeMs(firstMove) + waiting.marginMs() : 0;
    }

    /** How long the referee waits for a move before the engine forfeits for a timeout. */
    public long moveTimeoutMs(boolean firstMove) {
        return timeMs > 0 ? lateAfterMs(firstMove) + LATE_GRACE_MS : waiting.maxMoveMs();
    }
}
