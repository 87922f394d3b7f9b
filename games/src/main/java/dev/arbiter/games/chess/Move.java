package dev.arbiter.games.chess;

import java.util.Locale;

/**
 * A chess move as an {@code int} (the action of {@link Chess}): the origin square in bits 0-5, the destination in
 * bits 6-11 and the promotion piece type ({@link Position#KNIGHT} .. {@link Position#QUEEN}, 0 for none) in bits
 * 12-14. The encoding carries only what UCI's long algebraic notation says, so a move parses without a position:
 * castling is the king's two-square move ({@code e1g1}), en passant the pawn's diagonal move to the empty square;
 * {@link Position#make} tells them apart from the board.
 */
public final class Move {

    /** No move (never legal). */
    public static final int NONE = 0;

    private static final String PROMOTION_LETTERS = " nbrq";

    private Move() {
    }

    /** The move from {@code from} to {@code to} promoting to {@code promotion} (a piece type, 0 for none). */
    public static int of(int from, int to, int promotion) {
        return from | to << 6 | promotion << 12;
    }

    /** The move from {@code from} to {@code to}. */
    public static int of(int from, int to) {
        return from | to << 6;
    }

    /** The origin square. */
    public static int from(int move) {
        return move & 63;
    }

    /** The destination square. */
    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The promotion piece type, 0 for none. */
    public static int promotion(int move) {
        return move >>> 12 & 7;
    }

    /** The square's name, {@code a1} .. {@code h8}. */
    public static String squareName(int square) {
        return "" + (char) ('a' + (square & 7)) + (char) ('1' + (square >> 3));
    }

    /**
     * The square named {@code name} ({@code e4}), or -1 when it names none.
     */
    public static int square(CharSequence name, int at) {
        if (at + 1 >= name.length()) {
            return -1;
        }
        int file = name.charAt(at) - 'a';
        int rank = name.charAt(at + 1) - '1';
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
    }

    /** UCI long algebraic notation: {@code e2e4}, {@code e7e8q}, {@code e1g1}; {@code 0000} for {@link #NONE}. */
    public static String toUci(int move) {
        if (move == NONE) {
            return "0000";
        }
        String text = squareName(from(move)) + squareName(to(move));
        int promotion = promotion(move);
        return promotion == 0 ? text : text + PROMOTION_LETTERS.charAt(promotion);
    }

    /**
     * Parses UCI long algebraic notation (the promotion letter in either case).
     *
     * @throws IllegalArgumentException when {@code text} is not of the form {@code e2e4} or {@code e7e8q}
     */
    public static int fromUci(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int from = square(t, 0);
        int to = square(t, 2);
        int promotion = 0;
        if (t.length() == 5) {
            promotion = PROMOTION_LETTERS.indexOf(t.charAt(4));
            if (promotion < Position.KNIGHT) {
                promotion = -1;
            }
        } else if (t.length() != 4) {
            from = -1;
        }
        if (from < 0 || to < 0 || promotion < 0 || from == to) {
            throw new IllegalArgumentException("chess move: expected UCI long algebraic notation (e2e4, e7e8q, e1g1), got '"
                    + text + "'");
        }
        return of(from, to, promotion);
    }
}
