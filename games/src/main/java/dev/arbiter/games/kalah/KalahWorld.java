package dev.arbiter.games.kalah;

import dev.arbiter.engine.world.World;
import dev.arbiter.games.sowing.SowingText;

import java.util.Arrays;

/**
 * A Kalah position: one int per cell in sowing order, {@code pits} houses of actor 0, actor 0's store,
 * {@code pits} houses of actor 1, actor 1's store. Sowing runs counter-clockwise, i.e. to increasing
 * indices, wrapping around and skipping the opponent's store. House {@code i} of one actor faces house
 * {@code pits-1-i} of the other.
 *
 * <p>Ended positions have their remaining seeds already stored (except after the article variant's
 * majority end, where they stay in the houses), so {@link #score} is simply the store.
 */
public final class KalahWorld implements World<KalahWorld> {

    final int pits;
    private final boolean emptyCapture;
    private final boolean article;
    private final int totalSeeds;
    final int[] cells;
    /** Seeds in each actor's houses (stores excluded). */
    final int[] onSide = new int[2];
    int toMove;
    int ply;
    boolean ended;

    KalahWorld(Kalah game) {
        this.pits = game.pits();
        this.emptyCapture = game.emptyCapture();
        this.article = game.articleVariant();
        this.totalSeeds = game.totalSeeds();
        this.cells = new int[2 * pits + 2];
    }

    boolean emptyCapture() {
        return emptyCapture;
    }

    int store(int actor) {
        return actor * (pits + 1) + pits;
    }

    int house(int actor, int index) {
        return actor * (pits + 1) + index;
    }

    @Override
    public int actorToMove() {
        return toMove;
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    @Override
    public int legalActions(int[] out) {
        if (ended) {
            return 0;
        }
        int base = toMove * (pits + 1);
        int n = 0;
        for (int i = 0; i < pits; i++) {
            if (cells[base + i] > 0) {
                out[n++] = i;
            }
        }
        return n;
    }

    /**
     * Sows the seeds of house {@code action} of the actor to move, then applies the extra-turn rule, the
     * capture rule and the end rules.
     */
    @Override
    public void apply(int action) {
        int me = toMove;
        int opp = me ^ 1;
        int from = house(me, action);
        int seeds = cells[from];
        cells[from] = 0;
        onSide[me] -= seeds;
        int ring = cells.length;
        int skip = store(opp);
        int pos = from;
        while (seeds > 0) {
            pos = pos + 1 == ring ? 0 : pos + 1;
            if (pos == skip) {
                continue;
            }
            cells[pos]++;
            seeds--;
            if (pos != pits && pos != ring - 1) {
                onSide[pos / (pits + 1)]++;
            }
        }
        boolean again = false;
        if (pos == store(me)) {
            again = true;
        } else if (article && pos == from) {
            again = true;
        } else if (pos / (pits + 1) == me && cells[pos] == 1) {
            capture(me, pos);
        }
        ply++;
        if (!again) {
            toMove = opp;
        }
        settle();
    }

    private void capture(int me, int pos) {
        int opp = me ^ 1;
        int opposite = house(opp, pits - 1 - (pos - house(me, 0)));
        int taken = cells[opposite];
        if (taken == 0 && !emptyCapture) {
            return;
        }
        cells[store(me)] += taken + 1;
        cells[pos] = 0;
        cells[opposite] = 0;
        onSide[me] -= 1;
        onSide[opp] -= taken;
    }

    /**
     * Applies the end rules: when either side's houses are empty, each actor stores what is left in his own
     * houses and the game ends; in the article variant it also ends when a store holds more than half of
     * all seeds.
     */
    void settle() {
        if (onSide[0] == 0 || onSide[1] == 0) {
            for (int actor = 0; actor < 2; actor++) {
                for (int i = 0; i < pits; i++) {
                    cells[store(actor)] += cells[house(actor, i)];
                    cells[house(actor, i)] = 0;
                }
                onSide[actor] = 0;
            }
            ended = true;
        } else if (article && 2 * Math.max(cells[store(0)], cells[store(1)]) > totalSeeds) {
            ended = true;
        } else {
            ended = false;
        }
    }

    @Override
    public boolean isEnd() {
        return ended;
    }

    /** The seeds in {@code actor}'s store: the final result once the game has ended. */
    @Override
    public double score(int actor) {
        return cells[store(actor)];
    }

    /** The seeds in {@code actor}'s store. */
    public int storeOf(int actor) {
        return cells[store(actor)];
    }

    /** The seeds in house {@code index} (0-based from the owner's left) of {@code actor}. */
    public int seedsIn(int actor, int index) {
        return cells[house(actor, index)];
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(KalahWorld other) {
        System.arraycopy(other.cells, 0, cells, 0, cells.length);
        onSide[0] = other.onSide[0];
        onSide[1] = other.onSide[1];
        toMove = other.toMove;
        ply = other.ply;
        ended = other.ended;
    }

    @Override
    public long hash() {
        long h = toMove;
        for (int cell : cells) {
            h = SowingText.mix(h, cell);
        }
        return h;
    }

    /** Equal cells and side to move; the ply counter is not part of the position. */
    @Override
    public boolean equals(Object o) {
        return o instanceof KalahWorld w && w.pits == pits && w.toMove == toMove && Arrays.equals(w.cells, cells);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /** {@code <houses of 0>,<store 0>/<houses of 1>,<store 1>/<actor to move>}, e.g. {@code 4,4,4,4,4,4,0/4,4,4,4,4,4,0/0}. */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder(4 * cells.length);
        SowingText.appendSide(sb, cells, 0, pits, cells[pits]);
        sb.append('/');
        SowingText.appendSide(sb, cells, pits + 1, pits, cells[2 * pits + 1]);
        return sb.append('/').append(toMove).toString();
    }

    /**
     * Actor 1 (north) on top, its houses right to left as the board is seen from actor 0 (south) at the
     * bottom; the stores at the ends (north's on the left), house numbers as actions name them.
     */
    @Override
    public String print() {
        StringBuilder sb = new StringBuilder();
        sb.append("     ");
        for (int i = pits - 1; i >= 0; i--) {
            sb.append(String.format("%3d ", i + 1));
        }
        sb.append("  north (1)\n     ");
        for (int i = pits - 1; i >= 0; i--) {
            sb.append(String.format("[%2d]", cells[house(1, i)]));
        }
        sb.append('\n').append(String.format("[%2d]", cells[store(1)])).append(" ".repeat(4 * pits + 2))
                .append(String.format("[%2d]", cells[store(0)])).append("\n     ");
        for (int i = 0; i < pits; i++) {
            sb.append(String.format("[%2d]", cells[house(0, i)]));
        }
        sb.append("\n     ");
        for (int i = 0; i < pits; i++) {
            sb.append(String.format("%3d ", i + 1));
        }
        sb.append("  south (0)\n");
        if (ended) {
            int a = cells[store(0)];
            int b = cells[store(1)];
            sb.append(a == b ? "draw " + a + "-" + b : (a > b ? "south" : "north") + " wins " + Math.max(a, b) + "-" + Math.min(a, b));
        } else {
            sb.append(toMove == 0 ? "south" : "north").append(" to move");
        }
        return sb.append('\n').toString();
    }

    @Override
    public String toString() {
        return encode();
    }
}
