package dev.arbiter.games.connectx;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.List;

/**
 * The heuristic of the Connect X study (seed 002, after Kang et al.): {@code E(actor) - E(opponent)}, where
 * {@code E} sums over the four directions
 * <ol>
 *   <li>each run of {@code x-1} own stones with an empty cell at both ends ({@code threatBoth}; "inf" in the
 *       study, here a large finite parameter) or at one end ({@code threatOne}, 90,000);</li>
 *   <li>each run of exactly {@code x-2} own stones with an empty cell at both ends ({@code twoBoth}, 50,000)
 *       or at one end only, the other end not an own stone, worth {@code max(0, (s-1) * twoSpace)} where
 *       {@code s} is the number of consecutive empty cells beyond the open end ({@code twoSpace}, 10,000);</li>
 * </ol>
 * plus, for every own stone, {@code max(0, centre - centreStep * d)} with {@code d} the stone's column
 * distance to the centre (200 and 40). "Empty" means empty, not necessarily playable now. A won world is
 * {@code +-Values.WIN}, a drawn one 0, and the heuristic sum is clamped to {@code +-Values.DECISIVE / 2} so
 * that it is never mistaken for a proven result.
 *
 * <p>Runs are found with bitboard shifts ({@link Bits#runs}); the free-space count {@code s} is summed as
 * {@code sum over j >= 2 of #(runs with j empty cells beyond the open end)}, one shift and popcount per
 * {@code j}. Nothing is allocated per call.
 */
final class ConnectXEvaluator implements Evaluator<ConnectXWorld> {

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("threatBoth", 200_000, 0, 400_000, "x-1 in a row, empty at both ends (the study's inf)"),
            ParameterSpec.real("threatOne", 90_000, 0, 400_000, "x-1 in a row, empty at one end"),
            ParameterSpec.real("twoBoth", 50_000, 0, 200_000, "x-2 in a row, empty at both ends"),
            ParameterSpec.real("twoSpace", 10_000, 0, 100_000, "x-2 in a row open at one end: per free cell beyond the first"),
            ParameterSpec.real("centre", 200, 0, 10_000, "a stone in the centre column"),
            ParameterSpec.real("centreStep", 40, 0, 2_000, "centre value lost per column of distance"));

    private static final double LIMIT = Values.DECISIVE / 2;

    private final int h;
    private final int x;
    private final long board;
    private final int[] dirs;
    /** The columns grouped by distance to the centre (a column and its mirror image share a band). */
    private final long[] columnMasks;
    private final double[] columnValues;
    private final double threatBoth;
    private final double threatOne;
    private final double twoBoth;
    private final double twoSpace;

    ConnectXEvaluator(ConnectX game, Parameters p) {
        this.h = game.rows() + 1;
        this.x = game.x();
        this.board = game.boardMask();
        this.dirs = new int[] {1, h, h + 1, h - 1};
        this.threatBoth = p.get("threatBoth");
        this.threatOne = p.get("threatOne");
        this.twoBoth = p.get("twoBoth");
        this.twoSpace = p.get("twoSpace");
        double centre = p.get("centre");
        double centreStep = p.get("centreStep");
        int cols = game.cols();
        int bands = (cols + 1) / 2;
        this.columnMasks = new long[bands];
        this.columnValues = new double[bands];
        double middle = (cols - 1) / 2.0;
        for (int c = 0; c < cols; c++) {
            int band = (int) Math.floor(Math.abs(c - middle));
            columnMasks[band] |= ((1L << game.rows()) - 1) << (c * h);
            columnValues[band] = Math.max(0, centre - centreStep * Math.abs(c - middle));
        }
    }

    @Override
    public double evaluate(ConnectXWorld world, int actor) {
        int winner = world.winner();
        if (winner >= 0) {
            return winner == actor ? Values.WIN : -Values.WIN;
        }
        if (world.isEnd()) {
            return 0;
        }
        long own = world.stones(actor);
        long theirs = world.stones(actor ^ 1);
        long empty = board & ~world.occupied();
        double value = side(own, empty) - side(theirs, empty);
        return Math.max(-LIMIT, Math.min(LIMIT, value));
    }

    private double side(long own, long empty) {
        double value = 0;
        for (int c = 0; c < columnMasks.length; c++) {
            value += Long.bitCount(own & columnMasks[c]) * columnValues[c];
        }
        for (int d : dirs) {
            long before = Bits.shl(empty, d);
            int k = x - 1;
            long threats = Bits.runs(own, d, k);
            long after = Bits.shr(empty, k * d);
            value += threatBoth * Long.bitCount(threats & before & after)
                    + threatOne * Long.bitCount(threats & (before ^ after));
            if (x >= 3) {
                value += twos(own, empty, d, before);
            }
        }
        return value;
    }

    private double twos(long own, long empty, int d, long before) {
        int k = x - 2;
        long runs = Bits.runs(own, d, k);
        long after = Bits.shr(empty, k * d);
        double value = twoBoth * Long.bitCount(runs & before & after);
        long openBefore = runs & before & ~after & ~Bits.shr(own, k * d);
        long openAfter = runs & after & ~before & ~Bits.shl(own, d);
        int spaces = 0;
        for (int j = 2; openBefore != 0; j++) {
            openBefore &= Bits.shl(empty, j * d);
            spaces += Long.bitCount(openBefore);
        }
        for (int j = 2; openAfter != 0; j++) {
            openAfter &= Bits.shr(empty, (k + j - 1) * d);
            spaces += Long.bitCount(openAfter);
        }
        return value + twoSpace * spaces;
    }
}
