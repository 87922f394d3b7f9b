package dev.arbiter.evolution;

/**
 * A separable quadratic strength landscape with a known optimum:
 * <pre>  Elo(θ) = peak - Σ_i cost_i · ((θ_i - θ*_i) / halfRange_i)²</pre>
 * so parameter {@code i} costs {@code cost_i} Elo when it is {@code halfRange_i} away from its optimum
 * (the convention of Van den Bergh's SPSA simulator, where a parameter "costs 2 Elo at half its range").
 *
 * @param peak      Elo at the optimum
 * @param optimum   θ*
 * @param halfRange the distance at which each parameter costs {@code cost_i}
 * @param cost      Elo lost per parameter at {@code halfRange_i} from the optimum
 */
public record QuadraticElo(double peak, double[] optimum, double[] halfRange, double[] cost) implements EloLandscape {

    /** Validates and copies. */
    public QuadraticElo {
        if (optimum.length != halfRange.length || optimum.length != cost.length) {
            throw new IllegalArgumentException("optimum, halfRange and cost must have the same length");
        }
        for (double h : halfRange) {
            if (!(h > 0)) {
                throw new IllegalArgumentException("halfRange must be positive: " + h);
            }
        }
        optimum = optimum.clone();
        halfRange = halfRange.clone();
        cost = cost.clone();
    }

    /** Same optimum, half range and cost for every one of {@code dimension} parameters, peak 0. */
    public static QuadraticElo uniform(int dimension, double optimum, double halfRange, double cost) {
        double[] o = new double[dimension];
        double[] h = new double[dimension];
        double[] c = new double[dimension];
        java.util.Arrays.fill(o, optimum);
        java.util.Arrays.fill(h, halfRange);
        java.util.Arrays.fill(c, cost);
        return new QuadraticElo(0.0, o, h, c);
    }

    @Override
    public double loss(double[] theta) {
        double sum = 0;
        for (int i = 0; i < optimum.length; i++) {
            double u = (theta[i] - optimum[i]) / halfRange[i];
            sum += cost[i] * u * u;
        }
        return sum;
    }

    @Override
    public double[] optimum() {
        return optimum.clone();
    }

    @Override
    public double[] halfRange() {
        return halfRange.clone();
    }

    @Override
    public double[] cost() {
        return cost.clone();
    }
}
