package dev.arbiter.games.kalah;

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
 * Kalah, the sowing game of Irving, Donkers and Uiterwijk's "Solving Kalah" (2000), and the Mancala
 * variant described in Sason Reza's article "Minimax with alpha-beta pruning in Mancala" (2022).
 *
 * <p>Rules. Two actors each own {@code pits} houses holding {@code seeds} seeds at the start, and a store.
 * Actor 0 (south) moves first. A move takes all seeds of one of the mover's non-empty houses and sows them
 * one by one counter-clockwise into the following houses and the mover's own store, skipping the opponent's
 * store (the emptied house itself receives seeds on later laps).
 * <ul>
 *   <li>Extra turn: if the last seed lands in the mover's store, he moves again.</li>
 *   <li>Capture: if the last seed lands in an empty house of the mover, that seed and the seeds of the facing
 *       house go to the mover's store. With {@code capture=standard} this happens only if the facing house
 *       holds seeds; with {@code capture=empty} ("empty capture") the lone seed is stored even when it does
 *       not.</li>
 *   <li>End: as soon as either side's houses are empty, each actor stores the seeds left in his own houses
 *       and the game ends. The score is the seeds in one's store; more wins.</li>
 * </ul>
 * With {@code variant=article} (alias {@code mancala}) two rules of the article are added: the mover also
 * moves again when the last seed lands back in the house it was taken from (possible only after a full lap,
 * {@code 2*pits+1} seeds); that landing grants the extra turn instead of a capture. And the game ends as
 * soon as a store holds more than half of all seeds (the article's "25+ seeds" for 6 houses of 4,
 * generalised); the seeds still in the houses then stay uncounted.
 *
 * <p>Actions are house indices {@code 0..pits-1} of the mover, counted from his left (the house farthest
 * from his store); their text is the 1-based number {@code 1..pits}. Worlds encode as
 * {@code <houses of 0>,<store 0>/<houses of 1>,<store 1>/<actor to move>}, each side listed from its
 * owner's left, e.g. {@code 4,4,4,4,4,4,0/4,4,4,4,4,4,0/0}; the ply counter is not encoded (a decoded world
 * starts at ply 0).
 */
public final class Kalah implements Game<KalahWorld> {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("store", 1, 0, 10, "value of one seed of store lead"),
            ParameterSpec.real("side", 0.25, -5, 5, "value of one seed more on one's own side"),
            ParameterSpec.real("extraTurns", 0.5, -5, 5, "value of one more house whose sowing ends in one's store"),
            ParameterSpec.real("captures", 0.5, -5, 5, "value of one seed of the best capture one could make next"));

    private final int pits;
    private final int seeds;
    private final boolean emptyCapture;
    private final boolean articleVariant;
    private final int openings;
    private final String options;

    /**
     * @param emptyCapture   the "empty capture" rule (a lone last seed in an own empty house is stored)
     * @param articleVariant the article's extra rules (return-to-start extra turn, majority end)
     */
    public Kalah(int pits, int seeds, boolean emptyCapture, boolean articleVariant) {
        this(pits, seeds, emptyCapture, articleVariant, 0);
    }

    /**
     * @param openings random plies {@link #createInitData} plays from the start (see {@link SowingOpenings})
     */
    public Kalah(int pits, int seeds, boolean emptyCapture, boolean articleVariant, int openings) {
        if (openings < 0) {
            throw new IllegalArgumentException("kalah: need openings >= 0");
        }
        if (pits < 1 || seeds < 1) {
            throw new IllegalArgumentException("kalah: need pits >= 1 and seeds >= 1");
        }
        this.pits = pits;
        this.seeds = seeds;
        this.emptyCapture = emptyCapture;
        this.articleVariant = articleVariant;
        this.openings = openings;
        this.options = "pits=" + pits + ",seeds=" + seeds + ",capture=" + (emptyCapture ? "empty" : "standard")
                + ",variant=" + (articleVariant ? "article" : "kalah") + (openings == 0 ? "" : ",openings=" + openings);
    }

    /** Houses per side. */
    public int pits() {
        return pits;
    }

    /** Seeds per house at the start. */
    public int seeds() {
        return seeds;
    }

    /** All seeds in play. */
    public int totalSeeds() {
        return 2 * pits * seeds;
    }

    /** Whether the "empty capture" rule is on. */
    public boolean emptyCapture() {
        return emptyCapture;
    }

    /** Whether the article's variant rules are on. */
    public boolean articleVariant() {
        return articleVariant;
    }

    @Override
    public String name() {
        return "kalah";
    }

    @Override
    public String options() {
        return options;
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return pits;
    }

    @Override
    public KalahWorld newWorld() {
        return new KalahWorld(this);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        KalahWorld world = initialWorld("");
        return SowingOpenings.random(world, newWorld(), openings, maxActions(), random, this::formatAction);
    }

    /** The start position, then the houses of {@code initData} played in turn (e.g. {@code "3 1 6"}). */
    @Override
    public void setInitial(KalahWorld world, String initData) {
        start(world);
        if (!initData.isBlank()) {
            SowingOpenings.play("kalah", world, initData, maxActions(), this::parseAction);
        }
    }

    private void start(KalahWorld world) {
        Arrays.fill(world.cells, seeds);
        world.cells[world.store(0)] = 0;
        world.cells[world.store(1)] = 0;
        world.onSide[0] = pits * seeds;
        world.onSide[1] = pits * seeds;
        world.toMove = 0;
        world.ply = 0;
        world.ended = false;
    }

    /**
     * Decodes {@link KalahWorld#encode()} output. A position where a side's houses are empty is completed
     * by the end rule (remaining seeds stored).
     *
     * @throws IllegalArgumentException for a wrong shape, a bad number or a seed total other than
     *                                  {@code 2*pits*seeds}
     */
    @Override
    public KalahWorld decodeWorld(String encoded) {
        String what = "kalah world";
        String[] parts = encoded.trim().split("/", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException(what + ": expected <side 0>/<side 1>/<to move>, e.g. "
                    + newWorldAtStart().encode() + ", got '" + encoded + "'");
        }
        KalahWorld world = newWorld();
        for (int actor = 0; actor < 2; actor++) {
            int[] side = SowingText.counts(what, parts[actor], pits + 1);
            System.arraycopy(side, 0, world.cells, actor * (pits + 1), pits + 1);
            for (int i = 0; i < pits; i++) {
                world.onSide[actor] += side[i];
            }
        }
        int total = 0;
        for (int cell : world.cells) {
            total += cell;
        }
        if (total != totalSeeds()) {
            throw new IllegalArgumentException(what + ": seeds must total " + totalSeeds() + ", got " + total
                    + " in '" + encoded + "'");
        }
        if (!parts[2].equals("0") && !parts[2].equals("1")) {
            throw new IllegalArgumentException(what + ": actor to move must be 0 or 1, got '" + parts[2] + "'");
        }
        world.toMove = parts[2].charAt(0) - '0';
        world.settle();
        return world;
    }

    private KalahWorld newWorldAtStart() {
        return initialWorld("");
    }

    @Override
    public String formatAction(int action) {
        return Integer.toString(action + 1);
    }

    @Override
    public int parseAction(String text) {
        return SowingText.house("kalah", text, pits);
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public Evaluator<KalahWorld> evaluator(Parameters weights) {
        return new KalahEvaluator(weights.get("store"), weights.get("side"), weights.get("extraTurns"),
                weights.get("captures"));
    }
}
