package dev.arbiter.tournament.referee;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineClient;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.tournament.results.GameRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays one game between engine servers and judges it with the same rules the engines use: it keeps the
 * actual world, imposes it on the engine to move, checks every answer is a legal action, and ends the
 * game at its natural end, at the ply limit (adjudication), or at the first fault (the faulty engine
 * forfeits).
 *
 * @param <W> the world type
 */
public final class Referee<W extends World<W>> {

    /** A fault during a game: which seat, and the fault itself. */
    public record SeatFault(int seat, EngineFault fault) {
    }

    private final Game<W> game;
    private final int maxPlies;
    private final boolean adjudicateByScore;
    private final int[] actionBuffer;

    /**
     * @param adjudicateByScore at the ply limit, rank by the game's provisional scores (else: a draw)
     */
    public Referee(Game<W> game, int maxPlies, boolean adjudicateByScore) {
        this.game = game;
        this.maxPlies = maxPlies;
        this.adjudicateByScore = adjudicateByScore;
        this.actionBuffer = new int[game.maxActions()];
    }

    /**
     * Plays {@code scheduled} from {@code init}. {@code clients.get(s)} plays seat {@code s} under
     * {@code limits.get(s)}. Returns the record, and in {@code faults} the seat that failed, if any.
     */
    public GameRecord play(ScheduledGame scheduled, long seed, String init, List<String> names, List<EngineClient> clients,
                           List<MoveLimits> limits, List<SeatFault> faults) {
        int seats = game.actorCount();
        W world = game.initialWorld(init);
        List<String> actions = new ArrayList<>();
        List<Long> micros = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        int seat = -1;
        try {
            long[] pending = new long[seats];
            for (seat = 0; seat < seats; seat++) {
                pending[seat] = clients.get(seat).sendNewGame(seat, init,
                        seed + 0x9E3779B97F4A7C15L * (scheduled.index() * 8L + seat + 1));
            }
            for (seat = 0; seat < seats; seat++) {
                clients.get(seat).awaitNewGame(pending[seat], limits.get(seat).maxMoveMs());
            }
            while (!world.isEnd() && actions.size() < maxPlies) {
                seat = world.actorToMove();
                MoveLimits l = limits.get(seat);
                Move move = clients.get(seat).play(world.encode(), actions, l.timeMs(), l.nodes(), l.depth(),
                        l.moveTimeoutMs());
                int action = parse(move.action(), names.get(seat));
                if (!isLegal(world, action)) {
                    throw new EngineFault(FaultKind.ILLEGAL_ACTION, names.get(seat) + ": illegal action '" + move.action()
                            + "' in " + world.encode());
                }
                world.apply(action);
                actions.add(game.formatAction(action));
                micros.add(move.elapsedMicros());
                nodes.add(move.nodes());
                depths.add(move.depth());
            }
        } catch (EngineFault fault) {
            faults.add(new SeatFault(seat, fault));
            List<Double> scores = new ArrayList<>();
            for (int s = 0; s < seats; s++) {
                scores.add(s == seat ? 0.0 : 1.0);
            }
            return new GameRecord(scheduled.index(), scheduled.round(), scheduled.pairing(), seed, init, names, actions,
                    micros, nodes, depths, scores, "forfeit", names.get(seat) + " " + fault.kind().description() + ": "
                    + fault.getMessage(), seat, fault.kind().code());
        }
        boolean ended = world.isEnd();
        List<Double> scores = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            scores.add(ended || adjudicateByScore ? world.score(s) : 0.0);
        }
        String reason = ended ? "game over" : "adjudicated after " + maxPlies + " plies"
                + (adjudicateByScore ? " by score" : " as a draw");
        return new GameRecord(scheduled.index(), scheduled.round(), scheduled.pairing(), seed, init, names, actions,
                micros, nodes, depths, scores, ended ? "end" : "adjudicated", reason, -1, null);
    }

    private int parse(String text, String engine) throws EngineFault {
        try {
            return game.parseAction(text);
        } catch (IllegalArgumentException e) {
            throw new EngineFault(FaultKind.MALFORMED, engine + ": unparsable action '" + text + "': " + e.getMessage());
        }
    }

    private boolean isLegal(W world, int action) {
        int n = world.legalActions(actionBuffer);
        for (int i = 0; i < n; i++) {
            if (actionBuffer[i] == action) {
                return true;
            }
        }
        return false;
    }
}
