package dev.arbiter.games.chess;

/** Why a chess game is over ({@link ChessWorld#ending()}), or {@link #NONE} while it goes on. */
public enum Ending {
    /** The game goes on. */
    NONE("none"),
    /** The side to move is in check and has no legal move: it lost. */
    CHECKMATE("checkmate"),
    /** The side to move is not in check and has no legal move: a draw. */
    STALEMATE("stalemate"),
    /** The position occurred for the third time: a draw. */
    THREEFOLD_REPETITION("threefold repetition"),
    /** 100 plies without a capture or pawn move: a draw. */
    FIFTY_MOVES("fifty-move rule"),
    /** Neither side has the material to mate: a draw. */
    INSUFFICIENT_MATERIAL("insufficient material");

    private final String description;

    Ending(String description) {
        this.description = description;
    }

    /** The ending in words, as in a PGN comment or a referee's log: {@code threefold repetition}. */
    public String description() {
        return description;
    }

    /** Whether the game is over and nobody won. */
    public boolean isDraw() {
        return this != NONE && this != CHECKMATE;
    }
}
