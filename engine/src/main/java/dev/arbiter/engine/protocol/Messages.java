package dev.arbiter.engine.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parsing and writing protocol messages (one JSON object per line) with errors a peer can act on, on Jackson's
 * streaming parser and generator ({@code jackson-core}) into and out of {@link Message}s. Not the object mapper:
 * an engine server reads and writes a few small objects per move, and mapping them loaded some 300 databind
 * classes into every engine process (its start-up and resident memory). What it reads and writes is the same
 * as the mapper's tree: the same compact output, the same numbers, the first JSON value of a line read and the
 * rest ignored, a repeated field's last value kept.
 */
public final class Messages {

    /** The shared, thread-safe factory of parsers and generators. */
    private static final JsonFactory JSON = new JsonFactory();

    private Messages() {
    }

    /** A new message of the given type. */
    public static Message message(String type) {
        return Message.of(type);
    }

    /** An error message. */
    public static Message error(String text) {
        return message(Protocol.ERROR).put("message", text);
    }

    /** Parses one line into a message object that has a string {@code type}. */
    public static Message parse(String line) throws ProtocolException {
        Message message;
        try (JsonParser parser = JSON.createParser(line)) {
            JsonToken first = parser.nextToken();
            if (first != JsonToken.START_OBJECT) {
                parser.skipChildren(); // a malformed array is reported as malformed, as the mapper's tree does
                throw new ProtocolException("expected a JSON object");
            }
            message = readObject(parser);
        } catch (JsonProcessingException e) {
            throw new ProtocolException("malformed JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("reading a string", e);
        }
        if (!(message.get("type") instanceof String)) {
            throw new ProtocolException("missing string field 'type'");
        }
        return message;
    }

    /** Reads the fields of the object whose start the parser is at, up to and including its end. */
    private static Message readObject(JsonParser parser) throws IOException {
        Message object = new Message();
        String field;
        while ((field = parser.nextFieldName()) != null) {
            object.put(field, readValue(parser, parser.nextToken()));
        }
        return object;
    }

    private static Object readValue(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT:
                return readObject(parser);
            case START_ARRAY:
                List<Object> array = new ArrayList<>();
                JsonToken next;
                while ((next = parser.nextToken()) != JsonToken.END_ARRAY) {
                    array.add(readValue(parser, next));
                }
                return array;
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
                return parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? parser.getBigIntegerValue()
                        : Long.valueOf(parser.getLongValue());
            case VALUE_NUMBER_FLOAT:
                return parser.getDoubleValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new IllegalStateException("unexpected JSON token " + token);
        }
    }

    /** One line of JSON for {@code message}, without the newline. */
    public static String write(Message message) {
        StringWriter text = new StringWriter(64);
        try (JsonGenerator generator = JSON.createGenerator(text)) {
            writeObject(generator, message);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string", e);
        }
        return text.toString();
    }

    private static void writeObject(JsonGenerator generator, Message object) throws IOException {
        generator.writeStartObject();
        for (Map.Entry<String, Object> field : object.fields().entrySet()) {
            generator.writeFieldName(field.getKey());
            writeValue(generator, field.getValue());
        }
        generator.writeEndObject();
    }

    private static void writeValue(JsonGenerator generator, Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (value instanceof String) {
            generator.writeString((String) value);
        } else if (value instanceof Long) {
            generator.writeNumber((Long) value);
        } else if (value instanceof BigInteger) {
            generator.writeNumber((BigInteger) value);
        } else if (value instanceof Number) {
            generator.writeNumber(((Number) value).doubleValue());
        } else if (value instanceof Boolean) {
            generator.writeBoolean((Boolean) value);
        } else if (value instanceof Message) {
            writeObject(generator, (Message) value);
        } else {
            generator.writeStartArray();
            for (Object element : (List<?>) value) {
                writeValue(generator, element);
            }
            generator.writeEndArray();
        }
    }

    /**
     * Writes {@code messages} to {@code out} as lines in one write and flushes, as a referee sends a
     * {@code position} and its {@code go} together.
     */
    public static void writeLines(OutputStream out, Message... messages) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (Message m : messages) {
            lines.append(write(m)).append('\n');
        }
        out.write(lines.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
