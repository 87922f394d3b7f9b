package dev.arbiter.elo;

import java.util.Arrays;

/**
 * Classic sequential Elo ratings (MiniFrame's secondary column): after every game both players move by
 * {@code K (S - E)}, where {@code S} is the actual score and {@code E = 1 / (1 + 10^((R_opp - R) / 400))}
 * the expected score (A. Elo, 1978; FIDE rating regulations). The result depends on game order and is
 * meant as a running indicator; {@link BradleyTerry} is the order-free joint estimate.
 */
public final class SequentialElo {

    private final double k;
    private final double[] ratings;

    /**
     * @param players number of players
     * @param k       K-factor (&gt; 0), the largest possible change per game
     * @param initial starting rating of every player
     */
    public SequentialElo(int players, double k, double initial) {
        if (players < 0 || !(k > 0) || Double.isInfinite(k) || !Double.isFinite(initial)) {
            throw new IllegalArgumentException("need players >= 0, finite k > 0 and a finite initial rating");
        }
        this.k = k;
        this.ratings = new double[players];
        Arrays.fill(ratings, initial);
    }

    /**
     * Records one game and updates both ratings by {@code ±K (S_a - E_a)}; the sum of ratings is preserved.
     *
     * @param a      first player
     * @param b      second player (different from a)
     * @param scoreA score of {@code a}: 1 win, 0.5 draw, 0 loss (any value in [0, 1])
     */
    public void update(int a, int b, double scoreA) {
        if (a == b) {
            throw new IllegalArgumentException("a player cannot play itself");
        }
        if (!(scoreA >= 0.0 && scoreA <= 1.0)) {
            throw new IllegalArgumentException("score must be in [0, 1]: " + scoreA);
        }
        double expected = expected(ratings[a], ratings[b]);
        double delta = k * (scoreA - expected);
        ratings[a] += delta;
        ratings[b] -= delta;
    }

    /**
     * Expected score {@code E = 1 / (1 + 10^((rb - ra) / 400))}.
     *
     * @param ra rating of the player
     * @param rb rating of the opponent
     * @return the expected score of the player
     */
    public static double expected(double ra, double rb) {
        return Elo.toScore(ra - rb);
    }

    /**
     * @param player a player
     * @return the current rating
     */
    public double rating(int player) {
        return ratings[player];
    }

    /** @return a copy of all current ratings */
    public double[] ratings() {
        return ratings.clone();
    }

    /** @return the K-factor */
    public double k() {
        return k;
    }
}
