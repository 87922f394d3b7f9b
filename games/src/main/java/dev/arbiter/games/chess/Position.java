package dev.arbiter.games.chess;

import java.util.SplittableRandom;

import static dev.arbiter.games.chess.Bitboards.BETWEEN;
import static dev.arbiter.games.chess.Bitboards.KING_ATTACKS;
import static dev.arbiter.games.chess.Bitboards.KNIGHT_ATTACKS;
import static dev.arbiter.games.chess.Bitboards.LINE;
import static dev.arbiter.games.chess.Bitboards.PAWN_ATTACKS;
import static dev.arbiter.games.chess.Bitboards.bishopAttacks;
import static dev.arbiter.games.chess.Bitboards.rookAttacks;

/**
 * A chess position: the rules of chess on bitboards, without the game's history (repetitions are {@link ChessWorld}'s).
 * It holds one bitboard per piece type and one per colour, the side to move, castling rights, the en-passant square,
 * the half-move clock, the full-move number and a Zobrist hash, so copying one is a handful of words: searches copy a
 * position and {@link #make} a move on the copy instead of unmaking it.
 *
 * <p>Move generation is strictly legal (no pseudo-legal moves tried and taken back): from the king it finds the
 * checkers and the pinned pieces, then generates king moves to squares the enemy does not attack (found with the
 * king off the board, so it cannot step back along a checking ray), only king moves in double check, moves that
 * capture the checker or block its ray in single check, and moves of a pinned piece along its pin line only. En
 * passant, whose capture removes two pieces from one rank, is checked by testing the king's safety on the board
 * after it (the horizontally pinned pawn). Castling needs the right, empty squares between king and rook, and a king
 * not in check that crosses and lands on unattacked squares.
 *
 * <p>The en-passant square is kept (and hashed, and written in FEN) only when a legal en-passant capture exists,
 * which is when the position differs for the repetition rule (FIDE article 9.2.3). Castling rights whose king or
 * rook is not on its home square are dropped when a FEN is read. The hash is of placement, side to move, castling
 * rights and en-passant square, so equal hashes are what the repetition rule compares.
 *
 * <p>No method but {@link #toString} and the FEN helpers allocates.
 */
public final class Position {

    /** Colour of the side that moves first. */
    public static final int WHITE = 0;
    /** The other colour. */
    public static final int BLACK = 1;

    /** Piece types: also the promotion codes of {@link Move}. */
    public static final int PAWN = 0;
    /** A knight. */
    public static final int KNIGHT = 1;
    /** A bishop. */
    public static final int BISHOP = 2;
    /** A rook. */
    public static final int ROOK = 3;
    /** A queen. */
    public static final int QUEEN = 4;
    /** A king. */
    public static final int KING = 5;

    /** Castling rights bits. */
    public static final int WHITE_KINGSIDE = 1;
    /** White may castle queenside. */
    public static final int WHITE_QUEENSIDE = 2;
    /** Black may castle kingside. */
    public static final int BLACK_KINGSIDE = 4;
    /** Black may castle queenside. */
    public static final int BLACK_QUEENSIDE = 8;

    /** The most legal moves any position has is 218; a move list this long always suffices. */
    public static final int MAX_MOVES = 256;

    private static final long[] PIECE_KEYS = new long[2 * 6 * 64];
    private static final long[] CASTLING_KEYS = new long[16];
    private static final long[] EN_PASSANT_KEYS = new long[8];
    private static final long SIDE_KEY;
    /** Rights kept when a move touches a square (a king's or rook's home square clears the rights it carries). */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        SplittableRandom random = new SplittableRandom(0x5EEDC4E55L);
        for (int i = 0; i < PIECE_KEYS.length; i++) {
            PIECE_KEYS[i] = random.nextLong();
        }
        for (int i = 1; i < 16; i++) {
            CASTLING_KEYS[i] = random.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EN_PASSANT_KEYS[i] = random.nextLong();
        }
        SIDE_KEY = random.nextLong();
        java.util.Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[4] = 15 & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        CASTLING_KEPT[7] = 15 & ~WHITE_KINGSIDE;
        CASTLING_KEPT[0] = 15 & ~WHITE_QUEENSIDE;
        CASTLING_KEPT[60] = 15 & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        CASTLING_KEPT[63] = 15 & ~BLACK_KINGSIDE;
        CASTLING_KEPT[56] = 15 & ~BLACK_QUEENSIDE;
    }

    /** Bitboards by piece type ({@link #PAWN} .. {@link #KING}). */
    private long pawns;
    private long knights;
    private long bishops;
    private long rooks;
    private long queens;
    private long kings;
    /** Bitboards by colour. */
    private long white;
    private long black;
    private int side;
    private int castling;
    private int epSquare = -1;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private long hash;

    /** An empty board, White to move (fill it with {@link Fen#read}). */
    public Position() {
    }

    /** The standard starting position. */
    public static Position initial() {
        return Fen.read(Fen.INITIAL);
    }

    /** Makes this position a copy of {@code other}. */
    public void copyFrom(Position other) {
        pawns = other.pawns;
        knights = other.knights;
        bishops = other.bishops;
        rooks = other.rooks;
        queens = other.queens;
        kings = other.kings;
        white = other.white;
        black = other.black;
        side = other.side;
        castling = other.castling;
        epSquare = other.epSquare;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        hash = other.hash;
    }

    // ---- queries ----

    /** The colour to move. */
    public int sideToMove() {
        return side;
    }

    /** The castling rights still held ({@link #WHITE_KINGSIDE} | ...). */
    public int castlingRights() {
        return castling;
    }

    /** The square a pawn may capture en passant onto, or -1. */
    public int epSquare() {
        return epSquare;
    }

    /** Plies since the last capture or pawn move. */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The move number, starting at 1 and incremented after Black's move. */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The Zobrist hash of placement, side to move, castling rights and en-passant square. */
    public long hash() {
        return hash;
    }

    /** The pieces of {@code colour}. */
    public long colour(int colour) {
        return colour == WHITE ? white : black;
    }

    /** Every piece on the board. */
    public long occupied() {
        return white | black;
    }

    /** The pieces of {@code type} of both colours. */
    public long type(int type) {
        return switch (type) {
            case PAWN -> pawns;
            case KNIGHT -> knights;
            case BISHOP -> bishops;
            case ROOK -> rooks;
            case QUEEN -> queens;
            default -> kings;
        };
    }

    /** The pieces of {@code type} and {@code colour}. */
    public long pieces(int colour, int type) {
        return type(type) & colour(colour);
    }

    /** The type of the piece on {@code square}, or -1 when it is empty. */
    public int typeAt(int square) {
        long bit = 1L << square;
        if (((white | black) & bit) == 0) {
            return -1;
        }
        if ((pawns & bit) != 0) {
            return PAWN;
        }
        if ((knights & bit) != 0) {
            return KNIGHT;
        }
        if ((bishops & bit) != 0) {
            return BISHOP;
        }
        if ((rooks & bit) != 0) {
            return ROOK;
        }
        return (queens & bit) != 0 ? QUEEN : KING;
    }

    /** The colour of the piece on {@code square}, or -1 when it is empty. */
    public int colourAt(int square) {
        long bit = 1L << square;
        return (white & bit) != 0 ? WHITE : (black & bit) != 0 ? BLACK : -1;
    }

    /** The square of {@code colour}'s king. */
    public int kingSquare(int colour) {
        return Long.numberOfTrailingZeros(kings & colour(colour));
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return checkers() != 0;
    }

    /** The enemy pieces giving check to the side to move. */
    public long checkers() {
        return attackersTo(kingSquare(side), white | black) & colour(side ^ 1);
    }

    /** Pieces of both colours attacking {@code square} with the board occupied by {@code occupied}. */
    public long attackersTo(int square, long occupied) {
        return (PAWN_ATTACKS[WHITE][square] & pawns & black)
                | (PAWN_ATTACKS[BLACK][square] & pawns & white)
                | (KNIGHT_ATTACKS[square] & knights)
                | (KING_ATTACKS[square] & kings)
                | (bishopAttacks(square, occupied) & (bishops | queens))
                | (rookAttacks(square, occupied) & (rooks | queens));
    }

    /** Whether a piece of {@code by} attacks {@code square} with the board occupied by {@code occupied}. */
    public boolean attacked(int square, int by, long occupied) {
        long them = colour(by);
        return (PAWN_ATTACKS[by ^ 1][square] & pawns & them) != 0
                || (KNIGHT_ATTACKS[square] & knights & them) != 0
                || (KING_ATTACKS[square] & kings & them) != 0
                || (bishopAttacks(square, occupied) & (bishops | queens) & them) != 0
                || (rookAttacks(square, occupied) & (rooks | queens) & them) != 0;
    }

    /**
     * Whether neither side can ever mate: no pawns, rooks or queens, and either at most one minor piece or only
     * bishops, all on squares of one colour (K v K, K+N v K, K+B v K, K+B(s) v K+B(s) with every bishop on one colour).
     */
    public boolean insufficientMaterial() {
        if ((pawns | rooks | queens) != 0) {
            return false;
        }
        long minors = knights | bishops;
        if (Long.bitCount(minors) <= 1) {
            return true;
        }
        long darkSquares = 0xAA55AA55AA55AA55L;
        return knights == 0 && ((bishops & darkSquares) == 0 || (bishops & ~darkSquares) == 0);
    }

    // ---- move generation ----

    /** Writes the legal moves into {@code out} (at least {@link #MAX_MOVES} long) and returns how many there are. */
    public int legalMoves(int[] out) {
        int us = side;
        int them = us ^ 1;
        long own = colour(us);
        long enemy = colour(them);
        long occupied = own | enemy;
        int king = Long.numberOfTrailingZeros(kings & own);
        long checkers = attackersTo(king, occupied) & enemy;
        int n = 0;

        long kingTargets = KING_ATTACKS[king] & ~own;
        long withoutKing = occupied ^ (1L << king);
        while (kingTargets != 0) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (!attacked(to, them, withoutKing)) {
                out[n++] = Move.of(king, to);
            }
        }
        if (checkers != 0 && (checkers & (checkers - 1)) != 0) {
            return n;
        }
        long targets;
        if (checkers != 0) {
            targets = checkers | BETWEEN[king][Long.numberOfTrailingZeros(checkers)];
        } else {
            targets = ~own;
            n = castlingMoves(out, n, us, occupied);
        }
        long pinned = pinned(king, own, enemy, occupied);

        long knightsToMove = knights & own & ~pinned;
        while (knightsToMove != 0) {
            int from = Long.numberOfTrailingZeros(knightsToMove);
            knightsToMove &= knightsToMove - 1;
            n = addMoves(out, n, from, KNIGHT_ATTACKS[from] & targets);
        }
        long diagonal = (bishops | queens) & own;
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long moves = bishopAttacks(from, occupied) & targets;
            if ((pinned >>> from & 1) != 0) {
                moves &= LINE[king][from];
            }
            n = addMoves(out, n, from, moves);
        }
        long straight = (rooks | queens) & own;
        while (straight != 0) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long moves = rookAttacks(from, occupied) & targets;
            if ((pinned >>> from & 1) != 0) {
                moves &= LINE[king][from];
            }
            n = addMoves(out, n, from, moves);
        }
        return pawnMoves(out, n, us, king, own, enemy, targets, pinned);
    }

    /** Pieces of the side to move that stand alone between their king and an enemy slider. */
    private long pinned(int king, long own, long enemy, long occupied) {
        long snipers = ((rookAttacks(king, 0) & (rooks | queens)) | (bishopAttacks(king, 0) & (bishops | queens))) & enemy;
        long pinned = 0;
        while (snipers != 0) {
            int sniper = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = BETWEEN[king][sniper] & occupied;
            if (between != 0 && (between & (between - 1)) == 0) {
                pinned |= between & own;
            }
        }
        return pinned;
    }

    private int castlingMoves(int[] out, int n, int us, long occupied) {
        int them = us ^ 1;
        if (us == WHITE) {
            if ((castling & WHITE_KINGSIDE) != 0 && (occupied & 0x60L) == 0
                    && !attacked(5, them, occupied) && !attacked(6, them, occupied)) {
                out[n++] = Move.of(4, 6);
            }
            if ((castling & WHITE_QUEENSIDE) != 0 && (occupied & 0x0EL) == 0
                    && !attacked(3, them, occupied) && !attacked(2, them, occupied)) {
                out[n++] = Move.of(4, 2);
            }
        } else {
            if ((castling & BLACK_KINGSIDE) != 0 && (occupied & 0x6000000000000000L) == 0
                    && !attacked(61, them, occupied) && !attacked(62, them, occupied)) {
                out[n++] = Move.of(60, 62);
            }
            if ((castling & BLACK_QUEENSIDE) != 0 && (occupied & 0x0E00000000000000L) == 0
                    && !attacked(59, them, occupied) && !attacked(58, them, occupied)) {
                out[n++] = Move.of(60, 58);
            }
        }
        return n;
    }

    private int pawnMoves(int[] out, int n, int us, int king, long own, long enemy, long targets, long pinned) {
        long occupied = own | enemy;
        long ours = pawns & own;
        int forward = us == WHITE ? 8 : -8;
        long lastRank = us == WHITE ? 0xFF00000000000000L : 0xFFL;
        long thirdRank = us == WHITE ? 0xFF0000L : 0xFF0000000000L;
        long single = (us == WHITE ? ours << 8 : ours >>> 8) & ~occupied;
        long doubles = (us == WHITE ? (single & thirdRank) << 8 : (single & thirdRank) >>> 8) & ~occupied & targets;
        single &= targets;
        while (single != 0) {
            int to = Long.numberOfTrailingZeros(single);
            single &= single - 1;
            int from = to - forward;
            if ((pinned >>> from & 1) == 0 || (LINE[king][from] >>> to & 1) != 0) {
                n = (lastRank >>> to & 1) != 0 ? addPromotions(out, n, from, to) : add(out, n, from, to);
            }
        }
        while (doubles != 0) {
            int to = Long.numberOfTrailingZeros(doubles);
            doubles &= doubles - 1;
            int from = to - 2 * forward;
            if ((pinned >>> from & 1) == 0 || (LINE[king][from] >>> to & 1) != 0) {
                out[n++] = Move.of(from, to);
            }
        }
        long captureTargets = enemy & targets;
        long capturers = ours;
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            long moves = PAWN_ATTACKS[us][from] & captureTargets;
            if ((pinned >>> from & 1) != 0) {
                moves &= LINE[king][from];
            }
            while (moves != 0) {
                int to = Long.numberOfTrailingZeros(moves);
                moves &= moves - 1;
                n = (lastRank >>> to & 1) != 0 ? addPromotions(out, n, from, to) : add(out, n, from, to);
            }
        }
        if (epSquare >= 0) {
            long epCapturers = PAWN_ATTACKS[us ^ 1][epSquare] & ours;
            while (epCapturers != 0) {
                int from = Long.numberOfTrailingZeros(epCapturers);
                epCapturers &= epCapturers - 1;
                if (enPassantLegal(from, epSquare)) {
                    out[n++] = Move.of(from, epSquare);
                }
            }
        }
        return n;
    }

    /** Whether the side to move's pawn on {@code from} may capture en passant onto {@code to} (its king left safe). */
    private boolean enPassantLegal(int from, int to) {
        int us = side;
        int captured = us == WHITE ? to - 8 : to + 8;
        long occupied = ((white | black) ^ (1L << from) ^ (1L << captured)) | (1L << to);
        int king = Long.numberOfTrailingZeros(kings & colour(us));
        long enemy = colour(us ^ 1) & ~(1L << captured);
        return (PAWN_ATTACKS[us][king] & pawns & enemy) == 0
                && (KNIGHT_ATTACKS[king] & knights & enemy) == 0
                && (bishopAttacks(king, occupied) & (bishops | queens) & enemy) == 0
                && (rookAttacks(king, occupied) & (rooks | queens) & enemy) == 0;
    }

    private static int addMoves(int[] out, int n, int from, long targets) {
        while (targets != 0) {
            out[n++] = Move.of(from, Long.numberOfTrailingZeros(targets));
            targets &= targets - 1;
        }
        return n;
    }

    private static int add(int[] out, int n, int from, int to) {
        out[n] = Move.of(from, to);
        return n + 1;
    }

    private static int addPromotions(int[] out, int n, int from, int to) {
        out[n] = Move.of(from, to, QUEEN);
        out[n + 1] = Move.of(from, to, ROOK);
        out[n + 2] = Move.of(from, to, BISHOP);
        out[n + 3] = Move.of(from, to, KNIGHT);
        return n + 4;
    }

    /** Whether {@code move} is legal here (generates the legal moves into {@code scratch}). */
    public boolean isLegal(int move, int[] scratch) {
        int n = legalMoves(scratch);
        for (int i = 0; i < n; i++) {
            if (scratch[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code move} captures (en passant included). */
    public boolean isCapture(int move) {
        int to = Move.to(move);
        return (colour(side ^ 1) >>> to & 1) != 0
                || (to == epSquare && (pawns >>> Move.from(move) & 1) != 0);
    }

    // ---- making moves ----

    /** Plays a legal move (behaviour for an illegal one is unspecified). */
    public void make(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int promotion = Move.promotion(move);
        int us = side;
        int them = us ^ 1;
        int mover = typeAt(from);
        int captured = typeAt(to);
        long h = hash ^ SIDE_KEY ^ CASTLING_KEYS[castling];
        if (epSquare >= 0) {
            h ^= EN_PASSANT_KEYS[epSquare & 7];
        }
        int oldEp = epSquare;
        epSquare = -1;
        halfmoveClock++;
        if (captured >= 0) {
            remove(them, captured, to);
            h ^= key(them, captured, to);
            halfmoveClock = 0;
        }
        remove(us, mover, from);
        h ^= key(us, mover, from);
        int placed = promotion != 0 ? promotion : mover;
        put(us, placed, to);
        h ^= key(us, placed, to);
        if (mover == PAWN) {
            halfmoveClock = 0;
            if (to == oldEp) {
                int victim = us == WHITE ? to - 8 : to + 8;
                remove(them, PAWN, victim);
                h ^= key(them, PAWN, victim);
            } else if ((to ^ from) == 16) {
                int passed = (from + to) >>> 1;
                if ((PAWN_ATTACKS[us][passed] & pawns & colour(them)) != 0) {
                    epSquare = passed;
                }
            }
        } else if (mover == KING && (to - from == 2 || from - to == 2)) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            remove(us, ROOK, rookFrom);
            put(us, ROOK, rookTo);
            h ^= key(us, ROOK, rookFrom) ^ key(us, ROOK, rookTo);
        }
        castling &= CASTLING_KEPT[from] & CASTLING_KEPT[to];
        h ^= CASTLING_KEYS[castling];
        if (us == BLACK) {
            fullmoveNumber++;
        }
        side = them;
        if (epSquare >= 0 && !anyEnPassantLegal()) {
            epSquare = -1;
        }
        if (epSquare >= 0) {
            h ^= EN_PASSANT_KEYS[epSquare & 7];
        }
        hash = h;
    }

    private boolean anyEnPassantLegal() {
        long capturers = PAWN_ATTACKS[side ^ 1][epSquare] & pawns & colour(side);
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            if (enPassantLegal(from, epSquare)) {
                return true;
            }
        }
        return false;
    }

    private static long key(int colour, int type, int square) {
        return PIECE_KEYS[(colour * 6 + type) * 64 + square];
    }

    private void put(int colour, int type, int square) {
        long bit = 1L << square;
        if (colour == WHITE) {
            white |= bit;
        } else {
            black |= bit;
        }
        switch (type) {
            case PAWN -> pawns |= bit;
            case KNIGHT -> knights |= bit;
            case BISHOP -> bishops |= bit;
            case ROOK -> rooks |= bit;
            case QUEEN -> queens |= bit;
            default -> kings |= bit;
        }
    }

    private void remove(int colour, int type, int square) {
        long bit = ~(1L << square);
        if (colour == WHITE) {
            white &= bit;
        } else {
            black &= bit;
        }
        switch (type) {
            case PAWN -> pawns &= bit;
            case KNIGHT -> knights &= bit;
            case BISHOP -> bishops &= bit;
            case ROOK -> rooks &= bit;
            case QUEEN -> queens &= bit;
            default -> kings &= bit;
        }
    }

    // ---- set-up (used by Fen) ----

    /** Empties the board and resets every field; {@link #place} and {@link #finishSetUp} complete a set-up. */
    void clear() {
        pawns = knights = bishops = rooks = queens = kings = white = black = 0;
        side = WHITE;
        castling = 0;
        epSquare = -1;
        halfmoveClock = 0;
        fullmoveNumber = 1;
        hash = 0;
    }

    /** Puts a piece on an empty square during set-up. */
    void place(int colour, int type, int square) {
        put(colour, type, square);
    }

    /**
     * Ends a set-up: keeps the castling rights whose king and rook stand on their home squares and the en-passant
     * square only when a legal capture onto it exists, and computes the hash.
     */
    void finishSetUp(int sideToMove, int rights, int enPassant, int halfmoves, int fullmoves) {
        side = sideToMove;
        int kept = 0;
        if (typeAt(4) == KING && colourAt(4) == WHITE) {
            kept |= rights & WHITE_KINGSIDE & (typeAt(7) == ROOK && colourAt(7) == WHITE ? 15 : 0);
            kept |= rights & WHITE_QUEENSIDE & (typeAt(0) == ROOK && colourAt(0) == WHITE ? 15 : 0);
        }
        if (typeAt(60) == KING && colourAt(60) == BLACK) {
            kept |= rights & BLACK_KINGSIDE & (typeAt(63) == ROOK && colourAt(63) == BLACK ? 15 : 0);
            kept |= rights & BLACK_QUEENSIDE & (typeAt(56) == ROOK && colourAt(56) == BLACK ? 15 : 0);
        }
        castling = kept;
        epSquare = -1;
        if (enPassant >= 0) {
            int pushed = sideToMove == WHITE ? enPassant - 8 : enPassant + 8;
            boolean pawnPassed = typeAt(pushed) == PAWN && colourAt(pushed) == (sideToMove ^ 1) && typeAt(enPassant) < 0;
            if (pawnPassed) {
                epSquare = enPassant;
                if (!anyEnPassantLegal()) {
                    epSquare = -1;
                }
            }
        }
        halfmoveClock = halfmoves;
        fullmoveNumber = fullmoves;
        long h = side == BLACK ? SIDE_KEY : 0;
        for (int sq = 0; sq < 64; sq++) {
            int type = typeAt(sq);
            if (type >= 0) {
                h ^= key(colourAt(sq), type, sq);
            }
        }
        h ^= CASTLING_KEYS[castling];
        if (epSquare >= 0) {
            h ^= EN_PASSANT_KEYS[epSquare & 7];
        }
        hash = h;
    }

    /** The position as FEN. */
    @Override
    public String toString() {
        return Fen.write(this);
    }
}
