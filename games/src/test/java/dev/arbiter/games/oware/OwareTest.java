package dev.arbiter.games.oware;

import dev.arbiter.engine.testkit.Weights;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.Values;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OwareTest {

    private static final Oware OWARE = new Oware(200);

    private static String after(String position, String... actions) {
        OwareWorld world = OWARE.decodeWorld(position);
        for (String action : actions) {
            int a = OWARE.parseAction(action);
            assertThat(OWARE.isLegal(world, a)).as("%s legal in %s", action, world).isTrue();
            world.apply(a);
        }
        return world.encode();
    }

    private static int[] legal(OwareWorld world) {
        int[] actions = new int[6];
        return Arrays.copyOf(actions, world.legalActions(actions));
    }

    @Test
    void randomPlayoutsConserveSeedsAndAgreeWithTheReferenceRules() {
        SplittableRandom random = new SplittableRandom(11);
        for (int maxPlies : new int[] {200, 40, 1000}) {
            Oware game = new Oware(maxPlies);
            for (int g = 0; g < 700; g++) {
                playout(game, new OwareReference(maxPlies), random);
            }
        }
        for (int rule = 0; rule < OwareReference.FIRED.length(); rule++) {
            assertThat(OwareReference.FIRED.get(rule)).as("rule %d exercised", rule).isPositive();
        }
    }

    /**
     * Plays random legal moves in the engine and the reference side by side. Checks are plain comparisons
     * that fall back to an AssertJ assertion (with its readable message) only on a mismatch, to stay fast.
     */
    private static void playout(Oware game, OwareReference reference, SplittableRandom random) {
        OwareWorld world = game.initialWorld("");
        OwareWorld copy = game.newWorld();
        int[] actions = new int[6];
        while (!world.isEnd()) {
            int n = world.legalActions(actions);
            int legalByReference = 0;
            for (int h = 0; h < 6; h++) {
                legalByReference += reference.legal(h) ? 1 : 0;
            }
            if (n == 0 || n != legalByReference) {
                assertThat(n).as("legal actions in %s", world).isPositive().isEqualTo(legalByReference);
            }
            int action = actions[random.nextInt(n)];
            world.apply(action);
            reference.play(action);
            int total = world.capturedBy(0) + world.capturedBy(1);
            for (int cell : world.cells) {
                total += cell;
            }
            boolean same = Arrays.equals(world.cells, reference.board) && world.capturedBy(0) == reference.captured[0]
                    && world.capturedBy(1) == reference.captured[1] && world.actorToMove() == reference.toMove
                    && world.ply() == reference.ply && world.isEnd() == reference.ended;
            if (!same || total != 48) {
                assertThat(world.encode() + " ended " + world.isEnd()).isEqualTo(reference.encode() + " ended " + reference.ended);
                assertThat(total).isEqualTo(48);
            }
            copy.copyFrom(world);
            if (!copy.equals(world) || copy.hash() != world.hash()) {
                assertThat(copy).isEqualTo(world);
                assertThat(copy.hash()).isEqualTo(world.hash());
            }
        }
        assertThat(world.ply()).isLessThanOrEqualTo(game.maxPlies());
        assertThat(world.legalActions(actions)).isZero();
    }

    @Test
    void whenTheOpponentIsEmptyOnlyFeedingMovesAreLegal() {
        OwareWorld world = OWARE.decodeWorld("5,1,4,3,2,6,13/0,0,0,0,0,0,14/0/10");
        assertThat(world.isEnd()).isFalse();
        assertThat(legal(world)).containsExactly(2, 3, 4, 5);
        OwareWorld fed = OWARE.decodeWorld("5,1,4,3,2,6,13/1,0,0,0,0,0,13/0/10");
        assertThat(legal(fed)).containsExactly(0, 1, 2, 3, 4, 5);
    }

    @Test
    void whenNoMoveCanFeedTheOpponentTheMoverTakesTheRemainingSeeds() {
        OwareWorld world = OWARE.decodeWorld(after("1,0,0,0,0,0,22/0,0,0,0,0,1,24/0/0", "1", "6"));
        assertThat(world.isEnd()).isTrue();
        assertThat(world.encode()).isEqualTo("0,0,0,0,0,0,24/0,0,0,0,0,0,24/0/2");
        assertThat(world.score(0)).isEqualTo(world.score(1));
    }

    @Test
    void emptyHousesAreNotLegalMoves() {
        assertThat(legal(OWARE.decodeWorld("0,3,0,2,0,1,18/4,4,4,4,4,4,0/0/0"))).containsExactly(1, 3, 5);
    }

    @Test
    void aHouseOfTwelveOrMoreSkipsItselfOnTheLap() {
        assertThat(after("12,0,0,0,0,0,10/1,1,1,1,1,1,20/0/0", "1")).isEqualTo("0,2,1,1,1,1,10/2,2,2,2,2,2,20/1/1");
    }

    @Test
    void capturesRunBackwardsOverTwosAndThrees() {
        assertThat(after("3,3,3,3,3,4,10/1,2,1,2,0,3,10/0/0", "6")).isEqualTo("3,3,3,3,3,0,20/0,0,0,0,0,3,10/1/1");
    }

    @Test
    void theCaptureChainStopsAtAHouseThatIsNotTwoOrThree() {
        assertThat(after("3,3,3,3,3,4,10/1,4,1,2,0,3,8/0/0", "6")).isEqualTo("3,3,3,3,3,0,15/2,5,0,0,0,3,8/1/1");
    }

    @Test
    void theCaptureChainStopsAtTheMoversOwnSide() {
        assertThat(after("0,0,0,4,0,1,14/1,2,4,4,4,4,10/0/0", "4")).isEqualTo("0,0,0,0,1,2,19/0,0,4,4,4,4,10/1/1");
    }

    @Test
    void aGrandSlamIsPlayedButCapturesNothing() {
        assertThat(after("5,5,5,5,4,2,10/1,2,0,0,0,0,9/0/0", "6")).isEqualTo("5,5,5,5,4,0,10/2,3,0,0,0,0,9/1/1");
    }

    @Test
    void moreThanTwentyFourCapturedEndsTheGame() {
        OwareWorld world = OWARE.decodeWorld("3,3,3,3,3,1,24/1,3,0,0,0,0,4/0/0");
        world.apply(OWARE.parseAction("6"));
        assertThat(world.isEnd()).isTrue();
        assertThat(world.encode()).isEqualTo("3,3,3,3,3,0,26/0,3,0,0,0,0,4/1/1");
        assertThat(world.score(0)).isEqualTo(26);
        assertThat(world.score(1)).isEqualTo(4);
        assertThat(legal(world)).isEmpty();
    }

    @Test
    void atThePlyLimitEachPlayerTakesTheSeedsOnHisSide() {
        Oware short1 = new Oware(1);
        OwareWorld world = short1.initialWorld("");
        world.apply(short1.parseAction("6"));
        assertThat(world.isEnd()).isTrue();
        assertThat(world.encode()).isEqualTo("0,0,0,0,0,0,20/0,0,0,0,0,0,28/1/1");
        OwareWorld decodedAtLimit = OWARE.decodeWorld("4,4,4,4,4,4,0/4,4,4,4,4,4,0/0/200");
        assertThat(decodedAtLimit.isEnd()).isTrue();
        assertThat(decodedAtLimit.score(0)).isEqualTo(24);
    }

    @Test
    void perftFromTheStart() {
        Perft<OwareWorld> perft = new Perft<>(OWARE, 2);
        OwareWorld start = OWARE.initialWorld("");
        assertThat(perft.count(start, 1)).isEqualTo(6);
        assertThat(perft.count(start, 2)).isEqualTo(36);
    }

    @Test
    void encodingRoundTripsAndActionsParse() {
        OwareWorld world = OWARE.initialWorld("");
        assertThat(world.encode()).isEqualTo("4,4,4,4,4,4,0/4,4,4,4,4,4,0/0/0");
        world.apply(OWARE.parseAction("3"));
        world.apply(OWARE.parseAction("5"));
        OwareWorld decoded = OWARE.decodeWorld(world.encode());
        assertThat(decoded).isEqualTo(world);
        assertThat(decoded.hash()).isEqualTo(world.hash());
        assertThat(decoded.ply()).isEqualTo(2);
        assertThat(decoded.encode()).isEqualTo(world.encode());
        assertThat(OWARE.formatAction(OWARE.parseAction("1"))).isEqualTo("1");
        assertThat(world.print()).contains("south to move, ply 2");
    }

    @Test
    void malformedInputIsRejectedWithAReason() {
        assertThatThrownBy(() -> OWARE.decodeWorld("4,4,4,4,4,4,0/4,4,4,4,4,4,0/0")).hasMessageContaining("<ply>");
        assertThatThrownBy(() -> OWARE.decodeWorld("4,4,4,4,4,4/4,4,4,4,4,4,0/0/0")).hasMessageContaining("expected 7");
        assertThatThrownBy(() -> OWARE.decodeWorld("4,4,4,4,4,4,1/4,4,4,4,4,4,0/0/0")).hasMessageContaining("total 48");
        assertThatThrownBy(() -> OWARE.decodeWorld("4,4,4,4,4,4,0/4,4,4,-4,4,4,0/0/0")).hasMessageContaining("'-4'");
        assertThatThrownBy(() -> OWARE.decodeWorld("4,4,4,4,4,4,0/4,4,4,4,4,4,0/1/x")).hasMessageContaining("ply");
        assertThatThrownBy(() -> OWARE.decodeWorld("4,4,4,4,4,4,0/4,4,4,4,4,4,0/north/0")).hasMessageContaining("0 or 1");
        assertThatThrownBy(() -> OWARE.parseAction("0")).hasMessageContaining("1..6");
        assertThatThrownBy(() -> OWARE.parseAction("")).hasMessageContaining("1..6");
    }

    @Test
    void registryCreatesOwareWithItsPlyLimit() {
        GameRegistry registry = GameRegistry.load();
        Game<?> game = registry.create("oware:maxPlies=50");
        assertThat(game.options()).isEqualTo("maxPlies=50");
        assertThat(registry.create("oware").options()).isEqualTo("maxPlies=200");
        assertThatThrownBy(() -> registry.create("oware:maxPlies=0")).hasMessageContaining("maxPlies");
        assertThatThrownBy(() -> registry.create("oware:seeds=3")).hasMessageContaining("no option 'seeds'");
    }

    @Test
    void evaluatorIsAntisymmetricDecisiveAndSeesCaptureChances() {
        Evaluator<OwareWorld> eval = OWARE.defaultEvaluator();
        OwareWorld chain = OWARE.decodeWorld("3,3,3,3,3,4,10/1,2,1,2,0,3,10/0/0");
        assertThat(eval.evaluate(chain, 0)).isEqualTo(-eval.evaluate(chain, 1));
        assertThat(OWARE.evaluator(Weights.only(OWARE, "captures")).evaluate(chain, 0)).isEqualTo(10);
        assertThat(OWARE.evaluator(Weights.only(OWARE, "vulnerable")).evaluate(chain, 0)).isEqualTo(0 - 4);
        assertThat(OWARE.evaluator(Weights.only(OWARE, "mobility")).evaluate(chain, 0)).isEqualTo(6 - 5);
        OwareWorld won = OWARE.decodeWorld(after("3,3,3,3,3,1,24/1,3,0,0,0,0,4/0/0", "6"));
        assertThat(eval.evaluate(won, 0)).isEqualTo(Values.WIN);
        assertThat(eval.evaluate(won, 1)).isEqualTo(-Values.WIN);
    }
}
