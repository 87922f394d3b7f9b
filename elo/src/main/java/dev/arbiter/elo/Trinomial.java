package dev.arbiter.elo;

/**
 * Per-game (trinomial) match statistics of engine A against engine B: wins, draws and losses of A.
 *
 * <p>With {@code N = W + D + L} the mean score is {@code s = (W + D/2) / N}, the per-game score variance
 * {@code σ² = (W (1 - s)² + D (1/2 - s)² + L s²) / N}, and the standard error of the mean
 * {@code se = sqrt(σ² / N)}. The Elo difference and its interval come from the games fitted as two players
 * ({@link #fit()}), as every other figure (docs/STATISTICS.md). Normalized Elo
 * (Van den Bergh, "Normalized Elo", fishtest) is {@code nElo = (s - 1/2) / σ · 800 / ln 10}.
 *
 * @param wins   wins of A
 * @param draws  draws
 * @param losses losses of A
 */
public record Trinomial(long wins, long draws, long losses) {

    /** Validates the counts. */
    public Trinomial {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must be >= 0");
        }
    }

    /** @return total games {@code W + D + L} */
    public long games() {
        return wins + draws + losses;
    }

    /** @return mean score {@code (W + D/2) / N}, 0.5 when there are no games */
    public double score() {
        long n = games();
        return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
    }

    /** @return per-game score variance {@code (W (1-s)² + D (1/2-s)² + L s²) / N}, 0 when there are no games */
    public double variancePerGame() {
        long n = games();
        if (n == 0) {
            return 0.0;
        }
        double s = score();
        return (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    }

    /** @return standard error of the mean score {@code sqrt(σ² / N)} (infinite with no games) */
    public double scoreStdErr() {
        long n = games();
        return n == 0 ? Double.POSITIVE_INFINITY : Math.sqrt(variancePerGame() / n);
    }

    /** @return Elo with the 95% interval */
    public EloEstimate elo() {
        return elo(EloEstimate.DEFAULT_CONFIDENCE);
    }

    /**
     * A's Elo advantage with its score-type interval, the games fitted as two players ({@link #fit()}).
     *
     * @param confidence two-sided confidence level in (0, 1)
     * @return Elo with its interval
     */
    public EloEstimate elo(double confidence) {
        return fit().difference(0, 1, confidence);
    }

    /** @return the two-player Bradley–Terry fit of these games (A is player 0), each game its own cluster */
    public BradleyTerry.Fit fit() {
        ClusteredResults results = new ClusteredResults(2);
        long cluster = 0;
        for (long w = 0; w < wins; w++) {
            results.add(cluster++, 0, 1, 1.0);
        }
        for (long d = 0; d < draws; d++) {
            results.add(cluster++, 0, 1, 0.5);
        }
        for (long l = 0; l < losses; l++) {
            results.add(cluster++, 0, 1, 0.0);
        }
        return BradleyTerry.fit(results);
    }

    /** @return normalized Elo {@code (s - 1/2) / σ · 800 / ln 10}; 0 when the variance is 0 */
    public double normalizedElo() {
        double var = variancePerGame();
        return var > 0.0 ? (score() - 0.5) / Math.sqrt(var) * 2.0 * Elo.SCALE : 0.0;
    }

    /** @return the likelihood of superiority of A, from the same fit ({@link BradleyTerry.Fit#superiority}) */
    public double los() {
        return fit().superiority(0, 1);
    }
}
