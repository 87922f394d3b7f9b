package dev.arbiter.games.marslander;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MarsLanderTest {

    private final MarsLander game = new MarsLander("random");

    @Test
    void physicsReproducesTheStatementTraces() throws IOException {
        List<String> lines = Files.readAllLines(shared("marslander/statement_example_traces.txt"));
        List<String[]> turns = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("turn")) {
                turns.add(line.substring(line.indexOf(':') + 1).split("out:"));
            }
        }
        assertThat(turns).hasSize(6);
        String surface = "0 1500 1000 2000 2000 500 3500 500 5000 1500 6999 1000";
        for (int start = 0; start < 6; start += 3) {
            String[] first = turns.get(start);
            LanderWorld world = game.initialWorld(countPoints(surface) + " " + surface + " " + first[0].trim());
            assertThat(world.turnLine()).isEqualTo(first[0].trim().replaceAll("\\s+", " "));
            for (int t = start; t < start + 2; t++) {
                world.apply(game.parseAction(turns.get(t)[1].trim()));
                assertThat(world.turnLine()).isEqualTo(turns.get(t + 1)[0].trim().replaceAll("\\s+", " "));
            }
        }
    }

    private static int countPoints(String surface) {
        return surface.split(" ").length / 2;
    }

    @Test
    void standardMapsMatchTheSharedTestCaseFiles() throws IOException {
        String[] files = {"ep1_01_straight_landing", "ep2_01_easy_on_the_right", "ep2_02_initial_speed_correct_side",
            "ep2_03_initial_speed_wrong_side", "ep2_04_deep_canyon", "ep2_05_high_ground", "ep3_01_cave_correct_side",
            "ep3_02_cave_wrong_side"};
        for (String file : files) {
            String input = Files.readString(shared("marslander/" + file + ".txt"));
            LanderWorld fromFile = game.initialWorld(input);
            LanderWorld fromName = game.initialWorld("map:" + file.substring(0, 6));
            assertThat(fromName).as(file).isEqualTo(fromFile);
            assertThat(fromName.terrain().key()).isEqualTo(fromFile.terrain().key());
        }
        Terrain canyon = game.initialWorld("map:ep2_04").terrain();
        assertThat(new int[] {canyon.flatLeft(), canyon.flatRight(), canyon.flatY()}).containsExactly(4000, 5000, 200);
        Terrain high = game.initialWorld("map:ep2_05").terrain();
        assertThat(new int[] {high.flatLeft(), high.flatRight(), high.flatY()}).containsExactly(500, 1500, 2100);
    }

    @Test
    void codinGameInputAndCompactInitDataGiveTheSameWorld() {
        LanderWorld fromName = game.initialWorld("map:ep2_01");
        LanderWorld fromInput = game.initialWorld("7\n0 100\n1000 500\n1500 1500\n3000 1000\n4000 150\n5500 150\n6999 800\n"
                + "2500 2700 0 0 550 0 0\n");
        LanderWorld fromCompact = game.initialWorld("0_100_1000_500_1500_1500_3000_1000_4000_150_5500_150_6999_800/2500,2700,0,0,550,0,0");
        assertThat(fromInput).isEqualTo(fromName);
        assertThat(fromCompact).isEqualTo(fromName);
    }

    @Test
    void encodeDecodeRoundTripsFloatsExactly() {
        LanderWorld world = game.initialWorld("map:ep2_02");
        world.apply(LanderWorld.action(75, 1));
        world.apply(LanderWorld.action(60, 2));
        LanderWorld back = game.decodeWorld(world.encode());
        assertThat(back).isEqualTo(world);
        assertThat(back.hash()).isEqualTo(world.hash());
        assertThat(back.encode()).isEqualTo(world.encode());
    }

    @Test
    void legalActionsRespectTheRotationAndThrustLimits() {
        SplittableRandom random = new SplittableRandom(7);
        int[] actions = new int[game.maxActions()];
        for (int m = 0; m < 20; m++) {
            LanderWorld world = game.initialWorld(game.createInitData(random.split()));
            while (!world.isEnd()) {
                int n = world.legalActions(actions);
                assertThat(n).isBetween(1, game.maxActions());
                boolean zero = false;
                for (int i = 0; i < n; i++) {
                    int rotate = LanderWorld.rotateOf(actions[i]);
                    int power = LanderWorld.powerOf(actions[i]);
                    assertThat(Math.abs(rotate - world.angle())).isLessThanOrEqualTo(15);
                    assertThat(rotate).isBetween(-90, 90);
                    assertThat(Math.abs(power - world.power())).isLessThanOrEqualTo(1);
                    zero |= rotate == 0;
                }
                assertThat(zero || Math.abs(world.angle()) >= 15).isTrue();
                int before = world.angle();
                int fuel = world.fuel();
                world.apply(actions[random.nextInt(n)]);
                assertThat(Math.abs(world.angle() - before)).isLessThanOrEqualTo(15);
                assertThat(fuel - world.fuel()).isEqualTo(world.power());
            }
        }
    }

    @Test
    void theNearestRotationIsLegalFromAnyAngle() {
        LanderWorld world = game.initialWorld("map:ep1_01");
        int[] actions = new int[game.maxActions()];
        for (int angle = -90; angle <= 90; angle++) {
            world.angle = angle;
            int n = world.legalActions(actions);
            assertThat(n).isLessThanOrEqualTo(game.maxActions());
            for (double wanted = -120; wanted <= 120; wanted += 2.5) {
                int rotate = world.nearestRotate(wanted);
                assertThat(Math.abs(rotate - angle)).isLessThanOrEqualTo(15);
                assertThat(rotate == angle || rotate % LanderWorld.ROTATE_STEP == 0).isTrue();
                boolean listed = false;
                for (int i = 0; i < n; i++) {
                    listed |= LanderWorld.rotateOf(actions[i]) == rotate;
                }
                assertThat(listed).as("angle %d wanted %.1f gave %d", angle, wanted, rotate).isTrue();
            }
        }
    }

    @Test
    void actionsBeyondTheLimitsAreClampedLikeCodinGame() {
        LanderWorld world = game.initialWorld("map:ep2_02");
        world.apply(LanderWorld.action(-90, 4));
        assertThat(world.angle()).isEqualTo(75);
        assertThat(world.power()).isEqualTo(1);
    }

    @Test
    void generatedMapsHaveOneWideFlatZoneAndStartWellAboveTheGround() {
        SplittableRandom random = new SplittableRandom(11);
        for (int m = 0; m < 60; m++) {
            String init = MapGenerator.generate(random.split());
            LanderWorld world = game.initialWorld(init);
            Terrain t = world.terrain();
            assertThat(t.flatRight() - t.flatLeft()).isGreaterThanOrEqualTo(1000);
            int highest = 0;
            int flats = 0;
            for (int i = 0; i < t.points(); i++) {
                highest = Math.max(highest, t.y(i));
                if (i > 0 && t.y(i) == t.y(i - 1)) {
                    flats++;
                }
            }
            assertThat(flats).isEqualTo(1);
            assertThat(t.points()).isLessThan(30);
            assertThat(world.y()).isGreaterThanOrEqualTo(highest + 500).isLessThan(Terrain.HEIGHT);
            assertThat(world.x()).isBetween(1000.0, 6000.0);
            assertThat(t.geodesic(world.x(), world.y())).isLessThan(Terrain.FAR);
        }
    }

    @Test
    void sameSeedSameMap() {
        assertThat(game.createInitData(new SplittableRandom(3))).isEqualTo(game.createInitData(new SplittableRandom(3)));
        assertThat(new MarsLander("ep3_01").createInitData(new SplittableRandom(3))).isEqualTo("map:ep3_01");
    }

    @Test
    void freeFallCrashesAndScoresNegative() {
        LanderWorld world = game.initialWorld("map:ep1_01");
        int idle = LanderWorld.action(0, 0);
        while (!world.isEnd()) {
            world.apply(idle);
        }
        assertThat(world.crashed()).isTrue();
        assertThat(world.score(0)).isEqualTo(-1);
        assertThat(game.defaultEvaluator().evaluate(world, 0)).isEqualTo(-dev.arbiter.engine.world.Values.WIN);
    }

    @Test
    void gentleVerticalDescentLandsAndScoresTheFuelLeft() {
        LanderWorld world = game.initialWorld("0_100_1000_500_1500_100_3000_100_5000_1500_6999_1000/2500,150,0,-20,500,0,4");
        world.apply(LanderWorld.action(0, 4));
        for (int i = 0; i < 100 && !world.isEnd(); i++) {
            world.apply(LanderWorld.action(0, 4));
        }
        assertThat(world.landed()).isTrue();
        assertThat(world.score(0)).isEqualTo(world.fuel());
        assertThat(game.defaultEvaluator().evaluate(world, 0)).isGreaterThanOrEqualTo(dev.arbiter.engine.world.Values.DECISIVE);
    }

    @Test
    void badInitDataIsRejectedWithAMessage() {
        assertThatThrownBy(() -> game.initialWorld("map:nowhere")).hasMessageContaining("ep2_01");
        assertThatThrownBy(() -> game.initialWorld("0_100_6999_200/1,2,3,4,5,6,0")).hasMessageContaining("flat");
        assertThatThrownBy(() -> game.parseAction("100,2")).hasMessageContaining("rotate");
    }

    static Path shared(String relative) {
        for (String root : new String[] {"../shared/data/", "../../shared/data/", "../../../shared/data/"}) {
            Path path = Path.of(root + relative);
            if (Files.isRegularFile(path)) {
                return path;
            }
        }
        Assumptions.abort("shared data file " + relative + " not found under ../shared/data, ../../shared/data or ../../../shared/data");
        throw new IllegalStateException("unreachable");
    }
}
