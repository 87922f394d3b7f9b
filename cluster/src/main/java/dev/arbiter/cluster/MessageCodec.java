package dev.arbiter.cluster;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.regex.Pattern;

/**
 * Messages to and from JSON with one Jackson mapper: a record travels as its components by name (nested records as
 * objects, lists as arrays, a null component left out, a non-finite number as the string {@code NaN},
 * {@code Infinity} or {@code -Infinity}), read back through its canonical constructor (or its {@code @JsonCreator}),
 * so its own checks run on the receiving side and a component added to a record travels without an edit here. The
 * message's kind is its {@code type} field ({@link Message}'s subtypes).
 *
 * <p>Read strictly, since a body means exactly one thing: duplicate and unknown fields, data after the message, a
 * null or a fraction for an integer, and a number for a text (or a text for a number) are errors. Anything that is
 * not a message is an {@link IOException} naming the field and what was wrong, never another exception. The body's
 * size is bounded by the {@link Envelope} it comes in, its nesting by Jackson's read constraints.
 */
final class MessageCodec {

    /** Deeper than any message (a message nests 7 levels) yet far from a stack overflow. */
    private static final int MAX_NESTING = 64;
    private static final Pattern JACKSON_HINT = Pattern.compile(" \\((set|enable|disable) [^)]*\\)");

    private static final ObjectMapper MAPPER = strict(JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build());
    /** Bound to the message type once, so that no message looks its (de)serialiser up again. */
    private static final ObjectWriter WRITER = MAPPER.writerFor(Message.class);
    private static final ObjectReader READER = MAPPER.readerFor(Message.class);

    private MessageCodec() {
    }

    private static ObjectMapper strict(ObjectMapper mapper) {
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build());
        for (CoercionInputShape number : new CoercionInputShape[] {CoercionInputShape.Integer, CoercionInputShape.Float,
            CoercionInputShape.Boolean}) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(number, CoercionAction.Fail);
        }
        return mapper;
    }

    /** The mapper (tests read its view of the records). */
    static ObjectMapper mapper() {
        return MAPPER;
    }

    /** The JSON of a message. */
    static byte[] toJson(Message message) {
        try {
            return WRITER.writeValueAsBytes(message);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a message.
     *
     * @throws IOException if the JSON is not a message, naming the field and what was expected
     */
    static Message fromJson(byte[] json) throws IOException {
        try {
            Message message = READER.readValue(json);
            if (message == null) {
                throw new IOException("expected a message, got null");
            }
            return message;
        } catch (JsonProcessingException e) {
            throw new IOException(describe(e), e);
        } catch (IllegalArgumentException | NullPointerException e) {
            // a record that refused its values outside a creator (Jackson wraps those it sees)
            throw new IOException("a message's values were refused: " + e.getMessage(), e);
        }
    }

    /** One line: where in the body (the field's path, or the byte) and what was wrong. */
    private static String describe(JsonProcessingException e) {
        String what = e.getOriginalMessage();
        Throwable cause = e.getCause();
        if (cause != null && !(cause instanceof JsonProcessingException)) {
            // a record's constructor refused its values: its own words, or a missing component
            what = cause.getMessage() == null || cause instanceof NullPointerException && cause.getMessage()
                    .startsWith("Cannot ") ? "a required field is missing or null" : cause.getMessage();
        }
        // one line, without Jackson's hints about its own settings
        what = what == null ? "not a message" : JACKSON_HINT.matcher(what.lines().findFirst().orElse(what)).replaceAll("");
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            StringBuilder path = new StringBuilder();
            for (JsonMappingException.Reference step : mapping.getPath()) {
                if (step.getFieldName() != null) {
                    path.append(path.length() == 0 ? "" : ".").append(step.getFieldName());
                } else if (step.getIndex() >= 0) {
                    path.append('[').append(step.getIndex()).append(']');
                }
            }
            if (path.length() > 0) {
                return "field '" + path + "': " + what;
            }
        }
        JsonLocation at = e.getLocation();
        return at == null ? what : what + " (at byte " + at.getByteOffset() + ")";
    }
}
