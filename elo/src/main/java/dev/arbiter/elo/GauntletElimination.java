package dev.arbiter.elo;

import java.util.Locale;

/**
 * A gauntlet that stops playing a baseline once the candidate's comparison with it is decided: the question of a
 * new build against a pool of baselines ("is it better or worse than each?"), as cgarena's candidate-against-
 * benchmark runs ask it. Each comparison is the two-engine {@code threshold} rule ({@link LeaderTest} on the pair
 * candidate, baseline of the joint fit): it is decided once whichever of the two leads has an anytime-valid lower
 * bound of its lead of at least {@code T} (for {@code T = 0}: above 0, the sign of the difference is known).
 *
 * <p><b>Error.</b> The confidence {@code c} is split over the {@code k} comparisons: each is the two-engine rule at
 * {@code 1 - (1 - c)/k}, whose two one-sided sequences (candidate ahead, baseline ahead) each fail with probability
 * at most {@code (1 - c)/(2k)} over all looks (Ville's inequality; {@link LeaderTest}'s argument). A comparison is
 * decided wrongly only through the failure of one of its sides (both when the two are exactly tied), so the chance
 * that any comparison of the run is decided wrongly is at most {@code 1 - c} whatever the schedule did with earlier
 * results, as long as it is predictable (the next games depend only on games already played): dropping a
 * decided baseline only stops its sequences. With one baseline ({@code k = 1}) the rule is the two-engine
 * {@code threshold} rule itself, so a two-engine elimination decides exactly as a round-robin with that rule. As
 * for {@link LeaderTest}, the standard errors are estimated, so the guarantee is asymptotic; the measured rates are
 * in docs/STATISTICS.md.
 */
public final class GauntletElimination {

    /**
     * The candidate's comparison with one baseline at one look.
     *
     * @param baseline   the baseline
     * @param leader     which of the two leads (the candidate or the baseline)
     * @param lead       the leader's Elo minus the other's
     * @param stdErr     the lead's standard error
     * @param lowerBound the anytime-valid lower bound of the lead (-∞ while the games do not bound it)
     * @param decided    whether the bound reaches the threshold: the baseline is out of play
     */
    public record Comparison(int baseline, int leader, double lead, double stdErr, double lowerBound,
                             boolean decided) {

        /** @return e.g. {@code "lead +84.2 Elo, lower bound +3.1"} */
        public String describe() {
            return String.format(Locale.ROOT, "lead %+.1f Elo, lower bound %s", lead,
                    LeaderTest.Result.boundText(lowerBound));
        }
    }

    private final double thresholdElo;
    private final double pairConfidence;

    /**
     * @param comparisons  the baselines at the start, {@code k >= 1}
     * @param thresholdElo the lead T a comparison's leader must be shown to have, {@code >= 0}
     * @param confidence   the confidence c that no comparison is decided wrongly, in (0, 1)
     */
    public GauntletElimination(int comparisons, double thresholdElo, double confidence) {
        if (comparisons < 1) {
            throw new IllegalArgumentException("a gauntlet needs at least one baseline: " + comparisons);
        }
        if (!(confidence > 0.0 && confidence < 1.0)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        if (!(thresholdElo >= 0.0) || Double.isInfinite(thresholdElo)) {
            throw new IllegalArgumentException("threshold must be finite and >= 0: " + thresholdElo);
        }
        this.thresholdElo = thresholdElo;
        this.pairConfidence = 1.0 - (1.0 - confidence) / comparisons;
    }

    /**
     * Looks at one comparison.
     *
     * @param fit       a fit of every game played so far (all players)
     * @param candidate the candidate
     * @param baseline  the baseline
     * @return the comparison now
     */
    public Comparison compare(BradleyTerry.Fit fit, int candidate, int baseline) {
        LeaderTest.Result pair = LeaderTest.evaluate(fit, new int[] {candidate, baseline}, thresholdElo, pairConfidence);
        LeaderTest.Rival other = pair.closest();
        return new Comparison(baseline, pair.leader(), other.lead(), other.stdErr(), other.lowerBound(), pair.met());
    }

    /** @return the lead T a comparison's leader must be shown to have */
    public double thresholdElo() {
        return thresholdElo;
    }
}
