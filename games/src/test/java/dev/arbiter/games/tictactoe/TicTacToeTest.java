package dev.arbiter.games.tictactoe;

import dev.arbiter.engine.world.Perft;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TicTacToeTest {

    private final TicTacToe game = new TicTacToe();

    private long[] gamesEndingAt = new long[10];
    private long xWins;
    private long oWins;
    private long draws;

    @Test
    void exhaustiveEnumerationMatchesThePublishedGameCounts() {
        walk(game.initialWorld(""));
        assertThat(xWins + oWins + draws).isEqualTo(255_168);
        assertThat(gamesEndingAt).containsExactly(0, 0, 0, 0, 0, 1_440, 5_328, 47_952, 72_576, 127_872);
        assertThat(xWins).isEqualTo(131_184);
        assertThat(oWins).isEqualTo(77_904);
        assertThat(draws).isEqualTo(46_080);
    }

    private void walk(TicTacToeWorld world) {
        if (world.isEnd()) {
            gamesEndingAt[world.ply()]++;
            if (world.winner() == 0) {
                xWins++;
            } else if (world.winner() == 1) {
                oWins++;
            } else {
                draws++;
            }
            return;
        }
        int[] actions = new int[9];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            TicTacToeWorld child = game.copyOf(world);
            child.apply(actions[i]);
            walk(child);
        }
    }

    @Test
    void reachablePositionsNumber5478() {
        Set<String> seen = new HashSet<>();
        collect(game.initialWorld(""), seen);
        assertThat(seen).hasSize(5_478);
    }

    private void collect(TicTacToeWorld world, Set<String> seen) {
        if (!seen.add(world.encode())) {
            return;
        }
        int[] actions = new int[9];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            TicTacToeWorld child = game.copyOf(world);
            child.apply(actions[i]);
            collect(child, seen);
        }
    }

    @Test
    void perftCountsOnlyFullLengthSequencesByDefault() {
        Perft<TicTacToeWorld> perft = new Perft<>(game, 9);
        assertThat(perft.count(game.initialWorld(""), 9)).isEqualTo(127_872);
        assertThat(perft.count(game.initialWorld(""), 2)).isEqualTo(72);
    }

    @Test
    void perfectPlayIsADraw() {
        assertThat(negamax(game.initialWorld(""))).isZero();
    }

    private int negamax(TicTacToeWorld world) {
        if (world.isEnd()) {
            return world.winner() < 0 ? 0 : -1;
        }
        int best = -2;
        int[] actions = new int[9];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            TicTacToeWorld child = game.copyOf(world);
            child.apply(actions[i]);
            best = Math.max(best, -negamax(child));
        }
        return best;
    }

    @Test
    void encodingRoundTripsAndActionsParse() {
        TicTacToeWorld world = game.initialWorld("");
        world.apply(game.parseAction("b2"));
        world.apply(game.parseAction("a3"));
        assertThat(world.encode()).isEqualTo("o...x....");
        TicTacToeWorld decoded = game.decodeWorld(world.encode());
        assertThat(decoded).isEqualTo(world);
        assertThat(decoded.hash()).isEqualTo(world.hash());
        assertThat(decoded.actorToMove()).isZero();
        assertThat(game.formatAction(game.parseAction("c1"))).isEqualTo("c1");
    }

    @Test
    void malformedInputIsRejectedWithAReason() {
        assertThatThrownBy(() -> game.decodeWorld("xx.......")).hasMessageContaining("one more");
        assertThatThrownBy(() -> game.parseAction("d4")).hasMessageContaining("a1..c3");
    }

    @Test
    void evaluatorIsAntisymmetricAndDecisiveOnWins() {
        var eval = game.defaultEvaluator();
        TicTacToeWorld world = game.decodeWorld("xxxoo....");
        assertThat(eval.evaluate(world, 0)).isEqualTo(1_000_000.0);
        TicTacToeWorld open = game.decodeWorld("x...o....");
        assertThat(eval.evaluate(open, 0)).isEqualTo(-eval.evaluate(open, 1));
    }
}
