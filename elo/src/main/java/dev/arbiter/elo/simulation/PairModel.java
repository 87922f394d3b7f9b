package dev.arbiter.elo.simulation;

import dev.arbiter.elo.Elo;

/**
 * The outcome distribution of a seat-swapped game pair between two engines under a {@link GameModel}, and the
 * normalized Elo it implies, so that simulated SPRTs can be run at a chosen normalized Elo.
 *
 * <p>For a true Elo difference {@code Δ} and a start bias {@code b}, engine A plays seat 0 in the first game
 * (expected score {@code s1 = σ(Δ + seatAdvantage + b)}) and seat 1 in the second ({@code s2 = σ(Δ - seatAdvantage - b)});
 * the pair's points (0, 1/2, ..., 2) are the convolution of the two games' win/draw/loss distributions, averaged
 * over {@code b ~ N(0, startSpread²)} by quadrature. Normalized Elo is then computed as {@link dev.arbiter.elo.Pentanomial}
 * does from counts: {@code (μ - 1/2) / sqrt(2 σ²_pair) · 800 / ln 10}.
 */
public final class PairModel {

    private static final int NODES = 201;

    private final GameModel model;

    /** @param model how the games end */
    public PairModel(GameModel model) {
        this.model = model;
    }

    /**
     * @param diff true Elo of A minus that of B
     * @return probabilities of A's pair points 0, 1/2, 1, 3/2, 2
     */
    public double[] pentanomial(double diff) {
        double[] joint = games(diff);
        double[] total = new double[5];
        for (int x = 0; x < 3; x++) {
            for (int y = 0; y < 3; y++) {
                total[x + y] += joint[3 * x + y];
            }
        }
        return total;
    }

    /**
     * @param diff true Elo of A minus that of B
     * @return probabilities of A's results in the pair's two games, index {@code 3 x + y} for A's result x in the
     *         first game (A in seat 0) and y in the second (0 loss, 1 draw, 2 win)
     */
    public double[] games(double diff) {
        double[] total = new double[9];
        double weights = 0.0;
        int nodes = model.startSpread() == 0.0 ? 1 : NODES;
        for (int k = 0; k < nodes; k++) {
            double z = nodes == 1 ? 0.0 : -7.0 + 14.0 * k / (nodes - 1);
            double w = Math.exp(-0.5 * z * z);
            double bias = model.startSpread() * z;
            double[] first = game(diff + model.seatAdvantage() + bias);
            double[] second = game(diff - model.seatAdvantage() - bias);
            for (int x = 0; x < 3; x++) {
                for (int y = 0; y < 3; y++) {
                    total[3 * x + y] += w * first[x] * second[y];
                }
            }
            weights += w;
        }
        for (int i = 0; i < 9; i++) {
            total[i] /= weights;
        }
        return total;
    }

    /** Loss, draw, win probabilities of a game with A's edge {@code edge} Elo. */
    private double[] game(double edge) {
        double s = Elo.toScore(edge);
        double d = 2.0 * model.drawRate() * Math.min(s, 1.0 - s);
        return new double[] {1.0 - s - d / 2.0, d, s - d / 2.0};
    }

    /**
     * @param diff true Elo of A minus that of B
     * @return the normalized Elo of A against B measured on game pairs
     */
    public double normalizedElo(double diff) {
        double[] p = pentanomial(diff);
        double mean = 0.0;
        for (int k = 0; k < 5; k++) {
            mean += p[k] * k / 4.0;
        }
        double var = 0.0;
        for (int k = 0; k < 5; k++) {
            var += p[k] * (k / 4.0 - mean) * (k / 4.0 - mean);
        }
        return (mean - 0.5) / Math.sqrt(2.0 * var) * 2.0 * Elo.SCALE;
    }

    /**
     * The Elo difference whose normalized Elo is {@code nElo} (bisection; normalized Elo increases with it).
     *
     * @param nElo normalized Elo
     * @return the Elo difference
     */
    public double eloForNormalized(double nElo) {
        double lo = -2000.0;
        double hi = 2000.0;
        for (int i = 0; i < 200 && hi - lo > 1e-10; i++) {
            double mid = 0.5 * (lo + hi);
            if (normalizedElo(mid) < nElo) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return 0.5 * (lo + hi);
    }
}
