package dev.arbiter.games.tron;

import dev.arbiter.engine.world.World;

import java.util.Arrays;

/**
 * A light-cycles position: the grid of cells (free, wall, or the trail of a player), each player's head,
 * who has been eliminated and in which order, the player to move and the ply. Cells are numbered row by row
 * from the top left ({@code row * width + col}). The hash is an incremental Zobrist hash of the
 * <em>occupied</em> cells (not their owners: the same walls with the same heads are the same problem), the
 * heads, the elimination ranks and the player to move. See {@link Tron} for the rules and the text forms.
 */
public final class TronWorld implements World<TronWorld> {

    static final byte FREE = 0;
    static final byte WALL = 5;

    private final Tron game;
    final byte[] cells;
    final int[] heads;
    /** Per player: -1 while alive, else how many players had been eliminated before it. */
    final int[] ranks;
    int eliminated;
    int toMove;
    int ply;
    long hash;

    TronWorld(Tron game) {
        this.game = game;
        this.cells = new byte[game.width() * game.height()];
        this.heads = new int[game.actorCount()];
        this.ranks = new int[game.actorCount()];
    }

    @Override
    public int actorToMove() {
        return toMove;
    }

    @Override
    public boolean isAlive(int actor) {
        return ranks[actor] < 0;
    }

    /** Number of players still alive. */
    public int aliveCount() {
        return heads.length - eliminated;
    }

    /** The elimination rank of {@code actor}: -1 while alive, 0 for the first player eliminated, ... */
    public int rank(int actor) {
        return ranks[actor];
    }

    /** The cell index of {@code actor}'s head (kept after elimination). */
    public int head(int actor) {
        return heads[actor];
    }

    /**
     * The cell next to {@code cell} in direction {@code dir} (0 up, 1 down, 2 left, 3 right), or -1 off the
     * grid.
     */
    int neighbour(int cell, int dir) {
        int w = game.width();
        switch (dir) {
            case Tron.UP:
                return cell >= w ? cell - w : -1;
            case Tron.DOWN:
                return cell + w < cells.length ? cell + w : -1;
            case Tron.LEFT:
                return cell % w != 0 ? cell - 1 : -1;
            default:
                return cell % w != w - 1 ? cell + 1 : -1;
        }
    }

    /** Whether {@code cell} is on the grid and free. */
    boolean free(int cell) {
        return cell >= 0 && cells[cell] == FREE;
    }

    /**
     * The free directions of the mover in the order up, down, left, right; when there is none, the single
     * action {@link Tron#CRASH}.
     */
    @Override
    public int legalActions(int[] out) {
        if (isEnd()) {
            return 0;
        }
        int head = heads[toMove];
        int n = 0;
        for (int dir = 0; dir < 4; dir++) {
            if (free(neighbour(head, dir))) {
                out[n++] = dir;
            }
        }
        if (n == 0) {
            out[n++] = Tron.CRASH;
        }
        return n;
    }

    /** Moves the mover's head; {@link Tron#CRASH} or a move into an occupied cell eliminates it. */
    @Override
    public void apply(int action) {
        int p = toMove;
        int target = action == Tron.CRASH ? -1 : neighbour(heads[p], action);
        if (free(target)) {
            cells[target] = (byte) (p + 1);
            hash ^= game.occupiedKey(target) ^ game.headKey(p, heads[p]) ^ game.headKey(p, target);
            heads[p] = target;
        } else {
            hash ^= game.rankKey(p, -1) ^ game.rankKey(p, eliminated);
            ranks[p] = eliminated++;
        }
        ply++;
        if (aliveCount() > 1) {
            int next = p;
            do {
                next = (next + 1) % heads.length;
            } while (ranks[next] >= 0);
            hash ^= game.moveKey(p) ^ game.moveKey(next);
            toMove = next;
        }
    }

    @Override
    public boolean isEnd() {
        return aliveCount() <= 1 || ply >= game.maxPlies();
    }

    /**
     * The number of players eliminated before {@code actor}; for a player still alive, the number eliminated
     * so far. So the last survivor scores {@code players-1}, earlier eliminations score less, and players
     * alive at {@code maxPlies} tie above every eliminated one.
     */
    @Override
    public double score(int actor) {
        return ranks[actor] >= 0 ? ranks[actor] : eliminated;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(TronWorld other) {
        System.arraycopy(other.cells, 0, cells, 0, cells.length);
        System.arraycopy(other.heads, 0, heads, 0, heads.length);
        System.arraycopy(other.ranks, 0, ranks, 0, ranks.length);
        eliminated = other.eliminated;
        toMove = other.toMove;
        ply = other.ply;
        hash = other.hash;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** Recomputes {@link #hash} from scratch (after decoding or setting up a world). */
    void rehash() {
        long h = game.moveKey(toMove);
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] != FREE) {
                h ^= game.occupiedKey(cell);
            }
        }
        for (int p = 0; p < heads.length; p++) {
            h ^= game.headKey(p, heads[p]) ^ game.rankKey(p, ranks[p]);
        }
        hash = h;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TronWorld w && w.game.equals(game) && w.toMove == toMove && w.ply == ply
                && Arrays.equals(w.cells, cells) && Arrays.equals(w.heads, heads) && Arrays.equals(w.ranks, ranks);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** The text of one cell: a head letter, a trail digit, {@code #} or {@code .}. */
    char cellChar(int cell) {
        for (int p = 0; p < heads.length; p++) {
            if (heads[p] == cell) {
                return (char) ('A' + p);
            }
        }
        byte c = cells[cell];
        return c == FREE ? '.' : c == WALL ? '#' : (char) ('0' + c - 1);
    }

    /** {@code <rows top down, '/'-separated>:<to move>:<status per player>:<ply>}; see {@link Tron}. */
    @Override
    public String encode() {
        int w = game.width();
        StringBuilder sb = new StringBuilder(cells.length + game.height() + 16);
        for (int cell = 0; cell < cells.length; cell++) {
            if (cell > 0 && cell % w == 0) {
                sb.append('/');
            }
            sb.append(cellChar(cell));
        }
        sb.append(':').append(toMove).append(':');
        for (int rank : ranks) {
            sb.append(rank < 0 ? '*' : (char) ('0' + rank));
        }
        return sb.append(':').append(ply).toString();
    }

    @Override
    public String print() {
        int w = game.width();
        StringBuilder sb = new StringBuilder();
        for (int cell = 0; cell < cells.length; cell++) {
            sb.append(cell % w == 0 ? "" : " ").append(cellChar(cell));
            if (cell % w == w - 1) {
                sb.append('\n');
            }
        }
        for (int p = 0; p < heads.length; p++) {
            sb.append((char) ('A' + p)).append(' ').append(ranks[p] < 0 ? "alive" : "out " + (ranks[p] + 1)
                    + (ranks[p] == 0 ? "st" : ranks[p] == 1 ? "nd" : ranks[p] == 2 ? "rd" : "th"));
            sb.append(p + 1 < heads.length ? ", " : "\n");
        }
        sb.append(isEnd() ? "ended at ply " + ply : (char) ('A' + toMove) + " to move, ply " + ply);
        return sb.append('\n').toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
