package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.TunerState;

import java.util.Locale;

/**
 * The JSON form of tuning files. A tuner's state ({@link TunerState}, plain records of the evolution module,
 * which knows no JSON) is written with its kind, the record's name without {@code State} in lower case
 * ({@code "type": "de"} for {@code DeState}, {@code "spsa"} for {@code SpsaState}), so a new tuner's state needs no
 * line here; a state without a kind (format 1) is DE's.
 */
final class TuningJson {

    /** Compact JSON for checkpoints. */
    static final ObjectMapper COMPACT = configure(new ObjectMapper());
    /** Indented JSON for result files. */
    static final ObjectMapper INDENTED = configure(new ObjectMapper()).enable(SerializationFeature.INDENT_OUTPUT);

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type",
            defaultImpl = DeState.class)
    private abstract static class TunerStateKinds {
    }

    private TuningJson() {
    }

    /** The kind of a tuner state in checkpoints. */
    static String kind(Class<?> state) {
        return state.getSimpleName().replaceFirst("State$", "").toLowerCase(Locale.ROOT);
    }

    private static ObjectMapper configure(ObjectMapper mapper) {
        mapper.addMixIn(TunerState.class, TunerStateKinds.class);
        for (Class<?> state : TunerState.class.getPermittedSubclasses()) {
            mapper.registerSubtypes(new NamedType(state, kind(state)));
        }
        return mapper;
    }
}
