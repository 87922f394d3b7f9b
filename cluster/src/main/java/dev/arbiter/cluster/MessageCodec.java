package dev.arbiter.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;

import java.io.IOException;
import java.io.UncheckedIOException;

/** Messages to and from JSON with one mapper. */
final class MessageCodec {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Bound to the message type once, so that no message looks its (de)serialiser up again. */
    private static final ObjectWriter WRITER = MAPPER.writerFor(Message.class);
    private static final ObjectReader READER = MAPPER.readerFor(Message.class);

    private MessageCodec() {
    }

    /** The JSON of a message. */
    static byte[] toJson(Message message) {
        try {
            return WRITER.writeValueAsBytes(message);
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
        return READER.readValue(json);
    }
}
