package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.List;

/**
 * A small, tunable chess evaluation in centipawns (a pawn is 100), White's terms minus Black's, seen from the actor
 * asked about: material ({@code knight}, {@code bishop}, {@code rook}, {@code queen}), {@code bishopPair},
 * {@code mobility} per square a knight, bishop, rook or queen attacks that holds no piece of its own side,
 * {@code centre} per step a knight or bishop stands from the board's edge (0 on the edge, 3 in the centre),
 * {@code pawnAdvance} per rank a pawn has gone forward, {@code passedPawn} per rank of a pawn no enemy pawn can stop
 * or capture on its way, {@code kingShield} per pawn of its own on the three squares in front of the king and the
 * three before them, {@code rookOpenFile} per rook on a file without pawns of its side, and {@code tempo} for the
 * side to move. The terms are the classic ones of a first chess engine (Chess Programming Wiki, "Evaluation");
 * the defaults are round figures, not tuned. An ended game is {@code +-Values.WIN} for a checkmate, 0 for a draw.
 * Nothing allocates.
 */
final class ChessEvaluator implements Evaluator<ChessWorld> {

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("knight", 320, 200, 450, "value of a knight (a pawn is 100)"),
            ParameterSpec.real("bishop", 330, 200, 450, "value of a bishop"),
            ParameterSpec.real("rook", 500, 350, 700, "value of a rook"),
            ParameterSpec.real("queen", 900, 700, 1200, "value of a queen"),
            ParameterSpec.real("bishopPair", 30, 0, 100, "for both bishops"),
            ParameterSpec.real("mobility", 4, 0, 20, "per square a piece (N, B, R, Q) attacks not held by its own side"),
            ParameterSpec.real("centre", 8, 0, 40, "per step a knight or bishop stands from the edge (0..3)"),
            ParameterSpec.real("pawnAdvance", 3, 0, 30, "per rank a pawn has advanced"),
            ParameterSpec.real("passedPawn", 10, 0, 50, "per rank advanced of a passed pawn"),
            ParameterSpec.real("kingShield", 10, 0, 40, "per own pawn on the two ranks in front of the king"),
            ParameterSpec.real("rookOpenFile", 15, 0, 60, "per rook on a file without own pawns"),
            ParameterSpec.real("tempo", 10, 0, 40, "for the side to move"));

    /** Steps from the nearest edge, 0..3. */
    private static final int[] CENTRALITY = new int[64];
    /** {@code FRONT_SPAN[colour][s]}: the squares ahead of {@code s} on its file and the two beside. */
    private static final long[][] FRONT_SPAN = new long[2][64];
    /** {@code SHIELD[colour][s]}: the two ranks of three squares in front of a king on {@code s}. */
    private static final long[][] SHIELD = new long[2][64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int rank = sq >> 3;
            int file = sq & 7;
            CENTRALITY[sq] = Math.min(Math.min(rank, 7 - rank), Math.min(file, 7 - file));
            for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
                for (int r = rank + 1; r < 8; r++) {
                    FRONT_SPAN[Position.WHITE][sq] |= 1L << (r * 8 + f);
                }
                for (int r = rank - 1; r >= 0; r--) {
                    FRONT_SPAN[Position.BLACK][sq] |= 1L << (r * 8 + f);
                }
                for (int d = 1; d <= 2; d++) {
                    if (rank + d < 8) {
                        SHIELD[Position.WHITE][sq] |= 1L << ((rank + d) * 8 + f);
                    }
                    if (rank - d >= 0) {
                        SHIELD[Position.BLACK][sq] |= 1L << ((rank - d) * 8 + f);
                    }
                }
            }
        }
    }

    private final double knight;
    private final double bishop;
    private final double rook;
    private final double queen;
    private final double bishopPair;
    private final double mobility;
    private final double centre;
    private final double pawnAdvance;
    private final double passedPawn;
    private final double kingShield;
    private final double rookOpenFile;
    private final double tempo;

    ChessEvaluator(Parameters p) {
        knight = p.get("knight");
        bishop = p.get("bishop");
        rook = p.get("rook");
        queen = p.get("queen");
        bishopPair = p.get("bishopPair");
        mobility = p.get("mobility");
        centre = p.get("centre");
        pawnAdvance = p.get("pawnAdvance");
        passedPawn = p.get("passedPawn");
        kingShield = p.get("kingShield");
        rookOpenFile = p.get("rookOpenFile");
        tempo = p.get("tempo");
    }

    @Override
    public double evaluate(ChessWorld world, int actor) {
        Ending ending = world.ending();
        Position position = world.position();
        if (ending != Ending.NONE) {
            if (ending == Ending.CHECKMATE) {
                return position.sideToMove() == actor ? -Values.WIN : Values.WIN;
            }
            return 0;
        }
        double white = side(position, Position.WHITE);
        double black = side(position, Position.BLACK);
        double value = white - black + (position.sideToMove() == Position.WHITE ? tempo : -tempo);
        return actor == Position.WHITE ? value : -value;
    }

    private double side(Position position, int us) {
        long own = position.colour(us);
        long occupied = position.occupied();
        long ownPawns = position.pieces(us, Position.PAWN);
        long enemyPawns = position.pieces(us ^ 1, Position.PAWN);
        double value = 100.0 * Long.bitCount(ownPawns);

        int attacked = 0;
        int centrality = 0;
        long pieces = position.pieces(us, Position.KNIGHT);
        value += knight * Long.bitCount(pieces);
        while (pieces != 0) {
            int sq = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            attacked += Long.bitCount(Bitboards.knightAttacks(sq) & ~own);
            centrality += CENTRALITY[sq];
        }
        pieces = position.pieces(us, Position.BISHOP);
        int bishops = Long.bitCount(pieces);
        value += bishop * bishops + (bishops >= 2 ? bishopPair : 0);
        while (pieces != 0) {
            int sq = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            attacked += Long.bitCount(Bitboards.bishopAttacks(sq, occupied) & ~own);
            centrality += CENTRALITY[sq];
        }
        pieces = position.pieces(us, Position.ROOK);
        value += rook * Long.bitCount(pieces);
        int openFiles = 0;
        while (pieces != 0) {
            int sq = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            attacked += Long.bitCount(Bitboards.rookAttacks(sq, occupied) & ~own);
            if ((ownPawns & (Bitboards.FILE_A << (sq & 7))) == 0) {
                openFiles++;
            }
        }
        pieces = position.pieces(us, Position.QUEEN);
        value += queen * Long.bitCount(pieces);
        while (pieces != 0) {
            int sq = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            attacked += Long.bitCount((Bitboards.rookAttacks(sq, occupied) | Bitboards.bishopAttacks(sq, occupied)) & ~own);
        }
        int advance = 0;
        int passed = 0;
        pieces = ownPawns;
        while (pieces != 0) {
            int sq = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            int ranks = us == Position.WHITE ? (sq >> 3) - 1 : 6 - (sq >> 3);
            advance += ranks;
            if ((FRONT_SPAN[us][sq] & enemyPawns) == 0) {
                passed += ranks;
            }
        }
        int shield = Long.bitCount(SHIELD[us][position.kingSquare(us)] & ownPawns);
        return value + mobility * attacked + centre * centrality + pawnAdvance * advance + passedPawn * passed
                + kingShield * shield + rookOpenFile * openFiles;
    }
}
