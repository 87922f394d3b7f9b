package dev.arbiter.evolution;

/**
 * Where a tuning run stands, in terms every tuner can fill in; written as one row per completed step
 * (a DE generation, a block of SPSA iterations) and plotted by reports.
 *
 * @param step           completed steps: generations for DE, iterations for SPSA
 * @param pairsPlayed    pairs reported so far
 * @param recommendation the current recommendation
 * @param centre         the centre of the search: DE's population mean (in its refinement stage, the centre of its
 *                       pairs), SPSA's θ
 * @param spread         the search's width per parameter: DE's population standard deviation (in its refinement
 *                       stage, its pairs' half-width), SPSA's current perturbation {@code c_k}
 * @param replaced       DE: members replaced by their trial in the last generation; -1 for tuners without
 *                       a population and in DE's refinement stage
 */
public record TunerProgress(long step, long pairsPlayed, double[] recommendation, double[] centre, double[] spread,
                            int replaced) {
}
