package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * When a qualification may end before all its rounds are played, written in configurations as
 * {@code stop: {rule: NAME, ...}} with the rule's own keys and bound by Jackson. Adding a rule: its record
 * here, one {@link JsonSubTypes.Type} line (its name), its test in {@code StopCheck}, and its row in
 * docs/QUALIFY.md.
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

    /**
     * Checks the rule can judge a run of {@code engines} engines (any number, unless the rule says otherwise).
     *
     * @throws IllegalArgumentException naming the rule and what it needs
     */
    default void checkEngines(int engines) {
    }

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

    /** No early stop. */
    record None() implements StopRule {
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

        /** The test compares two engines. */
        @Override
        public void checkEngines(int engines) {
            if (engines != 2) {
                throw new IllegalArgumentException("'sprt' needs exactly two engines, got " + engines);
            }
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
    }
}
