package dev.arbiter.games.oware;

import dev.arbiter.engine.world.World;
import dev.arbiter.games.sowing.SowingText;

import java.util.Arrays;

/**
 * An Oware position: twelve houses in sowing order (0..5 actor 0's from his left, 6..11 actor 1's from his
 * left), the seeds each actor has captured, the actor to move and the ply count (which matters for the
 * {@code maxPlies} limit).
 */
public final class OwareWorld implements World<OwareWorld> {

    /** Houses per side. */
    static final int HOUSES = 6;
    /** Seeds in play. */
    static final int TOTAL = 48;

    private final int maxPlies;
    final int[] cells = new int[2 * HOUSES];
    final int[] captured = new int[2];
    /** Seeds in each actor's houses. */
    final int[] onSide = new int[2];
    int toMove;
    int ply;
    boolean ended;

    OwareWorld(int maxPlies) {
        this.maxPlies = maxPlies;
    }

    @Override
    public int actorToMove() {
        return toMove;
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    /**
     * The mover's non-empty houses; when the opponent has no seeds, only those whose sowing reaches him
     * (house {@code i} with at least {@code 6-i} seeds).
     */
    @Override
    public int legalActions(int[] out) {
        if (ended) {
            return 0;
        }
        int base = toMove * HOUSES;
        boolean mustFeed = onSide[toMove ^ 1] == 0;
        int n = 0;
        for (int i = 0; i < HOUSES; i++) {
            int seeds = cells[base + i];
            if (seeds > 0 && (!mustFeed || seeds >= HOUSES - i)) {
                out[n++] = i;
            }
        }
        return n;
    }

    private boolean hasLegalAction(int actor) {
        if (onSide[actor] == 0) {
            return false;
        }
        if (onSide[actor ^ 1] > 0) {
            return true;
        }
        int base = actor * HOUSES;
        for (int i = 0; i < HOUSES; i++) {
            if (cells[base + i] >= HOUSES - i) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sows house {@code action} of the mover counter-clockwise, skipping the emptied house on laps (12+
     * seeds), then captures backwards from the last house sown while it is on the opponent's side and holds
     * 2 or 3 seeds, unless that would take all of the opponent's seeds (grand slam: the move is played but
     * captures nothing). Then applies the end rules.
     */
    @Override
    public void apply(int action) {
        int me = toMove;
        int opp = me ^ 1;
        int from = me * HOUSES + action;
        int seeds = cells[from];
        cells[from] = 0;
        onSide[me] -= seeds;
        int pos = from;
        while (seeds > 0) {
            pos = pos + 1 == 2 * HOUSES ? 0 : pos + 1;
            if (pos == from) {
                continue;
            }
            cells[pos]++;
            onSide[pos / HOUSES]++;
            seeds--;
        }
        int first = opp * HOUSES;
        int k = pos;
        int taken = 0;
        while (k >= first && k < first + HOUSES && (cells[k] == 2 || cells[k] == 3)) {
            taken += cells[k];
            k--;
        }
        if (taken > 0 && taken < onSide[opp]) {
            for (int j = pos; j > k; j--) {
                cells[j] = 0;
            }
            onSide[opp] -= taken;
            captured[me] += taken;
        }
        ply++;
        toMove = opp;
        settle();
    }

    /**
     * The end rules, in order: an actor with more than 24 captured seeds has won (the seeds left on the board
     * stay uncounted); at the ply limit, or when the actor to move has no legal action (no seeds, or the
     * opponent has none and no move can give him some), each actor captures the seeds on his own side.
     */
    void settle() {
        if (2 * Math.max(captured[0], captured[1]) > TOTAL) {
            ended = true;
        } else if (ply >= maxPlies || !hasLegalAction(toMove)) {
            for (int actor = 0; actor < 2; actor++) {
                for (int i = 0; i < HOUSES; i++) {
                    captured[actor] += cells[actor * HOUSES + i];
                    cells[actor * HOUSES + i] = 0;
                }
                onSide[actor] = 0;
            }
            ended = true;
        } else {
            ended = false;
        }
    }

    @Override
    public boolean isEnd() {
        return ended;
    }

    /** The seeds {@code actor} has captured: the final result once the game has ended. */
    @Override
    public double score(int actor) {
        return captured[actor];
    }

    /** The seeds {@code actor} has captured. */
    public int capturedBy(int actor) {
        return captured[actor];
    }

    /** The seeds in house {@code index} (0-based from the owner's left) of {@code actor}. */
    public int seedsIn(int actor, int index) {
        return cells[actor * HOUSES + index];
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(OwareWorld other) {
        System.arraycopy(other.cells, 0, cells, 0, cells.length);
        captured[0] = other.captured[0];
        captured[1] = other.captured[1];
        onSide[0] = other.onSide[0];
        onSide[1] = other.onSide[1];
        toMove = other.toMove;
        ply = other.ply;
        ended = other.ended;
    }

    /** Hashes houses, captures and the actor to move (not the ply, like {@link #equals}). */
    @Override
    public long hash() {
        long h = SowingText.mix(toMove, captured[0]);
        h = SowingText.mix(h, captured[1]);
        for (int cell : cells) {
            h = SowingText.mix(h, cell);
        }
        return h;
    }

    /**
     * Equal houses, captures and actor to move. The ply counter is left out so that transpositions reached
     * in different numbers of moves are found; it only matters at the {@code maxPlies} horizon.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof OwareWorld w && w.toMove == toMove && w.captured[0] == captured[0]
                && w.captured[1] == captured[1] && Arrays.equals(w.cells, cells);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /**
     * {@code <houses of 0>,<captured by 0>/<houses of 1>,<captured by 1>/<actor to move>/<ply>}, each side
     * from its owner's left, e.g. {@code 4,4,4,4,4,4,0/4,4,4,4,4,4,0/0/0}.
     */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder(48);
        SowingText.appendSide(sb, cells, 0, HOUSES, captured[0]);
        sb.append('/');
        SowingText.appendSide(sb, cells, HOUSES, HOUSES, captured[1]);
        return sb.append('/').append(toMove).append('/').append(ply).toString();
    }

    /** North (actor 1) on top, right to left as seen from south (actor 0); captures at the ends. */
    @Override
    public String print() {
        StringBuilder sb = new StringBuilder();
        sb.append("     ");
        for (int i = HOUSES - 1; i >= 0; i--) {
            sb.append(String.format("%3d ", i + 1));
        }
        sb.append("  north (1)\n     ");
        for (int i = HOUSES - 1; i >= 0; i--) {
            sb.append(String.format("[%2d]", cells[HOUSES + i]));
        }
        sb.append('\n').append(String.format("(%2d)", captured[1])).append(" ".repeat(4 * HOUSES + 2))
                .append(String.format("(%2d)", captured[0])).append("\n     ");
        for (int i = 0; i < HOUSES; i++) {
            sb.append(String.format("[%2d]", cells[i]));
        }
        sb.append("\n     ");
        for (int i = 0; i < HOUSES; i++) {
            sb.append(String.format("%3d ", i + 1));
        }
        sb.append("  south (0)\n");
        if (ended) {
            int a = captured[0];
            int b = captured[1];
            sb.append(a == b ? "draw " + a + "-" + b : (a > b ? "south" : "north") + " wins " + Math.max(a, b) + "-" + Math.min(a, b));
        } else {
            sb.append(toMove == 0 ? "south" : "north").append(" to move, ply ").append(ply);
        }
        return sb.append('\n').toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
