package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.DesignState;
import dev.arbiter.evolution.RatingLedger;
import dev.arbiter.evolution.SpsaState;
import dev.arbiter.evolution.TunerState;

import java.util.Locale;

/**
 * The JSON form of tuning files. A tuner's state ({@link TunerState}, plain records of the evolution module,
 * which knows no JSON) is written with its kind, the record's name without {@code State} in lower case
 * ({@code "type": "de"} for {@code DeState}, {@code "spsa"} for {@code SpsaState}), so a new tuner's state needs no
 * line here; a state without a kind (format 1) is DE's.
 *
 * <p>The state records group their fields in nested records; a checkpoint writes each group's fields side by side
 * ({@link JsonUnwrapped}), so its keys are the flat ones of the checkpoints written before the grouping, and those
 * still read.
 *
 * <p>Keys are snake_case, as in every file arbiter writes ({@code summary.json}, the CSVs); checkpoints written
 * before format 4 used the records' camelCase names and are read with {@link #CAMEL_CASE}.
 */
final class TuningJson {

    /** Compact JSON for checkpoints. */
    static final ObjectMapper COMPACT = configure(new ObjectMapper())
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    /** Indented JSON for result files. */
    static final ObjectMapper INDENTED = configure(new ObjectMapper())
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).enable(SerializationFeature.INDENT_OUTPUT);
    /** Reads checkpoints of formats 1 to 3, whose keys are the records' own (camelCase) names. */
    static final ObjectMapper CAMEL_CASE = configure(new ObjectMapper());

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type",
            defaultImpl = DeState.class)
    private abstract static class TunerStateKinds {
    }

    private abstract static class LedgerFields {
        @JsonUnwrapped
        abstract RatingLedger.State.Entries entries();

        @JsonUnwrapped
        abstract RatingLedger.State.Edges edges();
    }

    private abstract static class SpsaFields {
        @JsonUnwrapped
        abstract SpsaState.Pending pending();
    }

    private abstract static class DeFields {
        @JsonUnwrapped
        abstract DeState.Counters counters();

        @JsonUnwrapped
        abstract DeState.Members members();

        @JsonUnwrapped
        abstract DeState.Duels duels();

        @JsonUnwrapped
        abstract DeState.Recommended recommended();

        @JsonUnwrapped
        abstract DeState.Surfaces surfaces();
    }

    /**
     * A refinement stage whose pairs have not narrowed writes no {@code narrowing}, as before the field existed; a stage
     * whose centre has not moved writes no {@code steps}, as before the caps on its moves existed (read as fresh caps).
     */
    private abstract static class DesignFields {
        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract double[] narrowing();

        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract DesignState.Steps steps();
    }

    private TuningJson() {
    }

    /** The kind of a tuner state in checkpoints. */
    static String kind(Class<?> state) {
        return state.getSimpleName().replaceFirst("State$", "").toLowerCase(Locale.ROOT);
    }

    private static ObjectMapper configure(ObjectMapper mapper) {
        mapper.addMixIn(TunerState.class, TunerStateKinds.class);
        mapper.addMixIn(RatingLedger.State.class, LedgerFields.class);
        mapper.addMixIn(SpsaState.class, SpsaFields.class);
        mapper.addMixIn(DeState.class, DeFields.class);
        mapper.addMixIn(DesignState.class, DesignFields.class);
        for (Class<?> state : TunerState.class.getPermittedSubclasses()) {
            mapper.registerSubtypes(new NamedType(state, kind(state)));
        }
        return mapper;
    }
}
