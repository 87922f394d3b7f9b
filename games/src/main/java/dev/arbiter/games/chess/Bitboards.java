package dev.arbiter.games.chess;

/**
 * Attack tables of the chess board. Squares are numbered {@code a1} = 0, {@code b1} = 1 ... {@code h8} = 63 (little-endian
 * rank-file mapping); a bitboard is a {@code long} whose bit {@code s} stands for square {@code s}.
 *
 * <p>Sliding attacks use "plain" magic bitboards (Pradyumna Kannan's and Lasse Hansen's scheme, described on the Chess
 * Programming Wiki, "Magic Bitboards"): the blockers on a piece's relevant rays, multiplied by a per-square magic number,
 * give in their top bits an index into a table of attack sets. The magic numbers below were found once, for this class,
 * by a seeded random search over sparse 64-bit candidates (each accepted when no two blocker sets with different attacks
 * share an index); {@code BitboardsTest} checks every table entry against attacks traced ray by ray.
 *
 * <p>All tables are filled once when the class loads (about 0.9 MB) and never change.
 */
public final class Bitboards {

    /** Bitboard of the a-file. */
    public static final long FILE_A = 0x0101010101010101L;
    /** Bitboard of the first rank. */
    public static final long RANK_1 = 0xFFL;

    static final long[] KNIGHT_ATTACKS = new long[64];
    static final long[] KING_ATTACKS = new long[64];
    /** {@code PAWN_ATTACKS[colour][s]}: the squares a pawn of {@code colour} on {@code s} attacks. */
    static final long[][] PAWN_ATTACKS = new long[2][64];
    /** Squares strictly between two squares on a line (rank, file or diagonal), else 0. */
    static final long[][] BETWEEN = new long[64][64];
    /** The whole line (edge to edge) through two aligned squares, else 0. */
    static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MAGIC = {
            0x0080024000698090L, 0x8240014050002008L, 0x0280200080900018L, 0x2080080004100280L,
            0x1500100245000800L, 0x1500420400010008L, 0x2080220021000080L, 0x0200020100882054L,
            0x0188800090400020L, 0x0206004021020880L, 0x0800808020001000L, 0x0080801000800800L,
            0x0000808004000800L, 0x40120042000810C4L, 0x000D001200040100L, 0x1110800041000080L,
            0x1040208000400098L, 0x0520404010002000L, 0x0018808010002000L, 0x0201010010000820L,
            0x0020818028000400L, 0x4090808002000400L, 0x4042008080020100L, 0x0009020000A04401L,
            0x0120400580082080L, 0x4001002100400081L, 0x0010040020200800L, 0x0088008080081001L,
            0x01D0040280080080L, 0x0000100801200440L, 0x1100080400420110L, 0x040C244200040089L,
            0x80A0400223800084L, 0x0001200282804002L, 0x4520809001802008L, 0x2020801000800800L,
            0x210D001005000800L, 0x8001201008010440L, 0x0004700A04000188L, 0x0000204082001409L,
            0x4201008000430020L, 0xA020004010014020L, 0x4001004020010011L, 0x1410100008008080L,
            0x8841020408010010L, 0x0910040002008080L, 0x0202080150840002L, 0x1080084C008A0009L,
            0x4140800020400080L, 0xA424802300420A00L, 0x0030008014200080L, 0xC080082010010100L,
            0x0014040008008080L, 0x0088020080040080L, 0x0114423001082400L, 0x1382206104008200L,
            0x002D002080003041L, 0x0087114001002081L, 0x0011000A44102001L, 0xA004080500100021L,
            0x0402010408102002L, 0x5001000400080201L, 0x4600208802011004L, 0x0842202084004306L
    };
    private static final long[] BISHOP_MAGIC = {
            0x1004101001010010L, 0x000282020C050004L, 0x0804040C8208061CL, 0x00080A00214B0960L,
            0x200D10400C400000L, 0x1240922020122000L, 0x000403041B2080A0L, 0xC4E022010C194000L,
            0x8000C00202222200L, 0x044048104D0A0020L, 0x4210212805084080L, 0x0010044048816404L,
            0x0010020210418030L, 0x0040009004201180L, 0x8120070866100400L, 0x4000420054040410L,
            0x0340084624040400L, 0x5409000410108A00L, 0x0020404082008020L, 0x0008000088210044L,
            0xA004001880A02142L, 0x4008400080504028L, 0x20008C0604900802L, 0x0904840104A09000L,
            0x101A180240102480L, 0x0018602102441100L, 0x400D0108100C0224L, 0x0084010000200880L,
            0x0010840020802002L, 0x0880420000411000L, 0x04A1122421081100L, 0x0814810200884801L,
            0x0008B44000048808L, 0x0048020200100484L, 0x4028209000C80020L, 0x3002010040940040L,
            0x000908020002A200L, 0x9090020200002080L, 0x8188121480D04801L, 0x0102008020010412L,
            0x0104100208001000L, 0x0000680208013000L, 0x1022020204402A00L, 0x41445C2014404800L,
            0x0040200410404400L, 0x24C01A8102104100L, 0x000409084A008D02L, 0x4042180440800310L,
            0x5200411008200508L, 0x0220241202102008L, 0x2A00011088040200L, 0x0000024842088221L,
            0x000008710E021808L, 0x0000050428021000L, 0x5004200224010040L, 0x4004084800508080L,
            0x0320148210100400L, 0x6108109200904400L, 0x2044840E02010410L, 0x0200000000840420L,
            0x1000100010821201L, 0x9208A00891010200L, 0x6010108210110200L, 0x12020208023C0040L
    };

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final long[][] ROOK_TABLE = new long[64][];
    private static final long[][] BISHOP_TABLE = new long[64][];

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    /** {@code ROOK_RAYS[d][s]}: the squares from {@code s} (excluded) to the edge along {@code ROOK_DIRECTIONS[d]}. */
    private static final long[][] ROOK_RAYS = new long[4][64];
    /** {@code BISHOP_RAYS[d][s]}: as {@link #ROOK_RAYS}, along {@code BISHOP_DIRECTIONS[d]}. */
    private static final long[][] BISHOP_RAYS = new long[4][64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < 4; d++) {
                ROOK_RAYS[d][sq] = slowAttacks(sq, 0, ROOK_DIRECTIONS[d]);
                BISHOP_RAYS[d][sq] = slowAttacks(sq, 0, BISHOP_DIRECTIONS[d]);
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            int rank = sq >> 3;
            int file = sq & 7;
            for (int[] step : KNIGHT_STEPS) {
                KNIGHT_ATTACKS[sq] |= bit(rank + step[0], file + step[1]);
            }
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    if (dr != 0 || df != 0) {
                        KING_ATTACKS[sq] |= bit(rank + dr, file + df);
                    }
                }
            }
            PAWN_ATTACKS[Position.WHITE][sq] = bit(rank + 1, file - 1) | bit(rank + 1, file + 1);
            PAWN_ATTACKS[Position.BLACK][sq] = bit(rank - 1, file - 1) | bit(rank - 1, file + 1);
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRECTIONS);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRECTIONS);
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            ROOK_TABLE[sq] = fill(sq, ROOK_MASK[sq], ROOK_MAGIC[sq], ROOK_SHIFT[sq], ROOK_DIRECTIONS, ROOK_RAYS);
            BISHOP_TABLE[sq] = fill(sq, BISHOP_MASK[sq], BISHOP_MAGIC[sq], BISHOP_SHIFT[sq], BISHOP_DIRECTIONS,
                    BISHOP_RAYS);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long aBit = 1L << a;
                long bBit = 1L << b;
                if ((rookAttacks(a, 0) & bBit) != 0) {
                    BETWEEN[a][b] = rookAttacks(a, bBit) & rookAttacks(b, aBit);
                    LINE[a][b] = (rookAttacks(a, 0) & rookAttacks(b, 0)) | aBit | bBit;
                } else if ((bishopAttacks(a, 0) & bBit) != 0) {
                    BETWEEN[a][b] = bishopAttacks(a, bBit) & bishopAttacks(b, aBit);
                    LINE[a][b] = (bishopAttacks(a, 0) & bishopAttacks(b, 0)) | aBit | bBit;
                }
            }
        }
    }

    private Bitboards() {
    }

    /** The squares a rook on {@code sq} attacks when {@code occupied} holds the pieces on the board. */
    public static long rookAttacks(int sq, long occupied) {
        return ROOK_TABLE[sq][(int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    /** The squares a bishop on {@code sq} attacks when {@code occupied} holds the pieces on the board. */
    public static long bishopAttacks(int sq, long occupied) {
        return BISHOP_TABLE[sq][(int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** The squares a knight on {@code sq} attacks. */
    public static long knightAttacks(int sq) {
        return KNIGHT_ATTACKS[sq];
    }

    /** The squares a king on {@code sq} attacks. */
    public static long kingAttacks(int sq) {
        return KING_ATTACKS[sq];
    }

    /** The squares a pawn of {@code colour} on {@code sq} attacks. */
    public static long pawnAttacks(int colour, int sq) {
        return PAWN_ATTACKS[colour][sq];
    }

    /** The squares whose blockers change a rook's (or bishop's) attacks from {@code sq}: the key of its table. */
    static long relevantBlockers(int sq, boolean rook) {
        return rook ? ROOK_MASK[sq] : BISHOP_MASK[sq];
    }

    /** Attacks traced ray by ray, stopping at (and including) the first blocker: the reference for the tables. */
    static long slowAttacks(int sq, long occupied, boolean rook) {
        long attacks = 0;
        for (int[] d : rook ? ROOK_DIRECTIONS : BISHOP_DIRECTIONS) {
            attacks |= slowAttacks(sq, occupied, d);
        }
        return attacks;
    }

    /** The attacks along one direction {@code d} ({@code {rank step, file step}}), traced square by square. */
    private static long slowAttacks(int sq, long occupied, int[] d) {
        long attacks = 0;
        int rank = (sq >> 3) + d[0];
        int file = (sq & 7) + d[1];
        while (rank >= 0 && rank < 8 && file >= 0 && file < 8) {
            int s = rank * 8 + file;
            attacks |= 1L << s;
            if ((occupied >>> s & 1) != 0) {
                break;
            }
            rank += d[0];
            file += d[1];
        }
        return attacks;
    }

    /**
     * The same attacks as {@link #slowAttacks(int, long, boolean)} from the rays: along each direction the ray up to
     * its first blocker (the ray beyond the blocker taken off), the nearest blocker being the lowest set bit of a
     * direction that increases the square number and the highest of one that decreases it. No loop over squares:
     * the tables' 107,648 entries are filled this way when the class loads, mostly before the compiler has seen this
     * code, where tracing square by square took a few times longer.
     */
    private static long rayAttacks(int sq, long occupied, int[][] directions, long[][] rays) {
        long attacks = 0;
        for (int d = 0; d < directions.length; d++) {
            long ray = rays[d][sq];
            long blockers = ray & occupied;
            if (blockers == 0) {
                attacks |= ray;
            } else {
                boolean increasing = directions[d][0] > 0 || (directions[d][0] == 0 && directions[d][1] > 0);
                int first = increasing ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
                attacks |= ray ^ rays[d][first];
            }
        }
        return attacks;
    }

    private static long relevantMask(int sq, int[][] directions) {
        long mask = 0;
        for (int[] d : directions) {
            int rank = (sq >> 3) + d[0];
            int file = (sq & 7) + d[1];
            while (rank + d[0] >= 0 && rank + d[0] < 8 && file + d[1] >= 0 && file + d[1] < 8) {
                mask |= 1L << (rank * 8 + file);
                rank += d[0];
                file += d[1];
            }
        }
        return mask;
    }

    private static long[] fill(int sq, long mask, long magic, int shift, int[][] directions, long[][] rays) {
        long[] table = new long[1 << (64 - shift)];
        long subset = 0;
        do {
            table[(int) ((subset * magic) >>> shift)] = rayAttacks(sq, subset, directions, rays);
            subset = (subset - mask) & mask;
        } while (subset != 0);
        return table;
    }

    private static long bit(int rank, int file) {
        return rank >= 0 && rank < 8 && file >= 0 && file < 8 ? 1L << (rank * 8 + file) : 0;
    }
}
