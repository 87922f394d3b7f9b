package dev.arbiter.tuning;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.SpsaState;
import dev.arbiter.evolution.TunerState;

/**
 * The JSON form of tuning files. A tuner's state ({@link TunerState}, plain records of the evolution module,
 * which knows no JSON) is written with its kind ({@code "type": "de"}); a state without one (format 1) is DE's.
 */
final class TuningJson {

    /** Compact JSON for checkpoints. */
    static final ObjectMapper COMPACT = configure(new ObjectMapper());
    /** Indented JSON for result files. */
    static final ObjectMapper INDENTED = configure(new ObjectMapper()).enable(SerializationFeature.INDENT_OUTPUT);

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type",
            defaultImpl = DeState.class)
    @JsonSubTypes({@JsonSubTypes.Type(value = DeState.class, name = "de"),
        @JsonSubTypes.Type(value = SpsaState.class, name = "spsa")})
    private abstract static class TunerStateKinds {
    }

    private TuningJson() {
    }

    private static ObjectMapper configure(ObjectMapper mapper) {
        return mapper.addMixIn(TunerState.class, TunerStateKinds.class);
    }
}
