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

/**
 * Plays one game between engines and judges it with the same rules the engines use: it keeps the actual
 * world, imposes it on the engine to move, checks every answer is a legal action that came in time, and ends
 * the game at its natural end, at the ply limit (adjudication), or at the first fault (the faulty engine
 * forfeits). Move times are read from an injected {@link Clock}, so the time rule is tested instantly.
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
                        planned.seed() + 0x9E3779B97F4A7C15L * (planned.index() * 8L + seat + 1));
            }
            for (seat = 0; seat < seats; seat++) {
                engines.get(seat).awaitNewGame(pending[seat], planned.seats().get(seat).limits().maxMoveMs());
            }
            while (!world.isEnd() && actions.size() < maxPlies) {
                seat = world.actorToMove();
                MoveLimits l = planned.seats().get(seat).limits();
                long timeoutMs = engines.get(seat).turnTimeoutMs(l);
                long start = clock.nanoTime();
                Move move = engines.get(seat).play(world.encode(), actions, l.timeMs(), l.nodes(), l.depth(), timeoutMs);
                long elapsedMicros = (clock.nanoTime() - start) / 1000;
                if (elapsedMicros > timeoutMs * 1000) {
                    throw new EngineFault(FaultKind.TIMEOUT, names.get(seat) + ": answered after " + elapsedMicros / 1000
                            + " ms, the move timeout is " + timeoutMs + " ms");
                }
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
            return GameRecord.forfeit(planned.index(), planned.round(), planned.pairing(), planned.seed(), planned.init(),
                    names, actions, micros, nodes, depths, seat, fault);
        }
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

    private int parse(String text, String engine) throws EngineFault {
        try {
            return game.parseAction(text);
        } catch (IllegalArgumentException e) {
            throw new EngineFault(FaultKind.MALFORMED, engine + ": unparsable action '" + text + "': " + e.getMessage());
        }
    }
}
