package dev.arbiter.examples.nim;

import dev.arbiter.engine.world.World;

import java.util.Arrays;

/**
 * A Nim position: the stones left in each heap and whose turn it is. Two actors (0 and 1) take turns; whoever
 * takes the last stone wins. Mutable and allocation-free after construction, as the search needs.
 */
public final class NimWorld implements World<NimWorld> {

    final int[] heaps;
    int toMove;
    int ply;
    int stones;

    NimWorld(int heapCount) {
        this.heaps = new int[heapCount];
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
        int n = 0;
        for (int h = 0; h < heaps.length; h++) {
            for (int take = 1; take <= heaps[h]; take++) {
                out[n++] = NimGame.action(h, take);
            }
        }
        return n;
    }

    @Override
    public void apply(int action) {
        int take = NimGame.take(action);
        heaps[NimGame.heap(action)] -= take;
        stones -= take;
        toMove = 1 - toMove;
        ply++;
    }

    @Override
    public boolean isEnd() {
        return stones == 0;
    }

    /** 1 for the winner (who took the last stone), 0 otherwise; 0 for both before the end. */
    @Override
    public double score(int actor) {
        return isEnd() && actor != toMove ? 1 : 0;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(NimWorld other) {
        System.arraycopy(other.heaps, 0, heaps, 0, heaps.length);
        toMove = other.toMove;
        ply = other.ply;
        stones = other.stones;
    }

    /** The nim-sum: the exclusive or of the heap sizes; zero exactly when the actor to move loses. */
    int nimSum() {
        int x = 0;
        for (int h : heaps) {
            x ^= h;
        }
        return x;
    }

    @Override
    public long hash() {
        long key = toMove;
        for (int h : heaps) {
            key = key * 64 + h;
        }
        key *= 0x9E3779B97F4A7C15L;
        return key ^ (key >>> 29);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NimWorld w && w.toMove == toMove && Arrays.equals(w.heaps, heaps);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /** The heaps joined by dots, a slash and the actor to move: {@code 3.5.7/0}. */
    @Override
    public String encode() {
        StringBuilder sb = new StringBuilder();
        for (int h = 0; h < heaps.length; h++) {
            sb.append(h == 0 ? "" : ".").append(heaps[h]);
        }
        return sb.append('/').append(toMove).toString();
    }

    @Override
    public String print() {
        StringBuilder sb = new StringBuilder();
        for (int h = 0; h < heaps.length; h++) {
            sb.append("heap ").append(h + 1).append(": ").append("|".repeat(heaps[h])).append(" (").append(heaps[h])
                    .append(")\n");
        }
        return sb.append(isEnd() ? "over, actor " + (1 - toMove) + " took the last stone" : "actor " + toMove + " to move")
                .append('\n').toString();
    }
}
