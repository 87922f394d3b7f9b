package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.evolution.Spsa;
import dev.arbiter.evolution.SpsaConfig;
import dev.arbiter.evolution.SpsaState;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerState;
import dev.arbiter.tournament.config.InvalidSettingException;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Settings of SPSA ({@code tuner: spsa}) as written in a tuning configuration, in fishtest's terms: the games the
 * schedule is planned for, the final perturbation {@code c_end} (per parameter, or as a fraction of each range) and
 * the final learning rate {@code r_end = a_end / c_end²} (given, or Van den Bergh's rule for the game's draw rate),
 * the decay exponents alpha and gamma and A as a fraction of the planned iterations (see {@link Spsa}).
 *
 * <p><b>Defaults</b> are the best-set plan of the tuning benchmark ({@code TuningBenchmark.bestSpsaPlan}: the plan
 * that reached 0.5 Elo in the fewest games on the training problems, 800,000-game budget) expressed in terms of the
 * budget and the ranges: the schedule planned for a thirty-second of the budget's games with up to 6 parameters
 * (25,000 of 800,000) and an eighth with more (100,000 of 800,000, the far start), {@code c_end} a third of each
 * range (twice the simulator's range/6) and the simulator's learning rate (for 61% draws unless {@code drawRate}
 * says otherwise). A budget without games needs {@code spsa.games}. {@link #planned} writes every default out, so a
 * resumed or extended run keeps its schedule (the schedule keeps decaying past the planned games, as in fishtest).
 *
 * @param spsa the schedule (absent: every default)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SpsaSettings(Plan spsa) implements TunerSettings {

    /** The plan's share of the budget's games with up to {@link #SMALL_DIMENSION} parameters. */
    static final double PLAN_SHARE_SMALL = 1.0 / 32;
    /** The plan's share of the budget's games with more parameters. */
    static final double PLAN_SHARE_LARGE = 1.0 / 8;
    /** The most parameters planned with {@link #PLAN_SHARE_SMALL}. */
    static final int SMALL_DIMENSION = 6;
    /** Default {@code c_end} as a fraction of each parameter's range. */
    static final double C_FRACTION = 1.0 / 3;
    /** Default draw rate of the learning-rate rule (the benchmark's). */
    static final double DRAW_RATE = 0.61;
    /** Default pairs per step (a row of generations.csv, a "generation" of the budget). */
    static final int STEP_PAIRS = 100;

    /**
     * SPSA's schedule; every field is optional. Written as one flat section ({@code spsa: {games: ..., rEnd: ...}}):
     * each group's keys side by side.
     *
     * @param games        games the schedule is planned for (N = games / 2 iterations, one pair each)
     * @param perturbation the final perturbation
     * @param learningRate the final learning rate
     * @param decay        how gain and perturbation decay
     * @param stepPairs    pairs per step: a row of generations.csv, and what {@code budget.generations} counts
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Plan(Long games, @JsonUnwrapped Perturbation perturbation, @JsonUnwrapped LearningRate learningRate,
                       @JsonUnwrapped Decay decay, Integer stepPairs) {

        /** No setting given: every default. */
        static final Plan DEFAULTS = new Plan(null, null, null, null, null);

        /** A group not given has every default. */
        public Plan {
            perturbation = perturbation == null ? new Perturbation(null, null) : perturbation;
            learningRate = learningRate == null ? new LearningRate(null, null) : learningRate;
            decay = decay == null ? new Decay(null, null, null) : decay;
        }

        /** The section as written, its keys side by side (an unknown key stays an error, naming the known ones). */
        @JsonCreator
        static Plan fromKeys(@JsonProperty("games") Long games, @JsonProperty("cFraction") Double cFraction,
                             @JsonProperty("cEnd") Map<String, Double> cEnd, @JsonProperty("rEnd") Double rEnd,
                             @JsonProperty("drawRate") Double drawRate, @JsonProperty("alpha") Double alpha,
                             @JsonProperty("gamma") Double gamma, @JsonProperty("aRatio") Double aRatio,
                             @JsonProperty("stepPairs") Integer stepPairs) {
            return new Plan(games, new Perturbation(cFraction, cEnd), new LearningRate(rEnd, drawRate),
                    new Decay(alpha, gamma, aRatio), stepPairs);
        }
    }

    /**
     * The final perturbation {@code c_end}.
     *
     * @param cFraction as a fraction of each parameter's range (for parameters not in {@code cEnd})
     * @param cEnd      per parameter, by name, in the parameter's units
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Perturbation(Double cFraction, Map<String, Double> cEnd) {
    }

    /**
     * The final learning rate.
     *
     * @param rEnd     {@code a_end / c_end²}
     * @param drawRate the game's draw rate, for the learning-rate rule when {@code rEnd} is not given
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LearningRate(Double rEnd, Double drawRate) {
    }

    /**
     * How the gain and the perturbation decay.
     *
     * @param alpha  decay exponent of the gain
     * @param gamma  decay exponent of the perturbation
     * @param aRatio A as a fraction of the planned iterations
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Decay(Double alpha, Double gamma, Double aRatio) {
    }

    /** All defaults. */
    public static SpsaSettings defaults() {
        return new SpsaSettings(null);
    }

    private Plan plan() {
        return spsa == null ? Plan.DEFAULTS : spsa;
    }

    /** The settings with the planned games, the learning rate and every other default written out. */
    @Override
    public SpsaSettings planned(TuningProblem problem) {
        Plan p = plan();
        int d = problem.space().dimension();
        long games;
        if (p.games() != null) {
            games = p.games();
        } else if (problem.budget().games() > 0) {
            double share = d <= SMALL_DIMENSION ? PLAN_SHARE_SMALL : PLAN_SHARE_LARGE;
            games = Math.max(2, Math.round(problem.budget().games() * share));
        } else {
            throw new InvalidSettingException("spsa.games", "required when the budget has no games (the schedule is "
                    + "planned for a number of games; the default is " + (d <= SMALL_DIMENSION ? "a thirty-second" : "an eighth")
                    + " of the games you expect to play)");
        }
        double drawRate = p.learningRate().drawRate() == null ? DRAW_RATE : p.learningRate().drawRate();
        if (!(drawRate >= 0 && drawRate < 1)) {
            throw new InvalidSettingException("spsa.drawRate", "expected a number in [0, 1), got " + drawRate);
        }
        double rEnd = p.learningRate().rEnd() == null ? SpsaConfig.learningRate(d, drawRate) : p.learningRate().rEnd();
        SpsaSettings planned = new SpsaSettings(new Plan(games,
                new Perturbation(p.perturbation().cFraction() == null ? C_FRACTION : p.perturbation().cFraction(),
                        p.perturbation().cEnd()),
                new LearningRate(rEnd, p.learningRate().rEnd() == null ? Double.valueOf(drawRate) : p.learningRate().drawRate()),
                new Decay(p.decay().alpha() == null ? SpsaConfig.FISHTEST_ALPHA : p.decay().alpha(),
                        p.decay().gamma() == null ? SpsaConfig.FISHTEST_GAMMA : p.decay().gamma(),
                        p.decay().aRatio() == null ? SpsaConfig.FISHTEST_A_RATIO : p.decay().aRatio()),
                p.stepPairs() == null ? STEP_PAIRS : p.stepPairs()));
        planned.config(problem);
        return planned;
    }

    /**
     * The checked configuration of the tuner.
     *
     * @throws InvalidSettingException naming the field that is missing or out of range
     */
    public SpsaConfig config(TuningProblem problem) {
        Plan p = plan().games() == null || plan().learningRate().rEnd() == null ? planned(problem).spsa : plan();
        ParameterSpace space = problem.space();
        if (p.games() < 2) {
            throw new InvalidSettingException("spsa.games", "expected at least 2 games, got " + p.games());
        }
        double cFraction = p.perturbation().cFraction() == null ? C_FRACTION : p.perturbation().cFraction();
        if (!(cFraction > 0 && cFraction <= 1)) {
            throw new InvalidSettingException("spsa.cFraction", "expected a fraction of the range in (0, 1], got " + cFraction);
        }
        double[] cEnd = new double[space.dimension()];
        for (int i = 0; i < cEnd.length; i++) {
            cEnd[i] = cFraction * space.width(i);
        }
        Map<String, Double> given = p.perturbation().cEnd() == null ? Map.of() : new LinkedHashMap<>(p.perturbation().cEnd());
        for (Map.Entry<String, Double> e : given.entrySet()) {
            int i = problem.names().indexOf(e.getKey());
            if (i < 0) {
                throw new InvalidSettingException("spsa.cEnd." + e.getKey(), "not a tuned parameter (parameters: "
                        + String.join(", ", problem.names()) + ")");
            }
            if (e.getValue() == null || !(e.getValue() > 0 && e.getValue() <= space.width(i))) {
                throw new InvalidSettingException("spsa.cEnd." + e.getKey(), "expected a perturbation in (0, "
                        + space.width(i) + "] (the parameter's range), got " + e.getValue());
            }
            cEnd[i] = e.getValue();
        }
        if (!(p.learningRate().rEnd() > 0)) {
            throw new InvalidSettingException("spsa.rEnd", "expected a positive learning rate, got " + p.learningRate().rEnd());
        }
        double alpha = p.decay().alpha() == null ? SpsaConfig.FISHTEST_ALPHA : p.decay().alpha();
        if (!(alpha > 0 && alpha <= 1)) {
            throw new InvalidSettingException("spsa.alpha", "expected a decay exponent in (0, 1], got " + alpha);
        }
        double gamma = p.decay().gamma() == null ? SpsaConfig.FISHTEST_GAMMA : p.decay().gamma();
        if (!(gamma >= 0 && gamma <= 1)) {
            throw new InvalidSettingException("spsa.gamma", "expected a decay exponent in [0, 1], got " + gamma);
        }
        double aRatio = p.decay().aRatio() == null ? SpsaConfig.FISHTEST_A_RATIO : p.decay().aRatio();
        if (!(aRatio >= 0)) {
            throw new InvalidSettingException("spsa.aRatio", "expected 0 or more, got " + aRatio);
        }
        int stepPairs = p.stepPairs() == null ? STEP_PAIRS : p.stepPairs();
        if (stepPairs < 1) {
            throw new InvalidSettingException("spsa.stepPairs", "expected a positive number of pairs, got " + stepPairs);
        }
        return new SpsaConfig(space, problem.seedVector(),
                new SpsaConfig.Schedule(cEnd, p.learningRate().rEnd(), alpha, gamma, aRatio, Math.max(1, p.games() / 2)), stepPairs,
                problem.seed());
    }

    @Override
    public Tuner create(TuningProblem problem) {
        return new Spsa(config(problem));
    }

    @Override
    public Tuner restore(TuningProblem problem, TunerState state) {
        return new Spsa(config(problem), TunerStates.own(state, SpsaState.class));
    }

    /** Every pair plays two new vectors. */
    @Override
    public int vectorsInPlay() {
        return 2;
    }
}
