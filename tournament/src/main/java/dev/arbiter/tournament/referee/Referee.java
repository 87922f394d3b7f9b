package dev.arbiter.tournament.referee;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.TimeControl;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.GameBudgetsLeft;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.MoveRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plays one game between engines and judges it with the same rules the engines use: it keeps the actual
 * world, imposes it on the engine to move, checks every answer is a legal action that came in time, and ends
 * the game at its natural end, at the ply limit (adjudication), or at the first fault (the faulty engine
 * forfeits). Move times are read from an injected {@link Clock}, so the time rule is tested instantly.
 *
 * <p>Time: a move's limit is a deadline measured from before the request is sent to after the answer is
 * read; an answer later than the limit plus {@link MoveLimits#marginMs} forfeits as {@code late} (see
 * {@link MoveLimits}). An engine's first move of a game may have its own limit ({@link MoveLimits#firstMoveMs},
 * the strict style's first-turn allowance). Engines whose limits allow pondering are sent {@code background}
 * on after {@code newgame}.
 *
 * <p>Game clock: an engine whose limits have a {@link TimeControl} starts each game with its base time; each of
 * its moves takes the measured time off its clock and then adds the increment, and its {@code go} carries the
 * time left and the increment. A move that takes longer than the time left plus {@link MoveLimits#marginMs}, or
 * no answer before that and {@link MoveLimits#LATE_GRACE_MS} more, loses on time ({@link FaultKind#TIME_FORFEIT}).
 *
 * <p>Node budget per game ({@link MoveLimits#gameNodes}, a game clock counted in nodes): an engine with one starts
 * each game with that many nodes; each of its moves takes the nodes it reports off, and its {@code go} carries
 * what is left. A move that reports more nodes than were left, or no nodes at all, forfeits
 * ({@link FaultKind#NODE_FORFEIT}); an engine with nothing left still moves if it can do so with no node. The
 * referee takes the engine's count: it cannot verify it (PROTOCOL.md says so to engine authors).
 *
 * <p>Score adjudication (two-player games): with a {@link ScoreAdjudication}, the values the engines report with
 * their moves may end the game early as resigned or drawn ({@link ScoreAdjudicator}).
 *
 * @param <W> the world type
 */
public final class Referee<W extends World<W>> {

    /** A fault during a game: which seat, and the fault itself. */
    public record SeatFault(int seat, EngineFault fault) {
    }

    private final Game<W> game;
    private final int maxPlies;
    private final Adjudication adjudication;
    private final ScoreAdjudication scoreAdjudication;
    private final Clock clock;

    /** A referee for {@code game} with the system clock. */
    public Referee(Game<W> game, int maxPlies, Adjudication adjudication) {
        this(game, maxPlies, adjudication, Clock.SYSTEM);
    }

    /**
     * @param maxPlies     plies after which the game is adjudicated
     * @param adjudication how a game at the ply limit is scored
     * @param clock        the clock move times are measured with
     */
    public Referee(Game<W> game, int maxPlies, Adjudication adjudication, Clock clock) {
        this(game, maxPlies, adjudication, ScoreAdjudication.NONE, clock);
    }

    /**
     * @param maxPlies          plies after which the game is adjudicated
     * @param adjudication      how a game at the ply limit is scored
     * @param scoreAdjudication when the engines' reported values end a two-player game early
     * @param clock             the clock move times are measured with
     */
    public Referee(Game<W> game, int maxPlies, Adjudication adjudication, ScoreAdjudication scoreAdjudication,
                   Clock clock) {
        this.game = game;
        this.maxPlies = maxPlies;
        this.adjudication = adjudication;
        this.scoreAdjudication = scoreAdjudication == null ? ScoreAdjudication.NONE : scoreAdjudication;
        this.clock = clock;
    }

    /**
     * Plays {@code setup}; {@code engines.get(s)} plays seat {@code s} under that seat's limits. Returns the
     * record, and in {@code faults} the seat that failed, if any.
     */
    public GameRecord play(GameSetup setup, List<? extends EngineConnection> engines, List<SeatFault> faults) {
        int seats = game.actorCount();
        GameSlot slot = setup.slot();
        List<String> names = setup.names();
        W world = game.initialWorld(setup.init());
        List<String> actions = new ArrayList<>();
        List<MoveRecord> moves = new ArrayList<>();
        ScoreAdjudicator adjudicator = seats == 2 && scoreAdjudication.active()
                ? new ScoreAdjudicator(scoreAdjudication, names) : null;
        ScoreAdjudication.Verdict verdict = null;
        long[] clockMicros = new long[seats];
        int[] movesMade = new int[seats];
        long[] nodesLeft = new long[seats];
        int seat = -1;
        try {
            long[] pending = new long[seats];
            for (seat = 0; seat < seats; seat++) {
                MoveLimits limits = setup.limits(seat);
                TimeControl tc = limits.perGame().tc();
                clockMicros[seat] = tc == null ? 0 : tc.baseMs() * 1000;
                long gameNodes = limits.perGame().gameNodes();
                nodesLeft[seat] = gameNodes > 0 ? gameNodes : GameBudgetsLeft.NO_NODE_BUDGET;
                pending[seat] = engines.get(seat).sendNewGame(seat, setup.init(),
                        slot.seed() + 0x9E3779B97F4A7C15L * (slot.index() * 8L + seat + 1),
                        setup.gameParameters(seat));
            }
            for (seat = 0; seat < seats; seat++) {
                MoveLimits l = setup.limits(seat);
                engines.get(seat).awaitNewGame(pending[seat], l.waiting().maxMoveMs());
                if (l.ponder()) {
                    engines.get(seat).background(true, l.waiting().maxMoveMs());
                }
            }
            boolean[] moved = new boolean[seats];
            while (!world.isEnd() && actions.size() < maxPlies) {
                seat = world.actorToMove();
                MoveLimits l = setup.limits(seat);
                boolean first = !moved[seat];
                moved[seat] = true;
                long start = clock.nanoTime();
                EngineConnection engine = engines.get(seat);
                Move move = move(engine, engine.readsWorld() ? world.encode() : "", actions, l, first,
                        budgets(setup, seat, clockMicros, movesMade, nodesLeft), names.get(seat));
                long elapsedMicros = (clock.nanoTime() - start) / 1000;
                checkTime(l, first, elapsedMicros, names.get(seat));
                movesMade[seat]++;
                clockMicros[seat] = chargeClock(l, clockMicros[seat], elapsedMicros, movesMade[seat], names.get(seat));
                nodesLeft[seat] = chargeNodes(l, nodesLeft[seat], move, names.get(seat));
                int action = parse(move.action(), names.get(seat));
                if (!game.isLegal(world, action)) {
                    throw new EngineFault(FaultKind.ILLEGAL_ACTION, names.get(seat) + ": illegal action '" + move.action()
                            + "' in " + world.describe());
                }
                world.apply(action);
                actions.add(game.formatAction(action));
                moves.add(new MoveRecord(actions.get(actions.size() - 1), elapsedMicros, move.nodesOrZero(), move.depth(),
                        Double.isNaN(move.value()) ? null : move.value()));
                if (adjudicator != null && !world.isEnd()) {
                    verdict = adjudicator.offer(seat, actions.size() - 1, move.value());
                    if (verdict != null) {
                        break;
                    }
                }
            }
        } catch (EngineFault fault) {
            faults.add(new SeatFault(seat, fault));
            stopPondering(setup, engines, fault.kind().keepsEngine() ? -1 : seat);
            return GameRecord.forfeit(slot, setup.init(), names, moves, seat, fault);
        }
        stopPondering(setup, engines, -1);
        List<Double> scores = new ArrayList<>();
        GameEnd end;
        String reason;
        if (verdict != null) {
            for (int s = 0; s < seats; s++) {
                scores.add(verdict.loser() < 0 ? 0.5 : s == verdict.loser() ? 0.0 : 1.0);
            }
            end = verdict.loser() < 0 ? GameEnd.DRAW_ADJUDICATED : GameEnd.RESIGN_ADJUDICATED;
            reason = verdict.reason();
        } else {
            boolean ended = world.isEnd();
            boolean byScore = adjudication == Adjudication.SCORE;
            for (int s = 0; s < seats; s++) {
                scores.add(ended || byScore ? world.score(s) : 0.0);
            }
            end = ended ? GameEnd.END : GameEnd.ADJUDICATED;
            reason = ended ? "game over" : "adjudicated after " + maxPlies + " plies" + (byScore ? " by score" : " as a draw");
        }
        return new GameRecord(slot, setup.init(), names, moves,
                new GameOutcome(scores, end, reason, -1, null));
    }

    /**
     * What is left of the budgets of {@code seat} before its move: its clock, the other seat's in a two-seat game
     * (UCI engines are told both), the moves to the clock's next period, its nodes; null with neither a clock nor
     * a node budget per game.
     */
    private static GameBudgetsLeft budgets(GameSetup setup, int seat, long[] clockMicros, int[] movesMade,
                                           long[] nodesLeft) {
        TimeControl tc = setup.limits(seat).perGame().tc();
        if (tc == null) {
            return nodesLeft[seat] == GameBudgetsLeft.NO_NODE_BUDGET ? null
                    : new GameBudgetsLeft(0, 0, nodesLeft[seat]);
        }
        long otherClockMs = 0;
        long otherIncrementMs = 0;
        if (clockMicros.length == 2) {
            TimeControl other = setup.limits(1 - seat).perGame().tc();
            otherClockMs = other == null ? 0 : Math.max(1, clockMicros[1 - seat] / 1000);
            otherIncrementMs = other == null ? 0 : other.incrementMs();
        }
        return new GameBudgetsLeft(Math.max(1, clockMicros[seat] / 1000), tc.incrementMs(), nodesLeft[seat],
                otherClockMs, otherIncrementMs, tc.movesToGo(movesMade[seat]));
    }

    /**
     * Asks {@code engine} for its move under {@code l}: with a game clock, the {@code go} carries the time left
     * and the increment, and the wait ends when the clock (plus margin and grace) runs out if that comes before
     * the per-move wait; no answer by then loses on time. With a node budget per game it carries the nodes left.
     */
    private static Move move(EngineConnection engine, String world, List<String> history, MoveLimits l, boolean first,
                             GameBudgetsLeft left, String name) throws EngineFault {
        TimeControl tc = l.perGame().tc();
        long timeMs = l.timeMs(first);
        if (tc == null) {
            return left == null
                    ? engine.play(world, history, timeMs, l.nodes(), l.depth(), l.moveTimeoutMs(first))
                    : engine.play(world, history, timeMs, l.nodes(), l.depth(), left, l.moveTimeoutMs(first));
        }
        long clockWait = left.clockMs() + l.waiting().marginMs() + MoveLimits.LATE_GRACE_MS;
        boolean clockBinds = timeMs == 0 || clockWait < l.moveTimeoutMs(first);
        try {
            return engine.play(world, history, timeMs, l.nodes(), l.depth(), left,
                    clockBinds ? clockWait : l.moveTimeoutMs(first));
        } catch (EngineFault fault) {
            if (clockBinds && fault.kind() == FaultKind.TIMEOUT) {
                throw new EngineFault(FaultKind.TIME_FORFEIT, String.format(Locale.ROOT,
                        "%s: no answer before its clock ran out (%.1f ms left, tc %s, margin %d ms)", name,
                        (double) left.clockMs(), tc, l.waiting().marginMs()), fault);
            }
            throw fault;
        }
    }

    /**
     * The time left on the clock after the {@code movesMade}-th move, which took {@code elapsedMicros}: the move's
     * time off, the increment on (and the base at the end of a period). A move longer than the time left plus the
     * margin loses on time.
     */
    private static long chargeClock(MoveLimits l, long clockMicros, long elapsedMicros, int movesMade, String name)
            throws EngineFault {
        TimeControl tc = l.perGame().tc();
        if (tc == null) {
            return 0;
        }
        if (elapsedMicros > clockMicros + l.waiting().marginMs() * 1000) {
            throw new EngineFault(FaultKind.TIME_FORFEIT, String.format(Locale.ROOT,
                    "%s: its move took %.1f ms with %.1f ms left on its clock (tc %s, margin %d ms)", name,
                    elapsedMicros / 1e3, clockMicros / 1e3, tc, l.waiting().marginMs()));
        }
        return Math.max(0, clockMicros - elapsedMicros) + tc.addedAfterMs(movesMade) * 1000;
    }

    /**
     * The nodes left of the engine's node budget per game after {@code move} (or {@code nodesLeft} unchanged
     * without one). A move that reports more nodes than were left, or none, forfeits: the budget ran out.
     */
    private static long chargeNodes(MoveLimits l, long nodesLeft, Move move, String name) throws EngineFault {
        if (nodesLeft == GameBudgetsLeft.NO_NODE_BUDGET) {
            return nodesLeft;
        }
        if (!move.reportedNodes()) {
            throw new EngineFault(FaultKind.NODE_FORFEIT, name + ": reported no nodes for its move under a node budget"
                    + " per game (gameNodes " + l.perGame().gameNodes() + "; the action's info.nodes is required)");
        }
        if (move.nodes() > nodesLeft) {
            throw new EngineFault(FaultKind.NODE_FORFEIT, name + ": its move took " + move.nodes() + " nodes with "
                    + nodesLeft + " left of its budget (gameNodes " + l.perGame().gameNodes() + ")");
        }
        return nodesLeft - move.nodes();
    }

    /**
     * Ends the pondering of the seats that ponder (but {@code faulty}, whose process is ended), so that an
     * engine kept for a later game does not think on through the games of others. A failure here is left
     * for that engine's next game to find: this game's result stands.
     */
    private static void stopPondering(GameSetup setup, List<? extends EngineConnection> engines, int faulty) {
        for (int s = 0; s < engines.size(); s++) {
            MoveLimits l = setup.limits(s);
            if (s != faulty && l.ponder()) {
                try {
                    engines.get(s).background(false, l.moveTimeoutMs(false));
                } catch (EngineFault ignored) {
                    // the next game's newgame meets the same engine and records what is wrong with it
                }
            }
        }
    }

    /**
     * A time-limited answer later than its limit plus the margin forfeits as {@link FaultKind#LATE}, with the
     * time measured; an answer without any time limit (no per-move time, no clock) later than {@code maxMoveMs}
     * as a timeout (a connection that waited longer than it was told to).
     */
    private static void checkTime(MoveLimits l, boolean first, long elapsedMicros, String engine) throws EngineFault {
        long limitMs = l.timeMs(first);
        if (limitMs > 0 && elapsedMicros > l.lateAfterMs(first) * 1000) {
            throw new EngineFault(FaultKind.LATE, String.format(Locale.ROOT,
                    "%s: answered after %.1f ms, %.1f ms over the %d ms limit (margin %d ms)", engine,
                    elapsedMicros / 1e3, elapsedMicros / 1e3 - limitMs, limitMs, l.waiting().marginMs()));
        }
        if (limitMs == 0 && l.perGame().tc() == null && elapsedMicros > l.moveTimeoutMs(first) * 1000) {
            throw new EngineFault(FaultKind.TIMEOUT, engine + ": answered after " + elapsedMicros / 1000
                    + " ms, the move timeout is " + l.moveTimeoutMs(first) + " ms");
        }
    }

    private int parse(String text, String engine) throws EngineFault {
        try {
            return game.parseAction(text);
        } catch (IllegalArgumentException e) {
            throw new EngineFault(FaultKind.MALFORMED, engine + ": unparsable action '" + text + "': " + e.getMessage());
        }
    }
}
