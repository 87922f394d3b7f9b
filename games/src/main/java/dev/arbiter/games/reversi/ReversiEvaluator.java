package dev.arbiter.games.reversi;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.List;

/**
 * A classic Reversi evaluation: for the actor asked about minus the opponent,
 * {@code corner * corners + xSquare * X-squares + cSquare * C-squares + edge * other edge squares
 * + mobility * moves + frontier * frontier discs}, plus {@code parity} for the actor who will play the last
 * move on the board if nobody passes (the actor to move when the number of empty squares is odd). X-squares
 * (b2, g2, b7, g7) and C-squares (b1, a2, ...) count only while their corner is empty, when they are the
 * dangerous ones. Frontier discs are discs next to an empty square. A finished game is {@code +-Values.WIN}
 * for the disc-count winner and 0 for a draw. Nothing is allocated per call.
 */
final class ReversiEvaluator implements Evaluator<ReversiWorld> {

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("corner", 30, -200, 200, "per corner disc"),
            ParameterSpec.real("xSquare", -15, -200, 200, "per X-square disc (diagonal to an empty corner)"),
            ParameterSpec.real("cSquare", -5, -200, 200, "per C-square disc (edge square next to an empty corner)"),
            ParameterSpec.real("edge", 3, -200, 200, "per disc on an edge square that is not a corner or C-square"),
            ParameterSpec.real("mobility", 4, -200, 200, "per legal move"),
            ParameterSpec.real("frontier", -2, -200, 200, "per disc next to an empty square"),
            ParameterSpec.real("parity", 2, -200, 200, "for the actor who would play the last move"));

    private static final long CORNERS = 0x8100000000000081L;
    private static final int[] CORNER_SQUARES = {0, 7, 56, 63};
    private static final long[] X_OF_CORNER = {1L << 9, 1L << 14, 1L << 49, 1L << 54};
    private static final long[] C_OF_CORNER = {(1L << 1) | (1L << 8), (1L << 6) | (1L << 15),
        (1L << 48) | (1L << 57), (1L << 55) | (1L << 62)};
    /** Edge squares other than corners and C-squares: c1-f1, c8-f8, a3-a6, h3-h6. */
    private static final long EDGES = 0x3C0000000000003CL | 0x0000818181810000L;

    private final double corner;
    private final double xSquare;
    private final double cSquare;
    private final double edge;
    private final double mobility;
    private final double frontier;
    private final double parity;

    ReversiEvaluator(Parameters p) {
        corner = p.get("corner");
        xSquare = p.get("xSquare");
        cSquare = p.get("cSquare");
        edge = p.get("edge");
        mobility = p.get("mobility");
        frontier = p.get("frontier");
        parity = p.get("parity");
    }

    @Override
    public double evaluate(ReversiWorld world, int actor) {
        long own = world.discs(actor);
        long opp = world.discs(actor ^ 1);
        long ownMoves = ReversiBits.moves(own, opp);
        long oppMoves = ReversiBits.moves(opp, own);
        if (ownMoves == 0 && oppMoves == 0) {
            int diff = Long.bitCount(own) - Long.bitCount(opp);
            return diff > 0 ? Values.WIN : diff < 0 ? -Values.WIN : 0;
        }
        long empty = ~(own | opp);
        long xs = 0;
        long cs = 0;
        for (int i = 0; i < 4; i++) {
            if ((empty >>> CORNER_SQUARES[i] & 1) != 0) {
                xs |= X_OF_CORNER[i];
                cs |= C_OF_CORNER[i];
            }
        }
        long nearEmpty = ReversiBits.dilate(empty);
        double value = corner * diff(own, opp, CORNERS)
                + xSquare * diff(own, opp, xs)
                + cSquare * diff(own, opp, cs)
                + edge * diff(own, opp, EDGES)
                + mobility * (Long.bitCount(ownMoves) - Long.bitCount(oppMoves))
                + frontier * diff(own, opp, nearEmpty);
        boolean lastMoveToMover = (Long.bitCount(empty) & 1) == 1;
        boolean actorMoves = world.actorToMove() == actor;
        return value + (lastMoveToMover == actorMoves ? parity : -parity);
    }

    private static int diff(long own, long opp, long region) {
        return Long.bitCount(own & region) - Long.bitCount(opp & region);
    }
}
