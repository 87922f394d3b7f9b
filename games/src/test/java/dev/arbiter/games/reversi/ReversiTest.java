package dev.arbiter.games.reversi;

import dev.arbiter.engine.testkit.Weights;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.Values;
import dev.arbiter.games.Allocation;
import dev.arbiter.games.PerftTable;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReversiTest {

    private final Reversi game = new Reversi(0);

    /** A world with Black's and White's discs given as space-separated squares. */
    private ReversiWorld board(String black, String white, char side) {
        char[] cells = new char[64];
        java.util.Arrays.fill(cells, '.');
        for (String sq : black.split(" ")) {
            if (!sq.isEmpty()) {
                cells[game.parseAction(sq)] = 'b';
            }
        }
        for (String sq : white.split(" ")) {
            if (!sq.isEmpty()) {
                cells[game.parseAction(sq)] = 'w';
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            sb.append(cells, rank * 8, 8).append(rank > 0 ? "/" : "");
        }
        return game.decodeWorld(sb.append(':').append(side).toString());
    }

    private List<String> actions(ReversiWorld world) {
        int[] out = new int[game.maxActions()];
        int n = world.legalActions(out);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            texts.add(game.formatAction(out[i]));
        }
        return texts;
    }

    @Test
    void perftMatchesAartBiksCounts() {
        List<long[]> table = PerftTable.read("perft/reversi_8x8.tsv");
        Perft<ReversiWorld> perft = new Perft<>(game, 9);
        ReversiWorld root = game.initialWorld("");
        int checked = 0;
        for (long[] row : table) {
            int depth = (int) row[0];
            if (depth <= 9) {
                assertThat(perft.count(root, depth)).as("perft(%d)", depth).isEqualTo(row[1]);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(9);
    }

    @Test
    void blackOpensWithTheFourClassicMoves() {
        ReversiWorld start = game.initialWorld("");
        assertThat(start.actorToMove()).isZero();
        assertThat(actions(start)).containsExactlyInAnyOrder("d3", "c4", "f5", "e6");
        assertThat(start.encode()).isEqualTo("......../......../......../...bw.../...wb.../......../......../........:b:0");
        start.apply(game.parseAction("f5"));
        assertThat(start.count(0)).isEqualTo(4);
        assertThat(start.count(1)).isEqualTo(1);
        assertThat(actions(start)).containsExactlyInAnyOrder("d6", "f4", "f6");
    }

    @Test
    void aMoveFlipsBoundedLinesInAllEightDirections() {
        ReversiWorld world = board("b2 d2 f2 b4 f4 b6 d6 f6", "c3 d3 e3 c4 e4 c5 d5 e5", 'b');
        assertThat(actions(world)).contains("d4");
        world.apply(game.parseAction("d4"));
        assertThat(world.count(0)).isEqualTo(17);
        assertThat(world.count(1)).isZero();
        assertThat(world.actorToMove()).isOne();
    }

    @Test
    void unboundedLinesAndLinesAcrossTheEdgeDoNotFlip() {
        ReversiWorld world = board("a1 h2", "b1 c1 g1", 'b');
        assertThat(actions(world)).containsExactly("d1");
        world.apply(game.parseAction("d1"));
        assertThat(world.discs(1)).isEqualTo(1L << game.parseAction("g1"));
        ReversiWorld wrap = board("a3", "h2", 'b');
        assertThat(actions(wrap)).isEmpty();
        assertThat(wrap.isEnd()).isTrue();
    }

    @Test
    void anActorWithoutMovesPassesAndTheGameEndsWhenNeitherCanMove() {
        ReversiWorld world = board("b1", "a1", 'b');
        assertThat(world.isEnd()).isFalse();
        assertThat(actions(world)).containsExactly("pass");
        world.apply(Reversi.PASS);
        assertThat(world.actorToMove()).isOne();
        assertThat(world.ply()).isEqualTo(1);
        assertThat(actions(world)).containsExactly("c1");
        world.apply(game.parseAction("c1"));
        assertThat(world.isEnd()).isTrue();
        assertThat(world.legalActions(new int[64])).isZero();
        assertThat(world.score(1)).isEqualTo(1.0);
        assertThat(world.score(0)).isEqualTo(0.0);
        assertThat(game.defaultEvaluator().evaluate(world, 1)).isEqualTo(Values.WIN);
        assertThat(world.print()).contains("white wins");
    }

    @Test
    void passesAppearInTheTreeAtDepthNine() {
        Perft<ReversiWorld> withPasses = new Perft<>(game, 9);
        long passes = countPasses(game.initialWorld(""), 9, new int[10][64]);
        assertThat(passes).isPositive();
        assertThat(countPasses(game.initialWorld(""), 8, new int[10][64])).isZero();
        assertThat(withPasses.count(game.initialWorld(""), 1)).isEqualTo(4);
    }

    private long countPasses(ReversiWorld world, int depth, int[][] buffers) {
        if (depth == 0) {
            return 0;
        }
        int[] out = buffers[depth];
        int n = world.legalActions(out);
        long passes = 0;
        for (int i = 0; i < n; i++) {
            if (out[i] == Reversi.PASS) {
                passes++;
            }
            ReversiWorld child = game.copyOf(world);
            child.apply(out[i]);
            passes += countPasses(child, depth - 1, buffers);
        }
        return passes;
    }

    @Test
    void encodingRoundTripsWithSideAndPly() {
        ReversiWorld world = game.initialWorld("f5d6c3d3c4");
        ReversiWorld decoded = game.decodeWorld(world.encode());
        assertThat(decoded).isEqualTo(world);
        assertThat(decoded.hash()).isEqualTo(world.hash());
        assertThat(decoded.ply()).isEqualTo(5);
        assertThat(decoded.actorToMove()).isOne();
        ReversiWorld passed = board("b1", "a1", 'b');
        passed.apply(Reversi.PASS);
        ReversiWorld back = game.decodeWorld(passed.encode());
        assertThat(back).isEqualTo(passed);
        assertThat(back.ply()).isEqualTo(1);
        assertThat(game.decodeWorld(passed.encode().replace(":1", "")).ply()).isZero();
        assertThat(game.decodeWorld(world.encode().replace(":5", "")).ply()).isEqualTo(5);
        assertThat(game.formatAction(game.parseAction("h8"))).isEqualTo("h8");
        assertThat(game.parseAction("a1")).isZero();
        assertThat(game.parseAction("PASS")).isEqualTo(Reversi.PASS);
    }

    @Test
    void hashDistinguishesTheSideToMove() {
        assertThat(board("b1", "a1", 'b').hash()).isNotEqualTo(board("b1", "a1", 'w').hash());
        assertThat(board("b1", "a1", 'b').hash()).isNotEqualTo(board("a1", "b1", 'b').hash());
    }

    @Test
    void randomOpeningsAreReproducibleAndLegal() {
        Reversi withOpenings = (Reversi) GameRegistry.load().create("reversi:openings=6");
        String data = withOpenings.createInitData(new SplittableRandom(42));
        assertThat(data).isEqualTo(withOpenings.createInitData(new SplittableRandom(42)));
        ReversiWorld world = withOpenings.initialWorld(data);
        assertThat(world.ply()).isEqualTo(6);
        assertThat(world.count(0) + world.count(1)).isEqualTo(10);
        assertThat(game.createInitData(new SplittableRandom(1))).isEmpty();
    }

    @Test
    void malformedInputIsRejectedWithAReason() {
        assertThatThrownBy(() -> game.parseAction("i9")).hasMessageContaining("a1..h8 or pass");
        assertThatThrownBy(() -> game.initialWorld("a1")).hasMessageContaining("not legal");
        assertThatThrownBy(() -> game.initialWorld("f5d")).hasMessageContaining("truncated");
        assertThatThrownBy(() -> game.decodeWorld("......../........:b")).hasMessageContaining("8 ranks");
        assertThatThrownBy(() -> game.decodeWorld(game.initialWorld("").encode().replace(":b:", ":x:")))
                .hasMessageContaining("b or w");
        assertThatThrownBy(() -> game.decodeWorld(game.initialWorld("").encode().replace("...wb...", "...wq...")))
                .hasMessageContaining("bad square");
        assertThatThrownBy(() -> game.decodeWorld(game.initialWorld("").encode().replace(":0", ":zz")))
                .hasMessageContaining("ply");
        assertThatThrownBy(() -> GameRegistry.load().create("reversi:openings=99")).hasMessageContaining("openings");
    }

    @Test
    void evaluatorIsAntisymmetricAndWeighsCornersAndXSquares() {
        Evaluator<ReversiWorld> eval = game.defaultEvaluator();
        ReversiWorld start = game.initialWorld("f5d6");
        assertThat(eval.evaluate(start, 0)).isEqualTo(-eval.evaluate(start, 1));
        Parameters onlyCorner = Weights.only(game, "corner");
        ReversiWorld corner = board("a1 d4 e5", "d5 e4 h1", 'b');
        assertThat(game.evaluator(onlyCorner).evaluate(corner, 0)).isZero();
        ReversiWorld blackCorners = board("a1 h8 d4 e5", "d5 e4", 'b');
        assertThat(game.evaluator(onlyCorner).evaluate(blackCorners, 0)).isEqualTo(2.0);
        Parameters onlyX = Weights.only(game, "xSquare");
        assertThat(game.evaluator(onlyX).evaluate(board("b2 d4 e5", "d5 e4", 'b'), 0)).isEqualTo(1.0);
        assertThat(game.evaluator(onlyX).evaluate(board("a1 b2 d4 e5", "d5 e4", 'b'), 0)).isZero();
        Parameters onlyMobility = Weights.only(game, "mobility");
        assertThat(game.evaluator(onlyMobility).evaluate(game.initialWorld(""), 0)).isZero();
        Parameters onlyParity = Weights.only(game, "parity");
        assertThat(game.evaluator(onlyParity).evaluate(game.initialWorld(""), 0)).isEqualTo(-1.0);
        assertThat(game.evaluator(onlyParity).evaluate(game.initialWorld("f5"), 0)).isEqualTo(-1.0);
        assertThat(game.evaluator(onlyParity).evaluate(game.initialWorld("f5"), 1)).isEqualTo(1.0);
    }

    @Test
    void evaluationAndMoveGenerationDoNotAllocate() {
        Evaluator<ReversiWorld> eval = game.defaultEvaluator();
        ReversiWorld world = game.initialWorld("f5d6c3d3c4f4");
        Perft<ReversiWorld> perft = new Perft<>(game, 2);
        double[] sink = new double[1];
        long bytes = Allocation.bytesDuring(20_000, () -> {
            sink[0] += eval.evaluate(world, 0);
            sink[0] += perft.count(world, 2);
        });
        assertThat(bytes).isLessThan(1_000);
    }
}
