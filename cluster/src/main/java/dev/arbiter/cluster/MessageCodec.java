package dev.arbiter.cluster;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Messages to and from JSON on Jackson's streaming parser and generator ({@code jackson-core}): a
 * {@link MessageWriter} and a {@link MessageReader} field by field, no object mapper. Every game costs the
 * coordinator one message written and one read; with the mapper (polymorphic types, records read through
 * reflection) those were about two thirds of the coordinator's CPU for sending a game (docs/DISTRIBUTED.md).
 */
final class MessageCodec {

    /** Shared, thread-safe; duplicate fields are an error (a signed body means one thing). */
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private MessageCodec() {
    }

    /** The JSON of a message. */
    static byte[] toJson(Message message) {
        try (ByteArrayBuilder bytes = new ByteArrayBuilder(512)) {
            try (JsonGenerator out = JSON.createGenerator(bytes)) {
                new MessageWriter(out).write(message);
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a message.
     *
     * @throws IOException if the JSON is not a message, with what was expected
     */
    static Message fromJson(byte[] json) throws IOException {
        try (JsonParser in = JSON.createParser(json)) {
            return new MessageReader(in).read();
        }
    }
}
