package dev.arbiter.games.chess;

/**
 * Standard Algebraic Notation (the PGN standard's section 8.2.3), written and read.
 *
 * <p>Written as the standard asks: piece letter ({@code NBRQK}, none for a pawn), the origin's file, rank or both
 * only when another piece of that kind could reach the same square (file first), {@code x} for a capture (a pawn's
 * preceded by its file), the destination, {@code =Q} for a promotion, {@code O-O} / {@code O-O-O} for castling, and
 * {@code +} for check or {@code #} for checkmate.
 *
 * <p>Read tolerantly, as real PGN files need: check and mate marks and annotations ({@code !}, {@code ?},
 * {@code !?}, {@code e.p.}) are ignored, castling may be written with zeros ({@code 0-0}), a promotion with or
 * without {@code =} and in either case ({@code e8=Q}, {@code e8Q}, {@code e8q}), a disambiguation that is not needed
 * is accepted, and long algebraic forms ({@code Ng1f3}, {@code Ng1-f3}, {@code e2-e4}) as well. The move must
 * still be legal and unambiguous; the error says which it is not.
 */
public final class San {

    private static final String PIECES = "PNBRQK";

    private San() {
    }

    /**
     * The SAN of a legal {@code move} in {@code position}. The legal moves are generated only where they decide the
     * text: for a piece's origin when another piece of its kind attacks the destination (a pinned one may not move
     * there), and for {@code #} when the move gives check.
     */
    public static String write(Position position, int move) {
        return write(position, move, new int[Position.MAX_MOVES]);
    }

    /** As {@link #write(Position, int)}, generating moves into {@code moves} (of {@link Position#MAX_MOVES}). */
    static String write(Position position, int move, int[] moves) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = position.typeAt(from);
        StringBuilder sb = new StringBuilder(8);
        if (type == Position.KING && Math.abs(to - from) == 2) {
            sb.append(to > from ? "O-O" : "O-O-O");
        } else if (type == Position.PAWN) {
            if (position.isCapture(move)) {
                sb.append((char) ('a' + (from & 7))).append('x');
            }
            sb.append(Move.squareName(to));
            if (Move.promotion(move) != 0) {
                sb.append('=').append(PIECES.charAt(Move.promotion(move)));
            }
        } else {
            sb.append(PIECES.charAt(type));
            long others = position.attackersTo(to, position.occupied())
                    & position.pieces(position.sideToMove(), type) & ~(1L << from);
            int n = others == 0 ? 0 : position.legalMoves(moves);
            boolean rivals = false;
            boolean sameFile = false;
            boolean sameRank = false;
            for (int i = 0; i < n; i++) {
                int other = Move.from(moves[i]);
                if (Move.to(moves[i]) == to && other != from && position.typeAt(other) == type) {
                    rivals = true;
                    sameFile |= (other & 7) == (from & 7);
                    sameRank |= (other >> 3) == (from >> 3);
                }
            }
            if (rivals && (!sameFile || sameRank)) {
                sb.append((char) ('a' + (from & 7)));
            }
            if (rivals && sameFile) {
                sb.append((char) ('1' + (from >> 3)));
            }
            if (position.isCapture(move)) {
                sb.append('x');
            }
            sb.append(Move.squareName(to));
        }
        Position after = new Position();
        after.copyFrom(position);
        after.make(move);
        if (after.inCheck()) {
            sb.append(after.legalMoves(moves) == 0 ? '#' : '+');
        }
        return sb.toString();
    }

    /**
     * The legal move that {@code san} names in {@code position}.
     *
     * @throws IllegalArgumentException when it is malformed, names no legal move or more than one
     */
    public static int read(Position position, String san) {
        String t = clean(san);
        int[] moves = new int[Position.MAX_MOVES];
        int n = position.legalMoves(moves);
        if (t.equals("O-O") || t.equals("O-O-O")) {
            int king = position.kingSquare(position.sideToMove());
            int move = Move.of(king, t.length() == 3 ? king + 2 : king - 2);
            for (int i = 0; i < n; i++) {
                if (moves[i] == move && position.typeAt(king) == Position.KING) {
                    return move;
                }
            }
            throw bad(san, position, "castling is not legal here");
        }
        int type = Position.PAWN;
        int start = 0;
        if (!t.isEmpty() && PIECES.indexOf(t.charAt(0)) > 0) {
            type = PIECES.indexOf(t.charAt(0));
            start = 1;
        }
        int end = t.length();
        int promotion = 0;
        if (end > 0 && type == Position.PAWN) {
            int letter = "NBRQ".indexOf(Character.toUpperCase(t.charAt(end - 1)));
            if (letter >= 0 && end >= 3 && Character.isDigit(t.charAt(end - 2 - (t.charAt(end - 2) == '=' ? 1 : 0)))) {
                promotion = letter + 1;
                end -= t.charAt(end - 2) == '=' ? 2 : 1;
            }
        }
        int to = end >= 2 ? Move.square(t, end - 2) : -1;
        if (to < 0) {
            throw bad(san, position, "expected a destination square at its end");
        }
        int fromFile = -1;
        int fromRank = -1;
        for (int i = start; i < end - 2; i++) {
            char c = t.charAt(i);
            if (c >= 'a' && c <= 'h') {
                fromFile = c - 'a';
            } else if (c >= '1' && c <= '8') {
                fromRank = c - '1';
            } else if (c != 'x' && c != '-' && c != ':') {
                throw bad(san, position, "unexpected '" + c + "'");
            }
        }
        int found = Move.NONE;
        int count = 0;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            int from = Move.from(move);
            if (Move.to(move) == to && position.typeAt(from) == type && Move.promotion(move) == promotion
                    && (fromFile < 0 || (from & 7) == fromFile) && (fromRank < 0 || (from >> 3) == fromRank)) {
                found = move;
                count++;
            }
        }
        if (count == 1) {
            return found;
        }
        throw bad(san, position, count == 0 ? "no legal move matches" : "ambiguous: " + count + " legal moves match");
    }

    /** Strips check, mate and annotation marks and {@code e.p.}, and writes castling with letters O. */
    private static String clean(String san) {
        String t = san.trim();
        if (t.endsWith("e.p.")) {
            t = t.substring(0, t.length() - 4).trim();
        }
        int end = t.length();
        while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
            end--;
        }
        t = t.substring(0, end);
        String castle = t.replace('0', 'O').replace('o', 'O');
        return castle.equals("O-O") || castle.equals("O-O-O") ? castle : t;
    }

    private static IllegalArgumentException bad(String san, Position position, String why) {
        return new IllegalArgumentException("SAN move '" + san.trim() + "' in " + Fen.write(position) + ": " + why);
    }
}
