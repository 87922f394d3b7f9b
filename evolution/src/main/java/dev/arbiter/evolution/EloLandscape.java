package dev.arbiter.evolution;

/**
 * The true strength of every parameter vector in a simulated tuning problem, with a known optimum:
 * what {@link SimulatedOracle} plays games on and what benchmarks measure a recommendation against.
 */
public interface EloLandscape {

    /** Number of parameters. */
    default int dimension() {
        return optimum().length;
    }

    /** Elo at the optimum. */
    double peak();

    /** Elo of a vector: the peak minus the loss. */
    default double elo(double[] theta) {
        return peak() - loss(theta);
    }

    /** Elo below the optimum (non-negative). */
    double loss(double[] theta);

    /** The strongest vector (a copy). */
    double[] optimum();
}
