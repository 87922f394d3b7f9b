package dev.arbiter.evolution;

/**
 * A strength landscape that is not quadratic: correlated parameters of unequal cost, each direction
 * flatter on one side of the optimum and sharper on the other. With normalised offsets
 * {@code u_i = (θ_i - θ*_i) / halfRange_i} and an orthogonal matrix {@code R} (so that the directions that
 * matter mix several parameters), {@code v = R u} and
 * <pre>  Elo(θ) = peak - Σ_i cost_i · |v_i|^{p_i},   p_i = below_i if v_i &lt; 0 else above_i.</pre>
 * An exponent below 2 makes a sharp, kinked top; above 2 a flat top with a steep wall further out. A
 * quadratic model of strength is then biased everywhere, which a benchmark built only on
 * {@link QuadraticElo} would never show.
 *
 * @param peak      Elo at the optimum
 * @param optimum   θ*
 * @param halfRange normalising distance per parameter
 * @param rotation  orthogonal d×d matrix R (row {@code i} is direction {@code i})
 * @param cost      Elo lost along direction {@code i} at unit normalised distance
 * @param below     exponent of direction {@code i} on its negative side, positive
 * @param above     exponent of direction {@code i} on its positive side, positive
 */
public record SkewedElo(double peak, double[] optimum, double[] halfRange, double[][] rotation, double[] cost,
                        double[] below, double[] above) implements EloLandscape {

    /** Validates and copies. */
    public SkewedElo {
        int d = optimum.length;
        if (halfRange.length != d || rotation.length != d || cost.length != d || below.length != d || above.length != d) {
            throw new IllegalArgumentException("every array needs one entry per parameter");
        }
        for (int i = 0; i < d; i++) {
            if (rotation[i].length != d || !(halfRange[i] > 0) || !(below[i] > 0) || !(above[i] > 0) || !(cost[i] >= 0)) {
                throw new IllegalArgumentException("bad entry for direction " + i);
            }
        }
        optimum = optimum.clone();
        halfRange = halfRange.clone();
        rotation = java.util.Arrays.stream(rotation).map(double[]::clone).toArray(double[][]::new);
        cost = cost.clone();
        below = below.clone();
        above = above.clone();
    }

    @Override
    public double loss(double[] theta) {
        int d = optimum.length;
        double sum = 0;
        for (int i = 0; i < d; i++) {
            double v = 0;
            for (int j = 0; j < d; j++) {
                v += rotation[i][j] * (theta[j] - optimum[j]) / halfRange[j];
            }
            sum += cost[i] * Math.pow(Math.abs(v), v < 0 ? below[i] : above[i]);
        }
        return sum;
    }

    @Override
    public double[] optimum() {
        return optimum.clone();
    }
}
