package dev.arbiter.elo;

/**
 * Game-pair (pentanomial) statistics of engine A against engine B. Games are played in pairs with the
 * same opening and colours reversed; a pair is worth 0, 1/2, 1, 3/2 or 2 points to A.
 *
 * <p>With {@code N} pairs and {@code a_k = k/4} the pair score per game ({@code k = 0..4}), the mean score
 * is {@code s = Σ n_k a_k / N}, the pair variance {@code σ²_pair = Σ n_k (a_k - s)² / N}, and the standard
 * error of the mean {@code se = sqrt(σ²_pair / N)} (fastchess, fishtest). Because paired games are
 * correlated, this is usually smaller than the trinomial error. Normalized Elo is
 * {@code nElo = (s - 1/2) / sqrt(2 σ²_pair) · 800 / ln 10}: {@code sqrt(2) σ_pair} is the per-game
 * standard deviation implied by the pairs (M. Van den Bergh, "Comments on Normalized Elo").
 *
 * <p>The one pentanomial record of the project: qualification statistics, the tuners' pair results
 * ({@code evolution}) and the reports all count pairs with it.
 *
 * @param ll   pairs worth 0 points (two losses)
 * @param ld   pairs worth 1/2 point (a loss and a draw)
 * @param even pairs worth 1 point (two draws, or a win and a loss)
 * @param wd   pairs worth 3/2 points (a win and a draw)
 * @param ww   pairs worth 2 points (two wins)
 */
public record Pentanomial(long ll, long ld, long even, long wd, long ww) {

    /** Number of cells: pair scores 0, 0.5, 1, 1.5, 2, indexed by the pair's half-points. */
    public static final int CELLS = 5;

    /** Validates the counts. */
    public Pentanomial {
        if (ll < 0 || ld < 0 || even < 0 || wd < 0 || ww < 0) {
            throw new IllegalArgumentException("counts must be >= 0");
        }
    }

    /**
     * @param counts five counts indexed by twice the pair points (0, 1/2, 1, 3/2, 2)
     * @return the statistics
     */
    public static Pentanomial of(long[] counts) {
        if (counts.length != CELLS) {
            throw new IllegalArgumentException("pentanomial needs 5 counts, got " + counts.length);
        }
        return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    /** @return counts indexed by twice the pair points */
    public long[] counts() {
        return new long[] {ll, ld, even, wd, ww};
    }

    /**
     * @param halfPoints A's score in one pair, in half points (0..4)
     * @return the number of pairs with that score
     */
    public long count(int halfPoints) {
        return switch (checkHalfPoints(halfPoints)) {
            case 0 -> ll;
            case 1 -> ld;
            case 2 -> even;
            case 3 -> wd;
            default -> ww;
        };
    }

    /**
     * @param halfPoints a pair score in half points
     * @return {@code halfPoints} when it is in 0..4
     * @throws IllegalArgumentException otherwise
     */
    public static int checkHalfPoints(int halfPoints) {
        if (halfPoints < 0 || halfPoints >= CELLS) {
            throw new IllegalArgumentException("pair half-points must be in 0..4: " + halfPoints);
        }
        return halfPoints;
    }

    /**
     * @param pairPoints points A scored in one pair (0, 0.5, 1, 1.5 or 2)
     * @return these statistics with one more pair
     */
    public Pentanomial plus(double pairPoints) {
        long[] c = counts();
        double k = pairPoints * 2.0;
        if (k != Math.rint(k) || k < 0 || k > 4) {
            throw new IllegalArgumentException("pair points must be one of 0, 0.5, 1, 1.5, 2: " + pairPoints);
        }
        c[(int) k]++;
        return of(c);
    }

    /** @return number of pairs {@code N} */
    public long pairs() {
        return ll + ld + even + wd + ww;
    }

    /** @return mean score per game {@code Σ n_k (k/4) / N}, 0.5 with no pairs */
    public double score() {
        long n = pairs();
        return n == 0 ? 0.5 : (0.25 * ld + 0.5 * even + 0.75 * wd + ww) / n;
    }

    /** @return variance of the per-game pair score {@code Σ n_k (k/4 - s)² / N}, 0 with no pairs */
    public double variancePerPair() {
        long n = pairs();
        if (n == 0) {
            return 0.0;
        }
        double s = score();
        long[] c = counts();
        double sum = 0.0;
        for (int k = 0; k < CELLS; k++) {
            double d = k / 4.0 - s;
            sum += c[k] * d * d;
        }
        return sum / n;
    }

    /** @return standard error of the mean score {@code sqrt(σ²_pair / N)} (infinite with no pairs) */
    public double scoreStdErr() {
        long n = pairs();
        return n == 0 ? Double.POSITIVE_INFINITY : Math.sqrt(variancePerPair() / n);
    }

    /** @return Elo with the 95% interval */
    public EloEstimate elo() {
        return elo(EloEstimate.DEFAULT_CONFIDENCE);
    }

    /**
     * A's Elo advantage with its score-type interval: the pairs fitted as two players ({@link #fit()}), so a clean
     * sweep has a finite estimate and a one-sided interval, and few pairs a Student-t interval with {@code N - 1}
     * degrees of freedom.
     *
     * @param confidence two-sided confidence level in (0, 1)
     * @return Elo with its interval
     */
    public EloEstimate elo(double confidence) {
        return fit().difference(0, 1, confidence);
    }

    /**
     * The two-player Bradley–Terry fit of these pairs (A is player 0): each pair one cluster of two games whose points
     * add up to the pair's, the form every other figure is computed in (docs/STATISTICS.md).
     *
     * @return the fit
     */
    public BradleyTerry.Fit fit() {
        ClusteredResults results = new ClusteredResults(2);
        long cluster = 0;
        for (int k = 0; k < CELLS; k++) {
            double first = k == 0 ? 0.0 : k == 4 ? 1.0 : 0.5;
            double second = k / 2.0 - first;
            for (long c = count(k); c > 0; c--) {
                results.add(cluster, 0, 1, first);
                results.add(cluster, 0, 1, second);
                cluster++;
            }
        }
        return BradleyTerry.fit(results);
    }

    /** @return normalized Elo {@code (s - 1/2) / sqrt(2 σ²_pair) · 800 / ln 10}; 0 when the variance is 0 */
    public double normalizedElo() {
        double var = variancePerPair();
        return var > 0.0 ? (score() - 0.5) / Math.sqrt(2.0 * var) * 2.0 * Elo.SCALE : 0.0;
    }

    /** @return the likelihood of superiority of A, from the same fit ({@link BradleyTerry.Fit#superiority}) */
    public double los() {
        return fit().superiority(0, 1);
    }
}
