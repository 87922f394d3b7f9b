package dev.arbiter.games.chess;

import dev.arbiter.engine.world.World;

/**
 * A chess game in progress: the {@link Position} plus what the draw rules need of the game's past, the hashes of the
 * positions since the last capture or pawn move. Actor 0 is White, actor 1 Black.
 *
 * <p>The game ends, as fastchess and cutechess-cli end it without waiting for a claim, at checkmate, stalemate, the
 * third occurrence of a position (same placement, side to move, castling rights and en-passant capture), the
 * fifty-move rule (100 plies without a capture or pawn move; a checkmate given by the 100th ply stands) and
 * insufficient material ({@link Position#insufficientMaterial}); see {@link Ending}. An ended world has no legal
 * actions.
 *
 * <p>The hashes live in a ring of 128 entries (the fifty-move rule ends a game before a repetition can reach further
 * back); {@link #copyFrom} copies only the entries since the last irreversible move. Nothing allocates after
 * construction.
 */
public final class ChessWorld implements World<ChessWorld> {

    private static final int RING = 128;

    private final Position board = new Position();
    private final long[] history = new long[RING];
    /** Moves generated to find the ending, then the sort keys of {@link #tacticalActions}: never both at once. */
    private final int[] scratch = new int[Position.MAX_MOVES];
    /** How many legal moves of this position {@link #scratch} holds, or -1 when it holds none of them. */
    private int scratchMoves = -1;
    /** Plies played since the initial world of the game. */
    private int ply;
    /** The ending, or null while not yet known for this position. */
    private Ending ending;

    /** The position on the board (read it; change it only through {@link #apply}). */
    public Position position() {
        return board;
    }

    /** Sets this world to {@code position} with no history, at ply 0. */
    public void reset(Position position) {
        board.copyFrom(position);
        ply = 0;
        history[0] = board.hash();
        ending = null;
        scratchMoves = -1;
    }

    /** How the game ended, or {@link Ending#NONE} while it goes on. */
    public Ending ending() {
        if (ending == null) {
            ending = drawRuleEnding();
            if (ending == Ending.NONE || ending == Ending.FIFTY_MOVES) {
                int n = board.legalMoves(scratch);
                scratchMoves = n;
                if (n == 0) {
                    ending = board.inCheck() ? Ending.CHECKMATE : Ending.STALEMATE;
                }
            }
        }
        return ending;
    }

    /** The winner's colour, or -1 for a draw or a game not over. */
    public int winner() {
        return ending() == Ending.CHECKMATE ? board.sideToMove() ^ 1 : -1;
    }

    private Ending drawRuleEnding() {
        if (board.halfmoveClock() >= 100) {
            return Ending.FIFTY_MOVES;
        }
        if (board.insufficientMaterial()) {
            return Ending.INSUFFICIENT_MATERIAL;
        }
        return repetitions() >= 3 ? Ending.THREEFOLD_REPETITION : Ending.NONE;
    }

    /** How many times the current position has occurred in this game (1 for a new one), within the rule's reach. */
    public int repetitions() {
        long hash = board.hash();
        int reach = Math.min(board.halfmoveClock(), ply);
        int count = 1;
        for (int back = 4; back <= reach; back += 2) {
            if (history[(ply - back) & (RING - 1)] == hash) {
                count++;
            }
        }
        return count;
    }

    @Override
    public int actorToMove() {
        return board.sideToMove();
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    @Override
    public int legalActions(int[] out) {
        if (ending != null) {
            if (ending != Ending.NONE) {
                return 0;
            }
            if (scratchMoves >= 0) {
                System.arraycopy(scratch, 0, out, 0, scratchMoves);
                return scratchMoves;
            }
            return board.legalMoves(out);
        }
        Ending drawn = drawRuleEnding();
        if (drawn != Ending.NONE) {
            ending();
            return 0;
        }
        int n = board.legalMoves(out);
        ending = n > 0 ? Ending.NONE : board.inCheck() ? Ending.CHECKMATE : Ending.STALEMATE;
        return n;
    }

    /**
     * Captures and promotions, the most valuable victim first and among equal victims the least valuable attacker
     * (MVV-LVA); every legal move when in check, so the quiescence search sees the evasions.
     */
    @Override
    public int tacticalActions(int[] out) {
        int all = legalActions(out);
        scratchMoves = -1;
        if (all == 0 || board.inCheck()) {
            return all;
        }
        int n = 0;
        for (int i = 0; i < all; i++) {
            int move = out[i];
            int promotion = Move.promotion(move);
            if (!board.isCapture(move) && promotion == 0) {
                continue;
            }
            int victim = board.typeAt(Move.to(move));
            int key = (victim < 0 ? Position.PAWN : victim) * 8 + promotion * 8 + 7 - board.typeAt(Move.from(move));
            int at = n++;
            while (at > 0 && scratch[at - 1] < key) {
                scratch[at] = scratch[at - 1];
                out[at] = out[at - 1];
                at--;
            }
            scratch[at] = key;
            out[at] = move;
        }
        return n;
    }

    @Override
    public void apply(int action) {
        board.make(action);
        ply++;
        history[ply & (RING - 1)] = board.hash();
        ending = null;
        scratchMoves = -1;
    }

    @Override
    public boolean isEnd() {
        return ending() != Ending.NONE;
    }

    /**
     * 1 / 0.5 / 0 for a win, draw or loss once the game is over; before, the same by material (pawn 1, knight and
     * bishop 3, rook 5, queen 9), for adjudication.
     */
    @Override
    public double score(int actor) {
        if (isEnd()) {
            int winner = winner();
            return winner < 0 ? 0.5 : winner == actor ? 1.0 : 0.0;
        }
        int balance = material(actor) - material(actor ^ 1);
        return balance > 0 ? 1.0 : balance == 0 ? 0.5 : 0.0;
    }

    private int material(int colour) {
        return Long.bitCount(board.pieces(colour, Position.PAWN))
                + 3 * Long.bitCount(board.pieces(colour, Position.KNIGHT) | board.pieces(colour, Position.BISHOP))
                + 5 * Long.bitCount(board.pieces(colour, Position.ROOK))
                + 9 * Long.bitCount(board.pieces(colour, Position.QUEEN));
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(ChessWorld other) {
        board.copyFrom(other.board);
        ply = other.ply;
        ending = other.ending;
        scratchMoves = -1;
        int reach = Math.min(Math.min(board.halfmoveClock(), ply), RING - 1);
        for (int back = 0; back <= reach; back++) {
            int i = (ply - back) & (RING - 1);
            history[i] = other.history[i];
        }
    }

    @Override
    public long hash() {
        return board.hash();
    }

    /** The FEN of the position with its spaces as underscores (readable back by {@link Chess#decodeWorld}). */
    @Override
    public String encode() {
        return Fen.write(board).replace(' ', '_');
    }

    /** The FEN of the position, as a chess program reads it. */
    @Override
    public String describe() {
        return Fen.write(board);
    }

    @Override
    public String print() {
        StringBuilder sb = new StringBuilder(200);
        for (int rank = 7; rank >= 0; rank--) {
            sb.append(rank + 1).append(' ');
            for (int file = 0; file < 8; file++) {
                int sq = rank * 8 + file;
                int type = board.typeAt(sq);
                char c = type < 0 ? '.' : "pnbrqk".charAt(type);
                sb.append(board.colourAt(sq) == Position.WHITE ? Character.toUpperCase(c) : c);
                sb.append(file < 7 ? " " : "\n");
            }
        }
        sb.append("  a b c d e f g h\n").append(Fen.write(board));
        return sb.toString();
    }

    @Override
    public long footprintBytes() {
        return 16 + 14 * 8 + 16 + RING * 8 + 16 + Position.MAX_MOVES * 4 + 32;
    }

    @Override
    public String toString() {
        return encode();
    }
}
