package dev.arbiter.tournament;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.Elimination;
import dev.arbiter.elo.GauntletElimination;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * What an elimination schedule asks after each batch, and which engines play the next: either "which engine is the
 * best?" ({@link Survivors}: every two engines still in play meet) or "is the candidate better or worse than each
 * baseline?" ({@link Gauntlet}: the candidate meets each baseline whose comparison is open). Each keeps the engines
 * still in play; the schedule around it plans the games and records the drops.
 */
sealed interface EliminationJudge permits EliminationJudge.Survivors, EliminationJudge.Gauntlet {

    /**
     * The judge of a run.
     *
     * @param engines    the engines, in configuration order
     * @param candidate  the gauntlet's engine, or -1 for an elimination among all engines
     * @param confidence the confidence of the verdict
     * @param pairLead   the lead a comparison must show ({@code threshold}'s {@code elo}); empty when the run's
     *                   stop rule decides two engines alone ({@code sprt})
     * @return the judge
     */
    static EliminationJudge of(List<String> engines, int candidate, double confidence, OptionalDouble pairLead) {
        if (candidate < 0 && engines.size() > 2) {
            return new Survivors(engines, confidence);
        }
        return new Gauntlet(engines, Math.max(candidate, 0), confidence, pairLead, candidate >= 0);
    }

    /** @return the engines still in play, ascending */
    int[] inPlay();

    /** @return the pairings of the next batch, each {@code {low, high}}, in a fixed order */
    List<int[]> pairings();

    /**
     * Looks at the games so far and drops the engines it can.
     *
     * @param fit   the fit of every game played so far
     * @param games the games played
     * @return the engines dropped now
     */
    List<EliminationSchedule.Drop> look(BradleyTerry.Fit fit, int games);

    /**
     * The number a pairing has in the round of the schedule this one replaces (a round-robin of all engines, or the
     * gauntlet's round), so the games before any drop are those of that schedule.
     *
     * @param low  the pairing's lower engine
     * @param high its higher engine
     * @return the number
     */
    int pairingNumber(int low, int high);

    /** @return whether nothing is left to decide */
    boolean decided();

    /**
     * @param drops every drop so far, in order
     * @param games the games played
     * @return the line stating the decision, once {@link #decided()}
     */
    String verdict(List<EliminationSchedule.Drop> drops, int games);

    /** @return the engine named the best, or null */
    String named();

    /** @return the gauntlet's candidate, or null for an elimination among all engines */
    String candidate();

    /** The pairing's number in a round-robin round of {@code n} engines: pairs {@code (a, b)}, {@code a < b}, in order. */
    private static int roundRobinPairing(int n, int a, int b) {
        return a * n - a * (a + 1) / 2 + (b - a - 1);
    }

    /** Successive elimination among all engines ({@link Elimination}, design {@link Elimination.Design#SURVIVORS}). */
    final class Survivors implements EliminationJudge {

        private final List<String> names;
        private final double confidence;
        private final Elimination rule;
        private int[] survivors;
        private int leader = -1;

        Survivors(List<String> names, double confidence) {
            this.names = names;
            this.confidence = confidence;
            this.rule = new Elimination(names.size(), confidence);
            this.survivors = new int[names.size()];
            Arrays.setAll(survivors, i -> i);
        }

        @Override
        public int[] inPlay() {
            return survivors.clone();
        }

        @Override
        public List<int[]> pairings() {
            return Elimination.Design.SURVIVORS.pairings(survivors, leader);
        }

        @Override
        public List<EliminationSchedule.Drop> look(BradleyTerry.Fit fit, int games) {
            Elimination.Look look = rule.look(fit, survivors);
            List<EliminationSchedule.Drop> now = new ArrayList<>();
            for (Elimination.Bound b : look.dropped()) {
                now.add(new EliminationSchedule.Drop(names.get(b.player()), games, names.get(look.leader()),
                        names.get(look.leader()), b.lead(), b.stdErr(), b.lowerBound(), 0.0));
            }
            survivors = look.survivors();
            leader = look.leader();
            return now;
        }

        @Override
        public int pairingNumber(int low, int high) {
            return roundRobinPairing(names.size(), low, high);
        }

        @Override
        public boolean decided() {
            return survivors.length == 1;
        }

        @Override
        public String verdict(List<EliminationSchedule.Drop> drops, int games) {
            EliminationSchedule.Drop last = drops.get(drops.size() - 1);
            return String.format(Locale.ROOT, "elimination: %s is the best engine at %.0f%% confidence after %d "
                    + "games (the last dropped, %s: lead %+.1f Elo, anytime lower bound %+.1f)", named(),
                    100 * confidence, games, last.engine(), last.lead(), last.lowerBound());
        }

        @Override
        public String named() {
            return decided() ? names.get(survivors[0]) : null;
        }

        @Override
        public String candidate() {
            return null;
        }
    }

    /**
     * The candidate against each baseline ({@link GauntletElimination}); a two-engine elimination is a gauntlet of one
     * comparison, decided by the two-engine {@code threshold} rule, or by the run's stop rule alone when it has no
     * bound to split ({@code sprt}: the schedule then plays every round and never decides).
     */
    final class Gauntlet implements EliminationJudge {

        private final List<String> names;
        private final int candidate;
        private final double confidence;
        private final GauntletElimination rule;
        private final boolean configured;
        private final List<Integer> open = new ArrayList<>();
        private final List<EliminationSchedule.Drop> decisions = new ArrayList<>();

        Gauntlet(List<String> names, int candidate, double confidence, OptionalDouble pairLead, boolean configured) {
            this.names = names;
            this.candidate = candidate;
            this.confidence = confidence;
            this.configured = configured;
            this.rule = pairLead.isPresent()
                    ? new GauntletElimination(names.size() - 1, pairLead.getAsDouble(), confidence) : null;
            for (int j = 0; j < names.size(); j++) {
                if (j != candidate) {
                    open.add(j);
                }
            }
        }

        @Override
        public int[] inPlay() {
            int[] in = new int[open.size() + 1];
            int k = 0;
            boolean placed = false;
            for (int j : open) {
                if (!placed && candidate < j) {
                    in[k++] = candidate;
                    placed = true;
                }
                in[k++] = j;
            }
            if (!placed) {
                in[k] = candidate;
            }
            return in;
        }

        @Override
        public List<int[]> pairings() {
            List<int[]> pairs = new ArrayList<>();
            for (int j : open) {
                pairs.add(candidate < j ? new int[] {candidate, j} : new int[] {j, candidate});
            }
            return pairs;
        }

        @Override
        public List<EliminationSchedule.Drop> look(BradleyTerry.Fit fit, int games) {
            if (rule == null) {
                return List.of();
            }
            List<EliminationSchedule.Drop> now = new ArrayList<>();
            for (int j : List.copyOf(open)) {
                GauntletElimination.Comparison c = rule.compare(fit, candidate, j);
                if (c.decided()) {
                    open.remove(Integer.valueOf(j));
                    now.add(new EliminationSchedule.Drop(names.get(j), games, names.get(candidate),
                            names.get(c.leader()), c.lead(), c.stdErr(), c.lowerBound(), rule.thresholdElo()));
                }
            }
            decisions.addAll(now);
            return now;
        }

        @Override
        public int pairingNumber(int low, int high) {
            if (!configured) {
                return roundRobinPairing(names.size(), low, high);
            }
            int baseline = low == candidate ? high : low;
            return baseline < candidate ? baseline : baseline - 1;
        }

        @Override
        public boolean decided() {
            return open.isEmpty();
        }

        @Override
        public String verdict(List<EliminationSchedule.Drop> drops, int games) {
            List<String> better = new ArrayList<>();
            List<String> worse = new ArrayList<>();
            for (EliminationSchedule.Drop d : decisions) {
                (d.leader().equals(names.get(candidate)) ? better : worse).add(d.engine());
            }
            if (!configured) {
                EliminationSchedule.Drop d = decisions.get(0);
                return String.format(Locale.ROOT, "elimination: %s is the best engine at %.0f%% confidence after %d "
                        + "games (over %s: lead %+.1f Elo, anytime lower bound %+.1f)", d.leader(), 100 * confidence,
                        games, d.leader().equals(d.engine()) ? d.versus() : d.engine(), d.lead(), d.lowerBound());
            }
            return String.format(Locale.ROOT, "elimination: every comparison of %s decided at %.0f%% confidence after "
                    + "%d games: better than %s; worse than %s", names.get(candidate), 100 * confidence, games,
                    better.isEmpty() ? "none" : String.join(", ", better),
                    worse.isEmpty() ? "none" : String.join(", ", worse));
        }

        @Override
        public String named() {
            if (!decided()) {
                return null;
            }
            String cand = names.get(candidate);
            boolean bestOfAll = decisions.stream().allMatch(d -> d.leader().equals(cand));
            if (!configured && !bestOfAll) {
                return decisions.get(0).engine();
            }
            return bestOfAll ? cand : null;
        }

        @Override
        public String candidate() {
            return configured ? names.get(candidate) : null;
        }
    }
}
