package dev.arbiter.report;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * Per-move figures of every engine: the referee's round-trip time of each move, and the nodes and depth the engine
 * reported (0 when it reports none). A game record lists its moves without saying who made them, so each game is
 * replayed with the game's own rules to find the actor to move at every ply (the only way that is right for games
 * where actors do not simply alternate). A game that does not replay (a log written by another version of the game)
 * is counted and left out.
 */
final class MoveStats {

    private final List<String> engines;
    private final List<Samples> millis = new ArrayList<>();
    private final List<Samples> nodes = new ArrayList<>();
    private final List<Samples> depths = new ArrayList<>();
    private int unreplayable;

    MoveStats(List<String> engines) {
        this.engines = List.copyOf(engines);
        for (int e = 0; e < engines.size(); e++) {
            millis.add(new Samples());
            nodes.add(new Samples());
            depths.add(new Samples());
        }
    }

    /** Adds the moves of one game. */
    void add(Game<?> game, GameRecord record) {
        int[] movers;
        try {
            movers = movers(game, record);
        } catch (RuntimeException notThisGame) {
            unreplayable++;
            return;
        }
        for (int ply = 0; ply < movers.length; ply++) {
            int e = engines.indexOf(record.seats().get(movers[ply]));
            if (e < 0) {
                continue;
            }
            MoveRecord move = record.moves().get(ply);
            millis.get(e).add(move.micros() / 1000.0);
            if (move.nodes() > 0) {
                nodes.get(e).add(move.nodes());
            }
            if (move.depth() > 0) {
                depths.get(e).add(move.depth());
            }
        }
    }

    /** The seat that made each move of a game, by replaying it. */
    private static <W extends World<W>> int[] movers(Game<W> game, GameRecord record) {
        W world = game.initialWorld(record.init());
        int[] movers = new int[record.moves().size()];
        for (int ply = 0; ply < movers.length; ply++) {
            movers[ply] = world.actorToMove();
            world.apply(game.parseAction(record.moves().get(ply).action()));
        }
        return movers;
    }

    /** Move times of engine {@code e} in milliseconds. */
    Samples millis(int e) {
        return millis.get(e);
    }

    /** Reported nodes per move of engine {@code e}. */
    Samples nodes(int e) {
        return nodes.get(e);
    }

    /** Reported depth per move of engine {@code e}. */
    Samples depths(int e) {
        return depths.get(e);
    }

    /** Whether any engine reported nodes. */
    boolean anyNodes() {
        return nodes.stream().anyMatch(s -> s.size() > 0);
    }

    /** Whether any engine reported a depth. */
    boolean anyDepth() {
        return depths.stream().anyMatch(s -> s.size() > 0);
    }

    /** Whether any move was timed. */
    boolean anyMoves() {
        return millis.stream().anyMatch(s -> s.size() > 0);
    }

    /** Games whose moves could not be replayed. */
    int unreplayable() {
        return unreplayable;
    }
}
