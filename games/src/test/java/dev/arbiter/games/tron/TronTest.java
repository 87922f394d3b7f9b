package dev.arbiter.games.tron;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.testkit.Weights;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Values;
import dev.arbiter.games.Allocation;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TronTest {

    private static final Tron FOUR = new Tron(4, 15, 15, 0);
    private static final Tron THREE_SMALL = new Tron(3, 5, 5, 0);

    private static int[] legal(TronWorld world) {
        int[] out = new int[4];
        return Arrays.copyOf(out, world.legalActions(out));
    }

    private static String texts(Tron game, TronWorld world) {
        StringBuilder sb = new StringBuilder();
        for (int a : legal(world)) {
            sb.append(sb.length() == 0 ? "" : " ").append(game.formatAction(a));
        }
        return sb.toString();
    }

    @Test
    void cornerStartEncodesAndOffersTheFreeNeighbours() {
        Tron game = new Tron(4, 5, 5, 0);
        TronWorld world = game.initialWorld("");
        assertThat(world.encode()).isEqualTo("A...B/...../...../...../D...C:0:****:0");
        assertThat(texts(game, world)).isEqualTo("down right");
        world.apply(game.parseAction("r"));
        assertThat(world.encode()).isEqualTo("0A..B/...../...../...../D...C:1:****:1");
        assertThat(texts(game, world)).isEqualTo("down left");
        assertThat(new Tron(2, 5, 5, 0).initialWorld("").encode()).isEqualTo("A..../...../...../...../....B:0:**:0");
    }

    @Test
    void aStuckPlayerCanOnlyCrashAndIsEliminatedWithItsTrailLeftOnTheGrid() {
        TronWorld world = THREE_SMALL.decodeWorld("A0.../1B.../...../...../....C:0:***:2");
        assertThat(legal(world)).containsExactly(Tron.CRASH);
        assertThat(texts(THREE_SMALL, world)).isEqualTo("crash");
        world.apply(Tron.CRASH);
        assertThat(world.isAlive(0)).isFalse();
        assertThat(world.rank(0)).isZero();
        assertThat(world.isEnd()).isFalse();
        assertThat(world.actorToMove()).isEqualTo(1);
        assertThat(world.encode()).isEqualTo("A0.../1B.../...../...../....C:1:0**:3");
        assertThat(world.score(0)).isZero();
        assertThat(world.score(1)).isEqualTo(1);
    }

    @Test
    void turnsSkipEliminatedPlayers() {
        TronWorld world = THREE_SMALL.decodeWorld("A0.../1B.../...../...../....C:1:0**:3");
        world.apply(THREE_SMALL.parseAction("right"));
        assertThat(world.actorToMove()).isEqualTo(2);
        world.apply(THREE_SMALL.parseAction("up"));
        assertThat(world.actorToMove()).as("A is out, so C is followed by B").isEqualTo(1);
    }

    @Test
    void theGameEndsWhenOnePlayerIsLeftAndScoresFollowTheEliminationOrder() {
        TronWorld world = THREE_SMALL.decodeWorld("2B1C./22222/22222/2222./0000A:0:***:17");
        assertThat(legal(world)).containsExactly(Tron.UP);
        world.apply(Tron.UP);
        assertThat(legal(world)).containsExactly(Tron.CRASH);
        world.apply(Tron.CRASH);
        assertThat(world.isEnd()).isFalse();
        assertThat(world.actorToMove()).isEqualTo(2);
        assertThat(legal(world)).containsExactly(Tron.RIGHT);
        world.apply(Tron.RIGHT);
        assertThat(world.actorToMove()).isZero();
        world.apply(Tron.CRASH);
        assertThat(world.isEnd()).isTrue();
        assertThat(legal(world)).isEmpty();
        assertThat(world.score(1)).isZero();
        assertThat(world.score(0)).isEqualTo(1);
        assertThat(world.score(2)).isEqualTo(2);
        assertThat(world.encode()).endsWith(":10*:21");
        Evaluator<TronWorld> eval = THREE_SMALL.defaultEvaluator();
        assertThat(eval.evaluate(world, 2)).isEqualTo(Values.WIN);
        assertThat(eval.evaluate(world, 1)).isEqualTo(-Values.WIN);
        assertThat(eval.evaluate(world, 0)).isEqualTo(-Values.WIN + TronEvaluator.RANK_STEP);
        assertThat(Values.isDecisive(eval.evaluate(world, 0))).isTrue();
    }

    @Test
    void atMaxPliesTheAlivePlayersTieAboveTheEliminatedOnes() {
        Tron capped = new Tron(3, 5, 5, 4);
        TronWorld world = capped.decodeWorld("A0.../1B.../...../...../....C:0:***:1");
        world.apply(Tron.CRASH);
        world.apply(Tron.RIGHT);
        assertThat(world.isEnd()).isFalse();
        world.apply(Tron.UP);
        assertThat(world.isEnd()).isTrue();
        assertThat(world.ply()).isEqualTo(4);
        assertThat(world.score(1)).isEqualTo(1).isEqualTo(world.score(2));
        assertThat(world.score(0)).isZero();
        assertThat(capped.defaultEvaluator().evaluate(world, 1)).isZero();
        assertThat(capped.options()).isEqualTo("players=3,width=5,height=5,maxPlies=4");
        assertThat(THREE_SMALL.maxPlies()).isEqualTo(25);
    }

    @Test
    void randomGamesKeepTheInvariantsAndRoundTripThroughTheEncoding() {
        SplittableRandom random = new SplittableRandom(3);
        TronWorld copy = FOUR.newWorld();
        int[] actions = new int[4];
        for (int g = 0; g < 50; g++) {
            TronWorld world = FOUR.initialWorld(FOUR.createInitData(random));
            int lastEliminations = 0;
            while (!world.isEnd()) {
                int mover = world.actorToMove();
                assertThat(world.isAlive(mover)).isTrue();
                int n = world.legalActions(actions);
                world.apply(actions[random.nextInt(n)]);
                int eliminations = FOUR.actorCount() - world.aliveCount();
                assertThat(eliminations - lastEliminations).isEqualTo(n == 1 && actions[0] == Tron.CRASH ? 1 : 0);
                lastEliminations = eliminations;
                TronWorld decoded = FOUR.decodeWorld(world.encode());
                copy.copyFrom(world);
                if (!decoded.equals(world) || decoded.hash() != world.hash() || !copy.equals(world)
                        || copy.hash() != world.hash()) {
                    assertThat(decoded.encode()).isEqualTo(world.encode());
                    assertThat(decoded.hash()).isEqualTo(world.hash());
                    assertThat(copy.hash()).isEqualTo(world.hash());
                }
            }
            assertThat(world.aliveCount()).isEqualTo(1);
            Set<Double> scores = new HashSet<>();
            for (int p = 0; p < 4; p++) {
                scores.add(world.score(p));
            }
            assertThat(scores).containsExactlyInAnyOrder(0.0, 1.0, 2.0, 3.0);
        }
    }

    @Test
    void initDataIsDeterministicSymmetricAndVariesWithTheSeed() {
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            String init = FOUR.createInitData(new SplittableRandom(seed));
            assertThat(FOUR.createInitData(new SplittableRandom(seed))).isEqualTo(init);
            seen.add(init);
            TronWorld world = FOUR.initialWorld(init);
            Set<String> mirrored = new HashSet<>();
            for (int p = 0; p < 4; p++) {
                int r = world.head(p) / 15;
                int c = world.head(p) % 15;
                mirrored.add(Math.min(r, 14 - r) + "," + Math.min(c, 14 - c));
                assertThat(r).isNotEqualTo(7);
                assertThat(c).isNotEqualTo(7);
            }
            assertThat(mirrored).as("the four heads are mirror images of one another: " + init).hasSize(1);
        }
        assertThat(seen.size()).isGreaterThan(20);
        Tron two = new Tron(2, 9, 6, 0);
        TronWorld duel = two.initialWorld(two.createInitData(new SplittableRandom(1)));
        assertThat(duel.head(0) + duel.head(1)).as("point reflection").isEqualTo(9 * 6 - 1);
        Tron tiny = new Tron(4, 3, 3, 0);
        assertThat(tiny.initialWorld(tiny.createInitData(new SplittableRandom(2))).encode()).matches("[A-D].[A-D]/.../[A-D].[A-D]:0:\\*{4}:0");
    }

    @Test
    void evaluationPrefersTheLargerTerritoryAndCountsMobilityAndArea() {
        Tron duel = new Tron(2, 5, 5, 0);
        TronWorld world = duel.decodeWorld("A..../...../...../...../....B:0:**:0");
        Evaluator<TronWorld> eval = duel.defaultEvaluator();
        assertThat(eval.evaluate(world, 0) == 0 && eval.evaluate(world, 1) == 0).as("symmetric start").isTrue();
        TronWorld walled = duel.decodeWorld("A#.../.#.../.#.../.#.../.#..B:0:**:0");
        assertThat(duel.evaluator(Weights.only(duel, "territory")).evaluate(walled, 0)).isEqualTo(4 - 14);
        assertThat(duel.evaluator(Weights.only(duel, "area")).evaluate(walled, 1)).isEqualTo(14 - 4);
        assertThat(duel.evaluator(Weights.only(duel, "mobility")).evaluate(walled, 1)).isEqualTo(2 - 1);
        TronWorld contested = duel.decodeWorld("..A../...../...../...../..B..:0:**:0");
        assertThat(duel.evaluator(Weights.only(duel, "territory")).evaluate(contested, 0)).isZero();
        Tron three = new Tron(3, 5, 5, 0);
        TronWorld out = three.decodeWorld("A0.../1B.../...../...../....C:1:0**:3");
        assertThat(three.evaluator(Weights.only(three, "eliminations")).evaluate(out, 1)).isEqualTo(1);
        assertThat(three.defaultEvaluator().evaluate(out, 0)).isEqualTo(-Values.WIN);
    }

    @Test
    void moveGenerationAndEvaluationDoNotAllocate() {
        Evaluator<TronWorld> eval = FOUR.defaultEvaluator();
        TronWorld start = FOUR.initialWorld(FOUR.createInitData(new SplittableRandom(9)));
        TronWorld world = FOUR.newWorld();
        int[] actions = new int[4];
        double[] sink = new double[1];
        long bytes = Allocation.bytesDuring(100, () -> {
            world.copyFrom(start);
            int i = 0;
            while (!world.isEnd()) {
                int n = world.legalActions(actions);
                world.apply(actions[i++ % n]);
                for (int p = 0; p < 4; p++) {
                    sink[0] += eval.evaluate(world, p);
                }
                sink[0] += world.hash();
            }
        });
        assertThat(bytes).isLessThan(1_000);
    }

    @Test
    void mmAndAbpPlayLegalMovesThroughWholeFourPlayerGames() {
        Tron game = new Tron(4, 9, 9, 0);
        for (String algorithm : new String[] {"mm", "abp"}) {
            Searcher<TronWorld> searcher = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 1);
            TronWorld world = game.initialWorld(game.createInitData(new SplittableRandom(4)));
            while (!world.isEnd()) {
                searcher.setWorld(world);
                SearchResult result = searcher.search(new SearchLimits(0, 1_500, 0, 4 << 20));
                assertThat(game.isLegal(world, result.action())).as(algorithm + " in " + world.encode()).isTrue();
                world.apply(result.action());
            }
            assertThat(world.aliveCount()).as(algorithm).isEqualTo(1);
            assertThat(world.ply()).isGreaterThan(20);
        }
    }

    @Test
    void theSearchAvoidsAnImmediateDeadEnd() {
        Tron duel = new Tron(2, 5, 5, 0);
        TronWorld world = duel.decodeWorld("..A../##.../...../...../....B:0:**:0");
        for (String algorithm : new String[] {"mm", "abp", "greedy"}) {
            Searcher<TronWorld> searcher = Algorithms.create(algorithm, duel, duel.defaultEvaluator(), Map.of(), 1);
            searcher.setWorld(world);
            assertThat(duel.formatAction(searcher.search(new SearchLimits(0, 2_000, 0, 4 << 20)).action()))
                    .as(algorithm).isNotEqualTo("left");
        }
    }

    @Test
    void actionsParseInEveryFormAndBadTextIsRejected() {
        assertThat(FOUR.parseAction("U")).isEqualTo(Tron.UP);
        assertThat(FOUR.parseAction(" down ")).isEqualTo(Tron.DOWN);
        assertThat(FOUR.parseAction("l")).isEqualTo(Tron.LEFT);
        assertThat(FOUR.parseAction("Right")).isEqualTo(Tron.RIGHT);
        assertThat(FOUR.parseAction("x")).isEqualTo(Tron.CRASH);
        for (int a = 0; a <= Tron.CRASH; a++) {
            assertThat(FOUR.parseAction(FOUR.formatAction(a))).isEqualTo(a);
        }
        assertThatThrownBy(() -> FOUR.parseAction("north")).hasMessageContaining("up, down");
    }

    @Test
    void malformedWorldsAndInitDataAreRejectedWithAReason() {
        assertThatThrownBy(() -> THREE_SMALL.decodeWorld("A...B/...../...../...../....C:0:***")).hasMessageContaining("<ply>");
        assertThatThrownBy(() -> THREE_SMALL.decodeWorld("A...B/...../...../....C:0:***:0")).hasMessageContaining("5 rows");
        assertThatThrownBy(() -> THREE_SMALL.decodeWorld("A...B/...../..?../...../....C:0:***:0")).hasMessageContaining("'?'");
        assertThatThrownBy(() -> THREE_SMALL.decodeWorld("A...B/...../...../...../.....:0:***:0")).hasMessageContaining("no head C");
        assertThatThrownBy(() -> THREE_SMALL.decodeWorld("A...B/...../...../...../....C:0:1**:0")).hasMessageContaining("ranks");
        assertThatThrownBy(() -> THREE_SMALL.decodeWorld("A...B/...../...../...../....C:0:0**:0")).hasMessageContaining("eliminated");
        assertThatThrownBy(() -> THREE_SMALL.setInitial(THREE_SMALL.newWorld(), "0,0/0,0/4,4")).hasMessageContaining("two players");
        assertThatThrownBy(() -> THREE_SMALL.setInitial(THREE_SMALL.newWorld(), "0,0/0,9/4,4")).hasMessageContaining("'0,9'");
        assertThatThrownBy(() -> THREE_SMALL.setInitial(THREE_SMALL.newWorld(), "0,0/4,4")).hasMessageContaining("3 start cells");
    }

    @Test
    void registryCreatesTronWithOptionsAndPrintsAWorld() {
        GameRegistry registry = GameRegistry.load();
        Game<?> game = registry.create("tron:players=3,width=7");
        assertThat(game.options()).isEqualTo("players=3,width=7,height=15,maxPlies=105");
        assertThat(game.actorCount()).isEqualTo(3);
        assertThat(registry.create("tron").options()).isEqualTo("players=4,width=15,height=15,maxPlies=225");
        assertThatThrownBy(() -> registry.create("tron:players=5")).hasMessageContaining("players");
        assertThatThrownBy(() -> registry.create("tron:width=2")).hasMessageContaining("width");
        String printed = THREE_SMALL.decodeWorld("A0.../1B.../...../...../....C:1:0**:3").print();
        assertThat(printed).contains("A 0 . . .").contains("A out 1st, B alive, C alive").contains("B to move, ply 3");
    }
}
