package dev.arbiter.tournament.referee;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;

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
 * @param <W> the world type
 */
public final class Referee<W extends World<W>> {

    /** A fault during a game: which seat, and the fault itself. */
    public record SeatFault(int seat, EngineFault fault) {
    }

    private final Game<W> game;
    private final int maxPlies;
    private final Adjudication adjudication;
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
        this.game = game;
        this.maxPlies = maxPlies;
        this.adjudication = adjudication;
        this.clock = clock;
    }

    /**
     * Plays {@code planned}; {@code engines.get(s)} plays seat {@code s} under that seat's limits. Returns the
     * record, and in {@code faults} the seat that failed, if any.
     */
    public GameRecord play(PlannedGame planned, List<? extends EngineConnection> engines, List<SeatFault> faults) {
        int seats = game.actorCount();
        List<String> names = planned.names();
        W world = game.initialWorld(planned.init());
        List<String> actions = new ArrayList<>();
        List<Long> micros = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        int seat = -1;
        try {
            long[] pending = new long[seats];
            for (seat = 0; seat < seats; seat++) {
                pending[seat] = engines.get(seat).sendNewGame(seat, planned.init(),
                        planned.seed() + 0x9E3779B97F4A7C15L * (planned.index() * 8L + seat + 1),
                        planned.seats().get(seat).gameParameters());
            }
            for (seat = 0; seat < seats; seat++) {
                MoveLimits l = planned.seats().get(seat).limits();
                engines.get(seat).awaitNewGame(pending[seat], l.maxMoveMs());
                if (l.ponder()) {
                    engines.get(seat).background(true, l.maxMoveMs());
                }
            }
            boolean[] moved = new boolean[seats];
            while (!world.isEnd() && actions.size() < maxPlies) {
                seat = world.actorToMove();
                MoveLimits l = planned.seats().get(seat).limits();
                boolean first = !moved[seat];
                moved[seat] = true;
                long timeMs = l.timeMs(first);
                long start = clock.nanoTime();
                Move move = engines.get(seat).play(world.encode(), actions, timeMs, l.nodes(), l.depth(),
                        l.moveTimeoutMs(first));
                long elapsedMicros = (clock.nanoTime() - start) / 1000;
                checkTime(l, first, elapsedMicros, names.get(seat));
                int action = parse(move.action(), names.get(seat));
                if (!game.isLegal(world, action)) {
                    throw new EngineFault(FaultKind.ILLEGAL_ACTION, names.get(seat) + ": illegal action '" + move.action()
                            + "' in " + world.encode());
                }
                world.apply(action);
                actions.add(game.formatAction(action));
                micros.add(elapsedMicros);
                nodes.add(move.nodes());
                depths.add(move.depth());
            }
        } catch (EngineFault fault) {
            faults.add(new SeatFault(seat, fault));
            stopPondering(planned, engines, seat);
            return GameRecord.forfeit(planned.index(), planned.round(), planned.pairing(), planned.seed(), planned.init(),
                    names, actions, micros, nodes, depths, seat, fault);
        }
        stopPondering(planned, engines, -1);
        boolean ended = world.isEnd();
        boolean byScore = adjudication == Adjudication.SCORE;
        List<Double> scores = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            scores.add(ended || byScore ? world.score(s) : 0.0);
        }
        String reason = ended ? "game over" : "adjudicated after " + maxPlies + " plies"
                + (byScore ? " by score" : " as a draw");
        return new GameRecord(planned.index(), planned.round(), planned.pairing(), planned.seed(), planned.init(), names,
                actions, micros, nodes, depths, scores, ended ? GameEnd.END : GameEnd.ADJUDICATED, reason, -1, null);
    }

    /**
     * Ends the pondering of the seats that ponder (but {@code faulty}, whose process is ended), so that an
     * engine kept for a later game does not think on through the games of others. A failure here is left
     * for that engine's next game to find: this game's result stands.
     */
    private static void stopPondering(PlannedGame planned, List<? extends EngineConnection> engines, int faulty) {
        for (int s = 0; s < engines.size(); s++) {
            MoveLimits l = planned.seats().get(s).limits();
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
     * time measured; an answer without a time limit later than {@code maxMoveMs} as a timeout (a connection
     * that waited longer than it was told to).
     */
    private static void checkTime(MoveLimits l, boolean first, long elapsedMicros, String engine) throws EngineFault {
        long limitMs = l.timeMs(first);
        if (limitMs > 0 && elapsedMicros > l.lateAfterMs(first) * 1000) {
            throw new EngineFault(FaultKind.LATE, String.format(Locale.ROOT,
                    "%s: answered after %.1f ms, %.1f ms over the %d ms limit (margin %d ms)", engine,
                    elapsedMicros / 1e3, elapsedMicros / 1e3 - limitMs, limitMs, l.marginMs()));
        }
        if (limitMs == 0 && elapsedMicros > l.moveTimeoutMs(first) * 1000) {
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
