package dev.arbiter.games.oware;

import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.games.sowing.SowingOpenings;
import dev.arbiter.games.sowing.SowingText;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Oware with the abapa rules (the tournament rules, as in Romein and Bal's "Awari is Solved", 2002, apart
 * from the end rule below).
 *
 * <p>Each actor owns 6 houses of 4 seeds; actor 0 (south) moves first. A move takes all seeds of one of the
 * mover's houses and sows them one by one counter-clockwise; a house with 12 or more seeds skips itself
 * on later laps.
 * <ul>
 *   <li>Capture: if the last seed lands on the opponent's side in a house that now holds 2 or 3 seeds,
 *       those seeds are captured, then the previous house, and so on while the house is on the
 *       opponent's side and holds 2 or 3.</li>
 *   <li>Grand slam: a move whose captures would take every seed on the opponent's side is legal but
 *       captures nothing (the seeds stay where they were sown).</li>
 *   <li>Feeding: if the opponent has no seeds, the mover must play a move that gives him some.</li>
 *   <li>End: an actor with more than 24 captured seeds has won at once (the seeds on the board stay
 *       uncounted). If the actor to move has no legal move (the opponent is empty and cannot be fed), each
 *       actor captures the seeds on his own side, i.e. the mover takes all remaining seeds. Instead of
 *       detecting repeated positions, the game stops after {@code maxPlies} plies (default 200), and each
 *       actor then captures the seeds on his own side.</li>
 * </ul>
 * The score is the seeds captured; more wins, 24-24 is a draw.
 *
 * <p>Actions are house indices {@code 0..5} of the mover from his left, text {@code 1..6}. Worlds encode
 * as {@code <houses of 0>,<captured by 0>/<houses of 1>,<captured by 1>/<actor to move>/<ply>}, e.g.
 * {@code 4,4,4,4,4,4,0/4,4,4,4,4,4,0/0/0}.
 */
public final class Oware implements Game<OwareWorld> {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("captured", 1, 0, 10, "value of one seed of capture lead"),
            ParameterSpec.real("side", 0.1, -5, 5, "value of one seed more on one's own side"),
            ParameterSpec.real("captures", 0.5, -5, 5, "value of one seed of the best capture one could make next"),
            ParameterSpec.real("vulnerable", -0.25, -5, 5, "value of one more own house holding 1 or 2 seeds"),
            ParameterSpec.real("mobility", 0.1, -5, 5, "value of one more non-empty own house"));

    private final int maxPlies;
    private final int openings;

    /** Oware that stops after {@code maxPlies} plies, without random openings. */
    public Oware(int maxPlies) {
        this(maxPlies, 0);
    }

    /**
     * Oware that stops after {@code maxPlies} plies and whose {@link #createInitData} plays {@code openings}
     * random plies (see {@link SowingOpenings}).
     */
    public Oware(int maxPlies, int openings) {
        if (maxPlies < 1) {
            throw new IllegalArgumentException("oware: maxPlies must be at least 1");
        }
        if (openings < 0) {
            throw new IllegalArgumentException("oware: openings must be at least 0");
        }
        this.maxPlies = maxPlies;
        this.openings = openings;
    }

    /** The ply limit. */
    public int maxPlies() {
        return maxPlies;
    }

    @Override
    public String name() {
        return "oware";
    }

    @Override
    public String options() {
        return openings == 0 ? "maxPlies=" + maxPlies : "maxPlies=" + maxPlies + ",openings=" + openings;
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return OwareWorld.HOUSES;
    }

    @Override
    public OwareWorld newWorld() {
        return new OwareWorld(maxPlies);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        OwareWorld world = initialWorld("");
        return SowingOpenings.random(world, newWorld(), openings, maxActions(), random, this::formatAction);
    }

    /** The start position, then the houses of {@code initData} played in turn (e.g. {@code "3 1 6"}). */
    @Override
    public void setInitial(OwareWorld world, String initData) {
        start(world);
        if (!initData.isBlank()) {
            SowingOpenings.play("oware", world, initData, maxActions(), this::parseAction);
        }
    }

    private static void start(OwareWorld world) {
        Arrays.fill(world.cells, 4);
        world.captured[0] = 0;
        world.captured[1] = 0;
        world.onSide[0] = 24;
        world.onSide[1] = 24;
        world.toMove = 0;
        world.ply = 0;
        world.settle();
    }

    /**
     * Decodes {@link OwareWorld#encode()} output; the end rules are applied to the decoded position.
     *
     * @throws IllegalArgumentException for a wrong shape, a bad number or a seed total other than 48
     */
    @Override
    public OwareWorld decodeWorld(String encoded) {
        String what = "oware world";
        String[] parts = encoded.trim().split("/", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException(what + ": expected <side 0>/<side 1>/<to move>/<ply>, e.g. "
                    + "4,4,4,4,4,4,0/4,4,4,4,4,4,0/0/0, got '" + encoded + "'");
        }
        OwareWorld world = newWorld();
        int total = 0;
        for (int actor = 0; actor < 2; actor++) {
            int[] side = SowingText.counts(what, parts[actor], OwareWorld.HOUSES + 1);
            System.arraycopy(side, 0, world.cells, actor * OwareWorld.HOUSES, OwareWorld.HOUSES);
            world.captured[actor] = side[OwareWorld.HOUSES];
            for (int value : side) {
                total += value;
            }
            world.onSide[actor] = 0;
            for (int i = 0; i < OwareWorld.HOUSES; i++) {
                world.onSide[actor] += side[i];
            }
        }
        if (total != OwareWorld.TOTAL) {
            throw new IllegalArgumentException(what + ": seeds must total 48, got " + total + " in '" + encoded + "'");
        }
        if (!parts[2].equals("0") && !parts[2].equals("1")) {
            throw new IllegalArgumentException(what + ": actor to move must be 0 or 1, got '" + parts[2] + "'");
        }
        world.toMove = parts[2].charAt(0) - '0';
        world.ply = SowingText.nonNegative(what, parts[3], "ply");
        world.settle();
        return world;
    }

    @Override
    public String formatAction(int action) {
        return Integer.toString(action + 1);
    }

    @Override
    public int parseAction(String text) {
        return SowingText.house("oware", text, OwareWorld.HOUSES);
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public Evaluator<OwareWorld> evaluator(Parameters weights) {
        return new OwareEvaluator(weights.get("captured"), weights.get("side"), weights.get("captures"),
                weights.get("vulnerable"), weights.get("mobility"));
    }

    /** CodinGame's line format for bots on standard input and output (docs/STDIO.md). */
    @Override
    public StdioFormat<OwareWorld> stdio() {
        return new OwareStdio();
    }
}
