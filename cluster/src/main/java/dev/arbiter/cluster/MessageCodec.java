package dev.arbiter.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;

/** Messages to and from JSON with one mapper. */
final class MessageCodec {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private MessageCodec() {
    }

    /** The JSON of a message. */
    static byte[] toJson(Message message) {
        try {
            return MAPPER.writeValueAsBytes(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a message.
     *
     * @throws IOException if the JSON is not a message
     */
    static Message fromJson(byte[] json) throws IOException {
        return MAPPER.readValue(json, Message.class);
    }
}
