package dev.arbiter.tournament.play.uci;

/**
 * What the UCI client needs of a FEN (Forsyth–Edwards Notation, the position format of UCI's {@code position
 * fen}): whose move it is, its second field. The rules themselves are the game's.
 */
final class Fen {

    private Fen() {
    }

    /** Whether the position's side to move is black ({@code b} in the second field); false for an empty FEN. */
    static boolean blackToMove(String fen) {
        String[] fields = fen.strip().split("\\s+");
        return fields.length > 1 && fields[1].equalsIgnoreCase("b");
    }
}
