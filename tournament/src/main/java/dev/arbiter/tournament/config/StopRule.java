package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.LeaderTest;
import dev.arbiter.elo.Pentanomial;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * When a qualification may end before all its rounds are played, written in configurations as
 * {@code stop: {rule: NAME, ...}} with the rule's own keys and bound by Jackson. Each rule validates its values (its
 * compact constructor, {@link #problemWith}), checks itself on the games played ({@link #check}) and says what it
 * does ({@link #inWords}) and where a run stands against it ({@link #standing}). Adding a rule: its record here with
 * those methods, one {@link JsonSubTypes.Type} line (its name), and its row in docs/QUALIFY.md.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "rule")
@JsonSubTypes({
    @JsonSubTypes.Type(value = StopRule.None.class, name = "none"),
    @JsonSubTypes.Type(value = StopRule.Threshold.class, name = "threshold"),
    @JsonSubTypes.Type(value = StopRule.Sprt.class, name = "sprt"),
    @JsonSubTypes.Type(value = StopRule.MaxGames.class, name = "max-games")
})
public sealed interface StopRule {

    /** No early stop: every round is played. */
    StopRule NONE = new None();

    /** The leader-threshold rule. */
    static StopRule threshold(double elo, double confidence, int minGames) {
        return new Threshold(elo, confidence, minGames);
    }

    /** The two-engine SPRT. */
    static StopRule sprt(double elo0, double elo1, double alpha, double beta) {
        return new Sprt(elo0, elo1, alpha, beta, 0);
    }

    /** Stop after a number of games. */
    static StopRule maxGames(int games) {
        return new MaxGames(games);
    }

    /**
     * The games a rule is checked on: a prefix of the schedule ({@code StopCheck}).
     */
    interface Games {

        /** @return the number of games */
        int count();

        /** @return the engines, in configuration order */
        List<String> engines();

        /** @return the joint fit, continued from the previous prefix's (fast; agrees with {@link #exactFit} to 1e-7 Elo) */
        BradleyTerry.Fit fit();

        /** @return the joint fit of exactly these games, from scratch (the figures a stop reports) */
        BradleyTerry.Fit exactFit();

        /** @return the game pairs of the two engines of a duel */
        Pentanomial pentanomial();
    }

    /**
     * Checks the rule on {@code games}.
     *
     * @param games the games of a prefix of the schedule
     * @return the decision once the rule fires, empty before
     */
    Optional<StopDecision> check(Games games);

    /** @return the rule in words, one sentence */
    String inWords();

    /**
     * Where a run that has not stopped stands against the rule, one sentence.
     *
     * @param games the games played
     * @return the sentence, empty for a rule with nothing to say
     */
    default Optional<String> standing(Games games) {
        return Optional.empty();
    }

    /**
     * @param engines the number of engines of the run
     * @return what is wrong with this rule for that many engines, empty when it fits
     */
    default Optional<String> problemWith(int engines) {
        return Optional.empty();
    }

    /** @return whether the rule can end a run before its rounds are played */
    default boolean stopsEarly() {
        return true;
    }

    /** The confidence with which a leader is named under this rule (an elimination schedule uses it): 0.95 unless the rule sets one. */
    default double namingConfidence() {
        return 0.95;
    }

    /**
     * The lead an elimination's two-engine comparison must show under this rule (a gauntlet's comparisons, a
     * two-engine run): the {@code threshold} rule's own {@code elo}, so that with two engines the elimination decides
     * exactly when the rule does; 0 for a rule without one. Empty when the rule decides two engines by itself and
     * has no bound to split ({@code sprt}): a two-engine elimination then leaves the decision to the rule.
     */
    default OptionalDouble comparisonLead() {
        return OptionalDouble.of(0.0);
    }

    /**
     * @return whether a gauntlet elimination of several baselines applies this rule to each comparison (its
     *         confidence split over them) instead of checking it on the whole field ({@code threshold})
     */
    default boolean splitOverComparisons() {
        return false;
    }

    /**
     * The SPRT's state over these game pairs.
     *
     * @param pairs the complete game pairs of a duel
     * @return the state, empty unless the rule is {@code sprt}
     */
    default Optional<dev.arbiter.elo.Sprt.Status> sprtStatus(Pentanomial pairs) {
        return Optional.empty();
    }

    /** No early stop. */
    record None() implements StopRule {

        @Override
        public Optional<StopDecision> check(Games games) {
            return Optional.empty();
        }

        @Override
        public String inWords() {
            return "none: every round is played.";
        }

        @Override
        public boolean stopsEarly() {
            return false;
        }
    }

    /**
     * The leader is ahead of every rival by at least {@code elo}, with confidence {@code confidence}, as a statement
     * that holds however often it is checked: every lead's anytime-valid lower bound is at least {@code elo}
     * (see {@code elo.LeaderTest}).
     *
     * @param elo        the lead T in Elo the leader must have over every rival; it binds the lower bound, not the
     *                   point estimate (default 0: the leader is the best engine)
     * @param confidence confidence of the statement over all looks (default 0.95)
     * @param minGames   games to play before the rule is checked (default 0)
     */
    record Threshold(double elo, double confidence, int minGames) implements StopRule {

        @Override
        public double namingConfidence() {
            return confidence;
        }

        @Override
        public OptionalDouble comparisonLead() {
            return OptionalDouble.of(elo);
        }

        @Override
        public boolean splitOverComparisons() {
            return true;
        }

        /** Checks the values. */
        public Threshold {
            if (!(elo >= 0)) {
                throw new InvalidSettingException("elo", "expected a lead in Elo >= 0, got " + elo);
            }
            if (!(confidence > 0 && confidence < 1)) {
                throw new InvalidSettingException("confidence", "expected a number between 0 and 1, got " + confidence);
            }
            if (minGames < 0) {
                throw new InvalidSettingException("minGames", "expected 0 or more games, got " + minGames);
            }
        }

        @JsonCreator
        static Threshold of(@JsonProperty("elo") Double elo, @JsonProperty("confidence") Double confidence,
                            @JsonProperty("minGames") Integer minGames) {
            return new Threshold(elo == null ? 0 : elo, confidence == null ? 0.95 : confidence,
                    minGames == null ? 0 : minGames);
        }

        /**
         * Decided on the continued fit (one Newton step or two per game); once it fires, the figures are those of a
         * fit of the prefix from scratch, the same fit the ranking of exactly these games shows.
         */
        @Override
        public Optional<StopDecision> check(Games games) {
            if (games.count() < Math.max(1, minGames) || !LeaderTest.holds(games.fit(), elo, confidence)) {
                return Optional.empty();
            }
            LeaderTest.Result result = LeaderTest.evaluate(games.exactFit(), elo, confidence);
            List<String> names = games.engines();
            List<StopDecision.Rival> rivals = new ArrayList<>();
            for (LeaderTest.Rival r : result.rivals()) {
                rivals.add(new StopDecision.Rival(names.get(r.player()), r.lead(), r.stdErr(), r.lowerBound()));
            }
            StopDecision.Rival closest = rivals.get(0);
            String line = String.format(Locale.ROOT,
                    "threshold: %s leads %s by at least %s Elo at %.0f%% confidence after %d games "
                            + "(%s: lead %+.1f Elo, anytime lower bound %s)",
                    names.get(result.leader()), names.size() == 2 ? closest.engine() : "every rival", plain(elo),
                    100 * confidence, games.count(),
                    names.size() == 2 ? "over " + closest.engine() : "closest " + closest.engine(), closest.lead(),
                    LeaderTest.Result.boundText(closest.lowerBound()));
            return Optional.of(new StopDecision("threshold", games.count(), line,
                    new StopDecision.Leader(names.get(result.leader()), elo, confidence, rivals), null));
        }

        @Override
        public String inWords() {
            return String.format(Locale.ROOT, "threshold: stop once the leader leads every rival by at least %s Elo at "
                    + "%.0f%% confidence, as a statement valid however often it is checked (every lead's anytime-valid "
                    + "lower bound reaches %s Elo); checked after every game in schedule order%s.", plain(elo),
                    100 * confidence, plain(elo), minGames > 0 ? ", from game " + minGames + " on" : "");
        }

        /** The closest rival: the one whose anytime lower bound is smallest, the one that keeps the rule from firing. */
        @Override
        public Optional<String> standing(Games games) {
            LeaderTest.Result now = LeaderTest.evaluate(games.exactFit(), elo, confidence);
            LeaderTest.Rival closest = now.closest();
            if (closest == null) {
                return Optional.empty();
            }
            List<String> names = games.engines();
            return Optional.of(String.format(Locale.ROOT, "%s leads; its closest rival %s trails by %+.1f Elo with an "
                            + "anytime lower bound of %s Elo, which must reach %s for the rule to fire.",
                    names.get(now.leader()), names.get(closest.player()), closest.lead(),
                    LeaderTest.Result.boundText(closest.lowerBound()), plain(elo)));
        }
    }

    /**
     * Two engines: the pentanomial GSPRT on normalized Elo over complete game pairs.
     *
     * @param elo0     Elo of H0 (normalized Elo, as the chess testing frameworks)
     * @param elo1     Elo of H1, above elo0
     * @param alpha    false positive rate (default 0.05)
     * @param beta     false negative rate (default 0.05)
     * @param minGames games to play before the rule is checked (default 0)
     */
    record Sprt(double elo0, double elo1, double alpha, double beta, int minGames) implements StopRule {

        /** Checks the values. */
        public Sprt {
            if (!(elo1 > elo0)) {
                throw new InvalidSettingException("elo1", "expected elo0 and elo1 with elo1 > elo0");
            }
            if (!(alpha > 0 && beta > 0 && alpha + beta < 1)) {
                throw new InvalidSettingException("alpha", "expected alpha, beta > 0 with alpha + beta < 1");
            }
            if (minGames < 0) {
                throw new InvalidSettingException("minGames", "expected 0 or more games, got " + minGames);
            }
        }

        @JsonCreator
        static Sprt of(@JsonProperty("elo0") Double elo0, @JsonProperty("elo1") Double elo1,
                       @JsonProperty("alpha") Double alpha, @JsonProperty("beta") Double beta,
                       @JsonProperty("minGames") Integer minGames) {
            if (elo0 == null || elo1 == null) {
                throw new InvalidSettingException("elo1", "expected elo0 and elo1 with elo1 > elo0");
            }
            return new Sprt(elo0, elo1, alpha == null ? 0.05 : alpha, beta == null ? 0.05 : beta,
                    minGames == null ? 0 : minGames);
        }

        private dev.arbiter.elo.Sprt test() {
            return new dev.arbiter.elo.Sprt(elo0, elo1, alpha, beta);
        }

        @Override
        public Optional<StopDecision> check(Games games) {
            Pentanomial pairs = games.pentanomial();
            if (pairs.pairs() == 0 || games.count() < minGames) {
                return Optional.empty();
            }
            dev.arbiter.elo.Sprt.Status status = test().status(pairs);
            if (status.decision() == dev.arbiter.elo.Sprt.Decision.CONTINUE) {
                return Optional.empty();
            }
            return Optional.of(new StopDecision("sprt", games.count(), String.format(Locale.ROOT,
                    "sprt: %s accepted after %d games (LLR %.2f, bounds [%.2f, %.2f], %d pairs)",
                    status.decision() == dev.arbiter.elo.Sprt.Decision.ACCEPT_H1 ? "H1" : "H0", games.count(),
                    status.llr(), status.lower(), status.upper(), pairs.pairs()), null, status));
        }

        @Override
        public String inWords() {
            return String.format(Locale.ROOT, "sprt: the pentanomial GSPRT on normalized Elo over complete game pairs, "
                            + "H0: %s against H1: %s, false positive rate %s, false negative rate %s%s.", plain(elo0),
                    plain(elo1), plain(alpha), plain(beta), minGames > 0 ? ", from game " + minGames + " on" : "");
        }

        @Override
        public Optional<String> standing(Games games) {
            Pentanomial pairs = games.pentanomial();
            dev.arbiter.elo.Sprt.Status status = test().status(pairs);
            return Optional.of(String.format(Locale.ROOT, "log-likelihood ratio %.2f, between the bounds [%.2f, %.2f] "
                    + "(%d complete pairs).", status.llr(), status.lower(), status.upper(), pairs.pairs()));
        }

        @Override
        public Optional<String> problemWith(int engines) {
            return engines == 2 ? Optional.empty() : Optional.of("'sprt' needs exactly two engines, got " + engines);
        }

        @Override
        public OptionalDouble comparisonLead() {
            return OptionalDouble.empty();
        }

        @Override
        public Optional<dev.arbiter.elo.Sprt.Status> sprtStatus(Pentanomial pairs) {
            return Optional.of(test().status(pairs));
        }
    }

    /**
     * Stop after a number of games.
     *
     * @param maxGames the games to play
     */
    record MaxGames(int maxGames) implements StopRule {

        /** Checks the value. */
        public MaxGames {
            if (maxGames < 1) {
                throw new InvalidSettingException("maxGames", "expected a positive integer");
            }
        }

        @JsonCreator
        static MaxGames of(@JsonProperty("maxGames") Integer maxGames) {
            return new MaxGames(maxGames == null ? 0 : maxGames);
        }

        @Override
        public Optional<StopDecision> check(Games games) {
            return games.count() >= maxGames ? Optional.of(new StopDecision("max-games", games.count(),
                    "max-games: " + games.count() + " games played", null, null)) : Optional.empty();
        }

        @Override
        public String inWords() {
            return "max-games: stop after " + maxGames + (maxGames == 1 ? " game." : " games.");
        }
    }

    /** A number as short as it reads exactly: {@code 50}, {@code 0.05}. */
    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
