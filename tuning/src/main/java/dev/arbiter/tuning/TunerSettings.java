package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerState;
import dev.arbiter.tournament.config.InvalidSettingException;

/**
 * A tuner's settings as a user writes them, chosen by the configuration's {@code tuner} key (a configuration
 * without one means {@link #DEFAULT}) and bound by Jackson. Adding a tuner: its settings record implementing this
 * interface, one {@link JsonSubTypes.Type} line here (its name), and its section of docs/TUNE.md. The driver needs
 * nothing else: checkpoints name a tuner's state by its record's name ({@code SpsaState} is {@code spsa}), the
 * run's evaluations are kept by the driver, and defaults that depend on the budget are written out by
 * {@link #planned} into the stored configuration.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "tuner")
@JsonSubTypes({@JsonSubTypes.Type(value = DeSettings.class, name = "de"),
    @JsonSubTypes.Type(value = SpsaSettings.class, name = "spsa")})
public sealed interface TunerSettings permits DeSettings, SpsaSettings {

    /** The tuner of a configuration that names none. */
    String DEFAULT = "de";

    /**
     * These settings with every default that depends on the problem (its budget, its ranges) written out. A new
     * run stores them, so that a resumed run, and one extended to a larger budget, keeps the plan it started with.
     *
     * @throws InvalidSettingException naming the setting that is missing or out of range
     */
    default TunerSettings planned(TuningProblem problem) {
        return this;
    }

    /**
     * A new tuner for {@code problem}, starting from its seed vector, its random choices drawn from its seed.
     *
     * @throws InvalidSettingException naming the setting that is out of range
     */
    Tuner create(TuningProblem problem);

    /**
     * The tuner continuing from {@code state} (a checkpoint written under the same settings).
     *
     * @throws InvalidSettingException if the state belongs to another tuner
     */
    Tuner restore(TuningProblem problem, TunerState state);

    /**
     * How many distinct vectors the tuner plays again and again (DE: a generation's members and trials; SPSA: the
     * two of the current pair, as every pair plays new vectors).
     */
    int vectorsInPlay();
}
