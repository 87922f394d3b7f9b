package dev.arbiter.games.kalah;

import dev.arbiter.engine.testkit.Weights;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.Values;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

class KalahTest {

    private static final Kalah STANDARD = new Kalah(6, 4, false, false);
    private static final Kalah EMPTY = new Kalah(6, 4, true, false);
    private static final Kalah ARTICLE = new Kalah(6, 4, false, true);

    private static String after(Kalah game, String position, String action) {
        KalahWorld world = game.decodeWorld(position);
        world.apply(game.parseAction(action));
        return world.encode();
    }

    @Test
    void randomPlayoutsConserveSeedsAndAgreeWithTheReferenceRulesUnderEveryOption() {
        SplittableRandom random = new SplittableRandom(7);
        int[][] sizes = {{6, 4}, {6, 6}, {3, 3}, {4, 1}};
        for (int[] size : sizes) {
            for (boolean emptyCapture : new boolean[] {false, true}) {
                for (boolean article : new boolean[] {false, true}) {
                    Kalah game = new Kalah(size[0], size[1], emptyCapture, article);
                    for (int g = 0; g < 400; g++) {
                        playout(game, new KalahReference(size[0], size[1], emptyCapture, article), random);
                    }
                }
            }
        }
        for (int rule = 0; rule < KalahReference.FIRED.length(); rule++) {
            assertThat(KalahReference.FIRED.get(rule)).as("rule %d exercised", rule).isPositive();
        }
    }

    /**
     * Plays random legal moves in the engine and the reference side by side. Checks are plain comparisons
     * that fall back to an AssertJ assertion (with its readable message) only on a mismatch, to stay fast.
     */
    private static void playout(Kalah game, KalahReference reference, SplittableRandom random) {
        KalahWorld world = game.initialWorld("");
        KalahWorld copy = game.newWorld();
        int[] actions = new int[game.maxActions()];
        while (!world.isEnd()) {
            int n = world.legalActions(actions);
            assertThat(n).isPositive();
            for (int i = 0; i < n; i++) {
                if (world.seedsIn(world.actorToMove(), actions[i]) == 0) {
                    fail("empty house " + game.formatAction(actions[i]) + " listed as legal in " + world);
                }
            }
            int action = actions[random.nextInt(n)];
            world.apply(action);
            reference.play(action);
            boolean same = world.actorToMove() == reference.toMove && world.isEnd() == reference.ended
                    && world.storeOf(0) == reference.stores[0] && world.storeOf(1) == reference.stores[1];
            for (int i = 0; i < game.pits(); i++) {
                same &= world.seedsIn(0, i) == reference.houses[0][i] && world.seedsIn(1, i) == reference.houses[1][i];
            }
            if (!same || seeds(world) != game.totalSeeds()) {
                assertThat(world.encode() + " ended " + world.isEnd()).isEqualTo(reference.encode() + " ended " + reference.ended);
                assertThat(seeds(world)).isEqualTo(game.totalSeeds());
            }
            copy.copyFrom(world);
            if (!copy.equals(world) || copy.hash() != world.hash()) {
                assertThat(copy).isEqualTo(world);
                assertThat(copy.hash()).isEqualTo(world.hash());
            }
        }
        assertThat(world.legalActions(actions)).isZero();
        if (!game.articleVariant()) {
            assertThat(world.score(0) + world.score(1)).isEqualTo(game.totalSeeds());
        }
    }

    private static int seeds(KalahWorld world) {
        int total = 0;
        for (int cell : world.cells) {
            total += cell;
        }
        return total;
    }

    @Test
    void lastSeedInOwnStoreGivesAnotherTurn() {
        assertThat(after(STANDARD, "4,4,4,4,4,4,0/4,4,4,4,4,4,0/0", "3")).isEqualTo("4,4,0,5,5,5,1/4,4,4,4,4,4,0/0");
        assertThat(after(STANDARD, "4,4,4,4,4,4,0/4,4,4,4,4,4,0/0", "4")).isEqualTo("4,4,4,0,5,5,1/5,4,4,4,4,4,0/1");
    }

    @Test
    void emptyCaptureStoresALoneSeedWhileTheStandardRuleDoesNot() {
        String facingEmpty = "1,0,0,0,0,5,10/4,4,4,4,0,0,16/0";
        assertThat(after(STANDARD, facingEmpty, "1")).isEqualTo("0,1,0,0,0,5,10/4,4,4,4,0,0,16/1");
        assertThat(after(EMPTY, facingEmpty, "1")).isEqualTo("0,0,0,0,0,5,11/4,4,4,4,0,0,16/1");
        String facingThree = "1,0,0,0,0,5,10/4,4,4,1,3,0,16/0";
        assertThat(after(STANDARD, facingThree, "1")).isEqualTo("0,0,0,0,0,5,14/4,4,4,1,0,0,16/1");
        assertThat(after(EMPTY, facingThree, "1")).isEqualTo("0,0,0,0,0,5,14/4,4,4,1,0,0,16/1");
    }

    @Test
    void sowingSkipsTheOpponentsStore() {
        assertThat(after(STANDARD, "0,1,0,0,0,10,0/4,4,4,4,4,4,13/0", "6")).isEqualTo("1,2,0,0,0,0,7/5,5,5,0,5,5,13/1");
    }

    @Test
    void landingBackInTheStartHouseGivesTheArticleVariantAnExtraTurnInsteadOfACapture() {
        String lap = "13,0,0,0,0,0,10/1,1,1,1,1,1,19/0";
        assertThat(after(STANDARD, lap, "1")).isEqualTo("0,1,1,1,1,1,14/2,2,2,2,2,0,19/1");
        assertThat(after(ARTICLE, lap, "1")).isEqualTo("1,1,1,1,1,1,11/2,2,2,2,2,2,19/0");
    }

    @Test
    void theArticleVariantEndsWhenAStoreHoldsMoreThanHalfTheSeeds() {
        String nearly = "0,0,0,0,1,1,24/4,4,4,4,4,2,0/0";
        KalahWorld article = ARTICLE.decodeWorld(nearly);
        assertThat(article.isEnd()).isFalse();
        article.apply(ARTICLE.parseAction("6"));
        assertThat(article.isEnd()).isTrue();
        assertThat(article.encode()).isEqualTo("0,0,0,0,1,0,25/4,4,4,4,4,2,0/0");
        assertThat(article.score(0)).isEqualTo(25);
        assertThat(article.score(1)).isZero();
        assertThat(article.legalActions(new int[6])).isZero();

        KalahWorld kalah = STANDARD.decodeWorld(nearly);
        kalah.apply(STANDARD.parseAction("6"));
        assertThat(kalah.isEnd()).isFalse();
        assertThat(kalah.actorToMove()).isZero();
    }

    @Test
    void whenOneSideRunsOutTheOtherStoresItsSeeds() {
        KalahWorld world = STANDARD.decodeWorld("0,0,0,0,0,1,20/4,4,4,4,4,3,4/0");
        world.apply(STANDARD.parseAction("6"));
        assertThat(world.isEnd()).isTrue();
        assertThat(world.encode()).isEqualTo("0,0,0,0,0,0,21/0,0,0,0,0,0,27/0");
        assertThat(world.score(1)).isEqualTo(27);
    }

    @Test
    void emptyHousesAreNotLegalMoves() {
        KalahWorld world = STANDARD.decodeWorld("0,3,0,2,0,1,20/4,4,4,4,3,3,0/0");
        int[] actions = new int[6];
        int n = world.legalActions(actions);
        assertThat(java.util.Arrays.copyOf(actions, n)).containsExactly(1, 3, 5);
    }

    @Test
    void smallBoardsSolveConsistently() {
        for (int seeds = 2; seeds <= 3; seeds++) {
            for (boolean emptyCapture : new boolean[] {false, true}) {
                for (boolean article : new boolean[] {false, true}) {
                    Kalah game = new Kalah(3, seeds, emptyCapture, article);
                    Map<KalahWorld, Integer> byWorld = new HashMap<>();
                    Map<String, Integer> byText = new HashMap<>();
                    int value = solve(game, game.initialWorld(""), byWorld, k -> k);
                    int again = solve(game, game.initialWorld(""), byText, KalahWorld::encode);
                    assertThat(again).isEqualTo(value);
                    assertThat(Math.abs(value)).isLessThanOrEqualTo(game.totalSeeds());
                    if (!article) {
                        assertThat(Math.floorMod(value, 2)).isEqualTo(game.totalSeeds() % 2);
                    }
                }
            }
        }
    }

    /**
     * Memoised negamax over the final store difference, from the point of view of the actor to move (an
     * extra turn keeps the mover, so a child's value is negated only when the mover changes).
     */
    private static <K> int solve(Kalah game, KalahWorld world, Map<K, Integer> memo,
                                 java.util.function.Function<KalahWorld, K> key) {
        int me = world.actorToMove();
        if (world.isEnd()) {
            assertThat(world.score(0) + world.score(1)).isLessThanOrEqualTo(game.totalSeeds());
            return (int) (world.score(me) - world.score(1 - me));
        }
        K k = key.apply(world);
        Integer known = memo.get(k);
        if (known != null) {
            return known;
        }
        int best = Integer.MIN_VALUE;
        int[] actions = new int[game.maxActions()];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            KalahWorld child = game.copyOf(world);
            child.apply(actions[i]);
            int v = solve(game, child, memo, key);
            best = Math.max(best, child.actorToMove() == me ? v : -v);
        }
        memo.put(k, best);
        return best;
    }

    @Test
    void perftFromTheStartCountsTheExtraTurnAfterHouseThree() {
        Perft<KalahWorld> perft = new Perft<>(STANDARD, 2);
        KalahWorld start = STANDARD.initialWorld("");
        assertThat(perft.count(start, 1)).isEqualTo(6);
        assertThat(perft.count(start, 2)).isEqualTo(5 * 6 + 5);
    }

    @Test
    void encodingRoundTripsAndActionsParse() {
        KalahWorld world = STANDARD.initialWorld("");
        assertThat(world.encode()).isEqualTo("4,4,4,4,4,4,0/4,4,4,4,4,4,0/0");
        world.apply(STANDARD.parseAction("3"));
        world.apply(STANDARD.parseAction("1"));
        KalahWorld decoded = STANDARD.decodeWorld(world.encode());
        assertThat(decoded).isEqualTo(world);
        assertThat(decoded.hash()).isEqualTo(world.hash());
        assertThat(decoded.actorToMove()).isEqualTo(world.actorToMove());
        assertThat(STANDARD.formatAction(STANDARD.parseAction("6"))).isEqualTo("6");
        assertThat(world.print()).contains("north to move");
    }

    @Test
    void malformedInputIsRejectedWithAReason() {
        assertThatThrownBy(() -> STANDARD.decodeWorld("4,4,4,4,4,4,0/4,4,4,4,4,4,0")).hasMessageContaining("<to move>");
        assertThatThrownBy(() -> STANDARD.decodeWorld("4,4,4,4,4,0/4,4,4,4,4,4,0/0")).hasMessageContaining("expected 7");
        assertThatThrownBy(() -> STANDARD.decodeWorld("4,4,4,4,4,5,0/4,4,4,4,4,4,0/0")).hasMessageContaining("total 48");
        assertThatThrownBy(() -> STANDARD.decodeWorld("4,4,4,x,4,4,0/4,4,4,4,4,4,0/0")).hasMessageContaining("'x'");
        assertThatThrownBy(() -> STANDARD.decodeWorld("4,4,4,4,4,4,0/4,4,4,4,4,4,0/2")).hasMessageContaining("0 or 1");
        assertThatThrownBy(() -> STANDARD.parseAction("7")).hasMessageContaining("1..6");
        assertThatThrownBy(() -> STANDARD.parseAction("a")).hasMessageContaining("1..6");
        assertThatThrownBy(() -> STANDARD.setInitial(STANDARD.newWorld(), "x")).hasMessageContaining("got 'x'");
    }

    @Test
    void registryCreatesKalahAndTheMancalaAliasWithOptions() {
        GameRegistry registry = GameRegistry.load();
        Game<?> kalah = registry.create("kalah:pits=4,capture=empty");
        assertThat(kalah.options()).isEqualTo("pits=4,seeds=4,capture=empty,variant=kalah");
        Game<?> mancala = registry.create("mancala");
        assertThat(mancala.options()).isEqualTo("pits=6,seeds=4,capture=standard,variant=article");
        assertThatThrownBy(() -> registry.create("kalah:capture=maybe")).hasMessageContaining("standard, empty");
        assertThatThrownBy(() -> registry.create("kalah:pits=0")).hasMessageContaining("pits");
    }

    @Test
    void evaluatorIsAntisymmetricAndDecisiveAtTheEnd() {
        Evaluator<KalahWorld> eval = STANDARD.defaultEvaluator();
        KalahWorld open = STANDARD.decodeWorld("1,0,0,0,0,5,10/4,4,4,1,3,0,16/0");
        assertThat(eval.evaluate(open, 0)).isEqualTo(-eval.evaluate(open, 1));
        assertThat(eval.evaluate(open, 0)).isNegative();
        KalahWorld ended = STANDARD.decodeWorld("0,0,0,0,0,0,21/0,0,0,0,0,0,27/0");
        assertThat(eval.evaluate(ended, 1)).isEqualTo(Values.WIN);
        assertThat(eval.evaluate(ended, 0)).isEqualTo(-Values.WIN);
    }

    @Test
    void evaluatorCountsExtraTurnAndCaptureChances() {
        Parameters onlyExtraTurns = Weights.only(STANDARD, "extraTurns");
        KalahWorld start = STANDARD.initialWorld("");
        assertThat(STANDARD.evaluator(onlyExtraTurns).evaluate(start, 0)).isZero();
        KalahWorld world = STANDARD.decodeWorld("1,0,0,0,0,5,10/4,4,4,1,3,0,16/0");
        assertThat(STANDARD.evaluator(onlyExtraTurns).evaluate(world, 0)).isEqualTo(-1);
        Parameters onlyCaptures = Weights.only(STANDARD, "captures");
        assertThat(STANDARD.evaluator(onlyCaptures).evaluate(world, 0)).isEqualTo(4 - 2);
    }
}
