package dev.arbiter.engine.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Parsing and writing protocol messages (one JSON object per line) with errors a peer can act on.
 */
public final class Messages {

    /** The shared, thread-safe mapper. */
    public static final ObjectMapper JSON = new ObjectMapper();

    private Messages() {
    }

    /** A new message of the given type. */
    public static ObjectNode message(String type) {
        ObjectNode node = JSON.createObjectNode();
        node.put("type", type);
        return node;
    }

    /** An error message. */
    public static ObjectNode error(String text) {
        return message(Protocol.ERROR).put("message", text);
    }

    /** Parses one line into a message object that has a string {@code type}. */
    public static ObjectNode parse(String line) throws ProtocolException {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new ProtocolException("malformed JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw new ProtocolException("expected a JSON object");
        }
        JsonNode type = node.get("type");
        if (type == null || !type.isTextual()) {
            throw new ProtocolException("missing string field 'type'");
        }
        return (ObjectNode) node;
    }

    /** One line of JSON for {@code node}, without the newline. */
    public static String write(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /**
     * Writes {@code messages} to {@code out} as lines in one write and flushes, as a referee sends a
     * {@code position} and its {@code go} together.
     */
    public static void writeLines(OutputStream out, ObjectNode... messages) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (ObjectNode m : messages) {
            lines.append(write(m)).append('\n');
        }
        out.write(lines.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** A required string field. */
    public static String text(JsonNode message, String field) throws ProtocolException {
        JsonNode value = message.get(field);
        if (value == null || !value.isTextual()) {
            throw new ProtocolException("'" + message.path("type").asText() + "': missing string field '" + field + "'");
        }
        return value.asText();
    }

    /** An optional string field. */
    public static String text(JsonNode message, String field, String fallback) throws ProtocolException {
        JsonNode value = message.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isTextual()) {
            throw new ProtocolException("'" + message.path("type").asText() + "': field '" + field + "' must be a string");
        }
        return value.asText();
    }

    /** An optional non-negative integer field. */
    public static long count(JsonNode message, String field, long fallback) throws ProtocolException {
        return count(message, message.path("type").asText(), field, fallback);
    }

    /** An optional non-negative integer field of {@code node}, which sits in the message as {@code where}. */
    public static long count(JsonNode node, String where, String field, long fallback) throws ProtocolException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.canConvertToLong() || !value.isIntegralNumber() || value.asLong() < 0) {
            throw new ProtocolException("'" + where + "': field '" + field + "' must be a non-negative integer");
        }
        return value.asLong();
    }

    /** An optional boolean field. */
    public static boolean flag(JsonNode message, String field, boolean fallback) throws ProtocolException {
        JsonNode value = message.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isBoolean()) {
            throw new ProtocolException("'" + message.path("type").asText() + "': field '" + field + "' must be true or false");
        }
        return value.asBoolean();
    }
}
