package dev.arbiter.games.chess;

/**
 * Forsyth-Edwards Notation, read and written (the PGN standard's section 16.1): placement, side to move, castling
 * rights, en-passant square, half-move clock and full-move number. The last two fields may be missing (EPD, and many
 * FENs found in the wild): they are then 0 and 1. A position that cannot arise or be played from (not exactly one king
 * a side, pawns on the first or last rank, the side not to move in check) is refused with a message naming the field.
 */
public final class Fen {

    /** The standard starting position. */
    public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final String PIECE_LETTERS = "pnbrqk";

    private Fen() {
    }

    /**
     * The position of a FEN.
     *
     * @throws IllegalArgumentException naming the field that is malformed
     */
    public static Position read(String fen) {
        Position position = new Position();
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 4 || fields.length > 6) {
            throw bad(fen, "expected 4 to 6 space-separated fields (placement, side, castling, en passant, half-moves, "
                    + "move number), got " + fields.length);
        }
        readPlacement(position, fen, fields[0]);
        int side = switch (fields[1]) {
            case "w" -> Position.WHITE;
            case "b" -> Position.BLACK;
            default -> throw bad(fen, "side to move: expected w or b, got '" + fields[1] + "'");
        };
        int rights = readCastling(fen, fields[2]);
        int enPassant = -1;
        if (!fields[3].equals("-")) {
            enPassant = fields[3].length() == 2 ? Move.square(fields[3], 0) : -1;
            int rank = enPassant >> 3;
            if (enPassant < 0 || rank != (side == Position.WHITE ? 5 : 2)) {
                throw bad(fen, "en passant: expected - or a square on the " + (side == Position.WHITE ? "6th" : "3rd")
                        + " rank, got '" + fields[3] + "'");
            }
        }
        int halfmoves = fields.length > 4 ? number(fen, fields[4], "half-move clock", 0) : 0;
        int fullmoves = fields.length > 5 ? number(fen, fields[5], "move number", 1) : 1;
        position.finishSetUp(side, rights, enPassant, halfmoves, fullmoves);
        int opponentKing = position.kingSquare(side ^ 1);
        if (position.attacked(opponentKing, side, position.occupied())) {
            throw bad(fen, "the side not to move (" + (side == Position.WHITE ? "Black" : "White") + ") is in check");
        }
        return position;
    }

    /** The FEN of {@code position}, all six fields. */
    public static String write(Position position) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int sq = rank * 8 + file;
                int type = position.typeAt(sq);
                if (type < 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                char letter = PIECE_LETTERS.charAt(type);
                sb.append(position.colourAt(sq) == Position.WHITE ? Character.toUpperCase(letter) : letter);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(position.sideToMove() == Position.WHITE ? " w " : " b ");
        int rights = position.castlingRights();
        if (rights == 0) {
            sb.append('-');
        } else {
            appendIf(sb, rights, Position.WHITE_KINGSIDE, 'K');
            appendIf(sb, rights, Position.WHITE_QUEENSIDE, 'Q');
            appendIf(sb, rights, Position.BLACK_KINGSIDE, 'k');
            appendIf(sb, rights, Position.BLACK_QUEENSIDE, 'q');
        }
        sb.append(' ').append(position.epSquare() < 0 ? "-" : Move.squareName(position.epSquare()));
        sb.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return sb.toString();
    }

    private static void appendIf(StringBuilder sb, int rights, int right, char letter) {
        if ((rights & right) != 0) {
            sb.append(letter);
        }
    }

    private static void readPlacement(Position position, String fen, String placement) {
        position.clear();
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw bad(fen, "placement: expected 8 ranks separated by '/', got " + ranks.length);
        }
        int[] kings = new int[2];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                    continue;
                }
                int type = PIECE_LETTERS.indexOf(Character.toLowerCase(c));
                if (type < 0) {
                    throw bad(fen, "placement: unexpected '" + c + "' on rank " + (rank + 1)
                            + " (expected one of PNBRQK pnbrqk 1-8)");
                }
                if (file > 7) {
                    break;
                }
                int colour = Character.isUpperCase(c) ? Position.WHITE : Position.BLACK;
                if (type == Position.PAWN && (rank == 0 || rank == 7)) {
                    throw bad(fen, "placement: a pawn on rank " + (rank + 1));
                }
                if (type == Position.KING) {
                    kings[colour]++;
                }
                position.place(colour, type, rank * 8 + file);
                file++;
            }
            if (file != 8) {
                throw bad(fen, "placement: rank " + (rank + 1) + " has " + file + " squares, expected 8");
            }
        }
        if (kings[0] != 1 || kings[1] != 1) {
            throw bad(fen, "placement: expected one king of each colour, got " + kings[0] + " white and " + kings[1]
                    + " black");
        }
    }

    private static int readCastling(String fen, String field) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (char c : field.toCharArray()) {
            int right = switch (c) {
                case 'K' -> Position.WHITE_KINGSIDE;
                case 'Q' -> Position.WHITE_QUEENSIDE;
                case 'k' -> Position.BLACK_KINGSIDE;
                case 'q' -> Position.BLACK_QUEENSIDE;
                default -> 0;
            };
            if (right == 0 || (rights & right) != 0) {
                throw bad(fen, "castling: expected - or some of KQkq once each, got '" + field + "'");
            }
            rights |= right;
        }
        return rights;
    }

    private static int number(String fen, String field, String name, int min) {
        try {
            int value = Integer.parseInt(field);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw bad(fen, name + ": expected a whole number of at least " + min + ", got '" + field + "'");
    }

    private static IllegalArgumentException bad(String fen, String what) {
        return new IllegalArgumentException("FEN '" + fen.trim() + "': " + what);
    }
}
