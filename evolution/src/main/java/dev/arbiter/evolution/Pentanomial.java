package dev.arbiter.evolution;

import java.util.Arrays;

/**
 * Counts of seat-paired game pairs by the points the first vector (A) scored in the pair: index
 * {@code h} counts pairs where A scored {@code h / 2} points, so the five cells are 0, 0.5, 1, 1.5 and 2.
 * A pair is two games between the same two vectors in which each vector plays each seat once.
 *
 * @param counts five non-negative counts, indexed by A's half-points in the pair
 */
public record Pentanomial(long[] counts) {

    /** Number of cells: pair scores 0, 0.5, 1, 1.5, 2. */
    public static final int CELLS = 5;

    /** Validates and copies the counts. */
    public Pentanomial {
        if (counts.length != CELLS) {
            throw new IllegalArgumentException("a pentanomial has 5 cells, got " + counts.length);
        }
        for (long c : counts) {
            if (c < 0) {
                throw new IllegalArgumentException("negative count: " + Arrays.toString(counts));
            }
        }
        counts = counts.clone();
    }

    /** An empty count. */
    public static Pentanomial empty() {
        return new Pentanomial(new long[CELLS]);
    }

    /** One pair in which A scored {@code halfPoints / 2} points. */
    public static Pentanomial single(int halfPoints) {
        long[] c = new long[CELLS];
        c[checkHalfPoints(halfPoints)] = 1;
        return new Pentanomial(c);
    }

    /** Checks that {@code halfPoints} is a pair score in half points, 0..4. */
    public static int checkHalfPoints(int halfPoints) {
        if (halfPoints < 0 || halfPoints >= CELLS) {
            throw new IllegalArgumentException("pair half-points must be in 0..4: " + halfPoints);
        }
        return halfPoints;
    }

    /** Returns a copy of the counts. */
    @Override
    public long[] counts() {
        return counts.clone();
    }

    /** Count of pairs in which A scored {@code halfPoints / 2}. */
    public long count(int halfPoints) {
        return counts[halfPoints];
    }

    /** Number of pairs. */
    public long pairs() {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }

    /** Number of games (two per pair). */
    public long games() {
        return 2 * pairs();
    }

    /** Points A scored over all games. */
    public double points() {
        double p = 0;
        for (int h = 0; h < CELLS; h++) {
            p += 0.5 * h * counts[h];
        }
        return p;
    }

    /** A's score fraction over all games, or 0.5 when no pair was played. */
    public double score() {
        long n = pairs();
        return n == 0 ? 0.5 : points() / (2.0 * n);
    }

    /** The sum of this count and another. */
    public Pentanomial plus(Pentanomial other) {
        long[] c = counts.clone();
        for (int h = 0; h < CELLS; h++) {
            c[h] += other.counts[h];
        }
        return new Pentanomial(c);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pentanomial p && Arrays.equals(counts, p.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return "Pentanomial" + Arrays.toString(counts);
    }
}
