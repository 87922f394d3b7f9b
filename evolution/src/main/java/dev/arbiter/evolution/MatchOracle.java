package dev.arbiter.evolution;

import dev.arbiter.elo.Pentanomial;

/**
 * A noisy pairwise match oracle: plays seat-paired game pairs between two parameter vectors.
 *
 * <p>A <em>pair</em> is two games between the same vectors in which each plays each seat once, so
 * seat advantages cancel within the pair. The result is a {@link Pentanomial} seen from A: how many
 * pairs A scored 0, 0.5, 1, 1.5 and 2 points in.
 *
 * <p><b>Sequential use.</b> A caller that wants to stop early asks for one pair (or a few) at a time
 * and decides between calls; {@link #play} never plays more than {@code pairs} pairs.
 *
 * <p><b>Concurrency.</b> The tuners in this package never call an oracle themselves: they are step
 * machines ({@link Tuner}) that hand out independent {@link PairRequest}s. A driver that has K game
 * slots takes up to K requests from {@link Tuner#nextRequest()}, runs them on its own executor (each
 * call to {@code play} is independent), and reports each result back with {@link Tuner#report}. An
 * implementation states whether {@code play} may be called from several threads at once;
 * {@link SimulatedOracle} may not (it is deterministic from one random stream), and
 * {@link TuningRun} drives it sequentially.
 */
@FunctionalInterface
public interface MatchOracle {

    /**
     * Plays {@code pairs} seat-paired game pairs between A and B.
     *
     * @param a     parameter vector A (not modified)
     * @param b     parameter vector B (not modified)
     * @param pairs number of pairs, at least 1
     * @return the pair counts from A's point of view
     */
    Pentanomial play(double[] a, double[] b, int pairs);

    /**
     * Plays one pair and returns A's points in it times two (0..4). The default decodes
     * {@link #play(double[], double[], int)}; implementations may provide a cheaper path.
     */
    default int playPair(double[] a, double[] b) {
        Pentanomial result = play(a, b, 1);
        for (int h = 0; h < Pentanomial.CELLS; h++) {
            if (result.count(h) > 0) {
                return h;
            }
        }
        throw new IllegalStateException("oracle returned no pair");
    }
}
