package dev.arbiter.games.connectx;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.Values;
import dev.arbiter.games.Allocation;
import dev.arbiter.games.PerftTable;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConnectXTest {

    private final ConnectX game = new ConnectX(6, 7, 4);

    private ConnectXWorld play(ConnectX g, String columns) {
        ConnectXWorld world = g.initialWorld("");
        for (char c : columns.toCharArray()) {
            int action = g.parseAction(String.valueOf(c));
            assertThat(world.isEnd()).as("game over before %s in %s", c, columns).isFalse();
            assertThat(world.canPlay(action)).as("column %s playable in %s", c, world).isTrue();
            world.apply(action);
        }
        return world;
    }

    @Test
    void bulkCountingAndMakingEveryLeafGiveTheSameCountsInBothConventions() {
        ConnectXWorld root = game.initialWorld("");
        for (Perft.Convention convention : Perft.Convention.values()) {
            Perft<ConnectXWorld> made = new Perft<>(game, 8, convention, Perft.Counting.MAKE_EVERY_LEAF);
            Perft<ConnectXWorld> bulk = new Perft<>(game, 8, convention, Perft.Counting.BULK);
            for (int depth = 1; depth <= 8; depth++) {
                assertThat(made.count(root, depth)).as(convention + " depth " + depth).isEqualTo(bulk.count(root, depth));
            }
        }
    }

    @Test
    void perftMatchesThePublishedConnectFourCounts() {
        List<long[]> table = PerftTable.read("perft/connect4_7x6.tsv");
        Perft<ConnectXWorld> perft = new Perft<>(game, 9);
        ConnectXWorld root = game.initialWorld("");
        int checked = 0;
        for (long[] row : table) {
            int depth = (int) row[0];
            if (depth >= 1 && depth <= 8) {
                assertThat(perft.count(root, depth)).as("perft(%d)", depth).isEqualTo(row[2]);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(8);
    }

    @Test
    void distinctPositionsPerPlyMatchA212693() {
        List<long[]> table = PerftTable.read("perft/connect4_7x6.tsv");
        Set<Long> level = new HashSet<>(List.of(game.initialWorld("").hash()));
        List<ConnectXWorld> frontier = List.of(game.initialWorld(""));
        int[] actions = new int[7];
        for (long[] row : table) {
            int ply = (int) row[0];
            if (ply > 7) {
                break;
            }
            assertThat((long) level.size()).as("positions after %d plies", ply).isEqualTo(row[1]);
            level = new HashSet<>();
            List<ConnectXWorld> next = new java.util.ArrayList<>();
            for (ConnectXWorld world : frontier) {
                int n = world.legalActions(actions);
                for (int i = 0; i < n; i++) {
                    ConnectXWorld child = game.copyOf(world);
                    child.apply(actions[i]);
                    if (level.add(child.hash())) {
                        next.add(child);
                    }
                }
            }
            frontier = next;
        }
    }

    @Test
    void fourInARowWinsInEveryDirection() {
        ConnectXWorld vertical = play(game, "1212121");
        assertThat(vertical.winner()).isZero();
        ConnectXWorld horizontal = play(game, "1122334");
        assertThat(horizontal.winner()).isZero();
        ConnectXWorld rising = play(game, "12234334474");
        assertThat(rising.winner()).isZero();
        ConnectXWorld falling = play(game, "76654554414");
        assertThat(falling.winner()).isZero();
        ConnectXWorld oWins = play(game, "71212121");
        assertThat(oWins.winner()).isOne();
        assertThat(oWins.isEnd()).isTrue();
        assertThat(oWins.score(1)).isEqualTo(1.0);
        assertThat(oWins.score(0)).isEqualTo(0.0);
        assertThat(oWins.legalActions(new int[7])).isZero();
        ConnectXWorld three = play(game, "112233");
        assertThat(three.winner()).isEqualTo(-1);
        assertThat(three.isEnd()).isFalse();
    }

    @Test
    void linesDoNotWrapAcrossColumns() {
        ConnectXWorld world = play(game, "1111112222223");
        assertThat(world.winner()).isEqualTo(-1);
        ConnectX small = new ConnectX(4, 5, 3);
        assertThat(play(small, "1212").winner()).isEqualTo(-1);
        assertThat(play(small, "11223").winner()).isZero();
        assertThat(play(small, "1234445").winner()).isEqualTo(-1);
    }

    @Test
    void otherLineLengthsAndExtremeShapesDetectWinsExactly() {
        ConnectX five = new ConnectX(6, 7, 5);
        assertThat(play(five, "11223344").winner()).isEqualTo(-1);
        assertThat(play(five, "112233445").winner()).isZero();
        ConnectX tower = new ConnectX(63, 1, 4);
        assertThat(play(tower, "111").winner()).isEqualTo(-1);
        ConnectX wide = new ConnectX(1, 32, 4);
        assertThat(play(wide, "1234567").winner()).isEqualTo(-1);
        assertThat(play(wide, "1627384").winner()).isZero();
        ConnectXWorld towerWorld = play(tower, "111");
        assertThat(tower.defaultEvaluator().evaluate(towerWorld, 0)).isEqualTo(-tower.defaultEvaluator().evaluate(towerWorld, 1));
        ConnectXWorld wideWorld = play(wide, "1234567");
        assertThat(wide.defaultEvaluator().evaluate(wideWorld, 0)).isBetween(-Values.DECISIVE, Values.DECISIVE);
    }

    @Test
    void smallBoardConnectThreeIsConsistent() {
        ConnectX small = new ConnectX(4, 5, 3);
        assertThat(small.maxActions()).isEqualTo(5);
        assertThat(play(small, "12123").winner()).isEqualTo(-1);
        assertThat(play(small, "121354").winner()).isEqualTo(1);
        assertThat(play(small, "1223533").winner()).isZero();
        Perft<ConnectXWorld> perft = new Perft<>(small, 7);
        ConnectXWorld root = small.initialWorld("");
        assertThat(perft.count(root, 4)).isEqualTo(625);
        assertThat(perft.count(root, 5)).isEqualTo(3_120);
        assertThat(perft.count(root, 6)).isEqualTo(14_020);
        assertThat(perft.count(root, 7)).isEqualTo(65_330);
    }

    @Test
    void fullBoardWithoutLineIsADraw() {
        ConnectX tiny = new ConnectX(2, 3, 3);
        ConnectXWorld world = play(tiny, "121233");
        assertThat(world.isEnd()).isTrue();
        assertThat(world.winner()).isEqualTo(-1);
        assertThat(world.score(0)).isEqualTo(0.5);
        assertThat(tiny.defaultEvaluator().evaluate(world, 0)).isZero();
    }

    @Test
    void encodingRoundTripsAndMatchesPonsNotation() {
        ConnectXWorld world = play(game, "445");
        assertThat(world.encode()).isEqualTo("......./......./......./......./...o.../...xx..");
        ConnectXWorld decoded = game.decodeWorld(world.encode());
        assertThat(decoded).isEqualTo(world);
        assertThat(decoded.hash()).isEqualTo(world.hash());
        assertThat(decoded.actorToMove()).isOne();
        assertThat(decoded.ply()).isEqualTo(3);
        ConnectXWorld won = play(game, "1212121");
        ConnectXWorld wonDecoded = game.decodeWorld(won.encode());
        assertThat(wonDecoded.winner()).isZero();
        assertThat(wonDecoded.isEnd()).isTrue();
        assertThat(game.formatAction(game.parseAction("7"))).isEqualTo("7");
        assertThat(world.print()).contains("| . . . x x . . |").contains("o to move");
    }

    @Test
    void hashSeparatesPositionsThatShareTheirStones() {
        assertThat(play(game, "12").hash()).isNotEqualTo(play(game, "21").hash());
        assertThat(play(game, "1234").hash()).isEqualTo(play(game, "3214").hash());
    }

    @Test
    void malformedInputIsRejectedWithAReason() {
        assertThatThrownBy(() -> game.decodeWorld("......./.......")).hasMessageContaining("expected 6 rows");
        assertThatThrownBy(() -> game.decodeWorld("......./......./......./......./......./xx.....")).hasMessageContaining("one more");
        assertThatThrownBy(() -> game.decodeWorld("......./......./......./......./x....../......."))
                .hasMessageContaining("column 1");
        assertThatThrownBy(() -> game.decodeWorld("......./......./......./......./......./xo?...."))
                .hasMessageContaining("bad cell");
        assertThatThrownBy(() -> game.decodeWorld("......./......./......./......./oooo.../xxxx..."))
                .hasMessageContaining("moved last");
        assertThatThrownBy(() -> game.parseAction("8")).hasMessageContaining("1..7");
        assertThatThrownBy(() -> game.parseAction("a")).hasMessageContaining("1..7");
        assertThatThrownBy(() -> new ConnectX(8, 8, 4)).hasMessageContaining("64");
        assertThatThrownBy(() -> new ConnectX(6, 7, 9)).hasMessageContaining("x (stones in a row)");
    }

    @Test
    void registryCreatesConnectFourAndOtherSizes() {
        GameRegistry registry = GameRegistry.load();
        assertThat(registry.create("connect4", Map.of()).options()).isEqualTo("rows=6,cols=7,x=4");
        assertThat(registry.create("connectx:rows=4,cols=5,x=3").options()).isEqualTo("rows=4,cols=5,x=3");
        assertThatThrownBy(() -> registry.create("connectx:rows=9,cols=9")).hasMessageContaining("64");
    }

    @Test
    void evaluatorIsAntisymmetricDecisiveAndFollowsTheStudy() {
        Evaluator<ConnectXWorld> eval = game.defaultEvaluator();
        ConnectXWorld won = play(game, "1212121");
        assertThat(eval.evaluate(won, 0)).isEqualTo(Values.WIN);
        assertThat(eval.evaluate(won, 1)).isEqualTo(-Values.WIN);
        ConnectXWorld open = play(game, "4455");
        assertThat(eval.evaluate(open, 0)).isEqualTo(-eval.evaluate(open, 1));
        assertThat(eval.evaluate(play(game, "4"), 0)).isEqualTo(200.0);
        assertThat(eval.evaluate(play(game, "1"), 0)).isEqualTo(80.0);
        // x on columns 3 and 4 of the bottom row, open at both ends; o on column 3, rows 2-3, open above
        // with three free cells (s = 3 -> 2 * twoSpace)
        ConnectXWorld two = play(game, "3343");
        double centre = (160 + 200) - (160 + 160);
        assertThat(eval.evaluate(two, 0)).isEqualTo(centre + 50_000 - 20_000);
        // x on columns 1-3 of the bottom row, open on the right only; o on columns 1-2 of the second row,
        // open on the right with five free cells (s = 5 -> 4 * twoSpace)
        ConnectXWorld threat = play(game, "11223");
        assertThat(eval.evaluate(threat, 0)).isEqualTo((90_000 + 80 + 120 + 160) - (40_000 + 80 + 120));
        // x on columns 2-4, open at both ends; o on columns 2-3 of the second row, open at both ends
        ConnectXWorld openThree = play(game, "22334");
        assertThat(eval.evaluate(openThree, 0)).isEqualTo((200_000 + 120 + 160 + 200) - (50_000 + 120 + 160));
        assertThat(eval.evaluate(openThree, 1)).isEqualTo(-eval.evaluate(openThree, 0));
    }

    @Test
    void evaluationAndMoveGenerationDoNotAllocate() {
        Evaluator<ConnectXWorld> eval = game.defaultEvaluator();
        ConnectXWorld world = play(game, "4453432");
        Perft<ConnectXWorld> perft = new Perft<>(game, 3);
        double[] sink = new double[1];
        long bytes = Allocation.bytesDuring(20_000, () -> {
            sink[0] += eval.evaluate(world, 0);
            sink[0] += perft.count(world, 3);
        });
        assertThat(bytes).isLessThan(1_000);
    }

    @Test
    void randomOpeningsAreReproducibleFromTheSeedAndNeverEndTheGame() {
        ConnectX withOpenings = new ConnectX(6, 7, 4, 6);
        String first = withOpenings.createInitData(new java.util.SplittableRandom(11));
        assertThat(first).hasSize(6).isEqualTo(withOpenings.createInitData(new java.util.SplittableRandom(11)));
        ConnectXWorld world = withOpenings.initialWorld(first);
        assertThat(world.ply()).isEqualTo(6);
        assertThat(world.isEnd()).isFalse();
        assertThat(game.initialWorld("4455").encode()).isEqualTo(game.decodeWorld(
                "......./......./......./......./...oo../...xx..").encode());
        assertThatThrownBy(() -> game.initialWorld("448")).hasMessageContaining("bad move '8'");
    }
}
