package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.evolution.TunerState;
import dev.arbiter.tournament.config.InvalidSettingException;

/**
 * A tuner's settings as a user writes them, chosen by the configuration's {@code tuner} key (a configuration
 * without one means {@link #DEFAULT}) and bound by Jackson. Adding a tuner: its settings record implementing this interface, one
 * {@link JsonSubTypes.Type} line here (its name), and its page of docs/TUNE.md.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "tuner")
@JsonSubTypes({@JsonSubTypes.Type(value = DeSettings.class, name = "de")})
public sealed interface TunerSettings permits DeSettings {

    /** The tuner of a configuration that names none. */
    String DEFAULT = "de";

    /**
     * A new tuner over {@code space} starting from {@code seedVector}, its random choices drawn from {@code seed}.
     *
     * @throws InvalidSettingException naming the setting that is out of range
     */
    Tuner create(ParameterSpace space, double[] seedVector, long seed);

    /**
     * The tuner continuing from {@code state} (a checkpoint written under the same settings).
     *
     * @throws InvalidSettingException if the state belongs to another tuner
     */
    Tuner restore(ParameterSpace space, double[] seedVector, long seed, TunerState state);

    /** How many distinct vectors the tuner plays again and again (DE: a generation's members and trials). */
    int vectorsInPlay();
}
