package dev.arbiter.engine.protocol;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON object of the protocol: a message, or an object inside one ({@code info}, {@code limits},
 * {@code parameters}). Its fields keep their order; a value is a {@link String}, a {@link Long} or
 * {@link BigInteger} (an integer), a {@link Double} (any other number), a {@link Boolean}, {@code null} (JSON
 * {@code null}), a nested {@code Message} or a {@link List} of such values. {@link Messages} reads and writes it
 * with Jackson's streaming parser and generator: an engine server loads no object-mapping (databind) class.
 *
 * <p>Two kinds of reading: the strict ones ({@link #text(String)}, {@link #count}, {@link #flag}, {@link #integer})
 * check a request's fields and throw a {@link ProtocolException} naming the message and the field, which the
 * engine answers with an {@code error}; the lenient ones ({@code as...}, {@link #object}, {@link #texts}) read a
 * peer's reply as Jackson's {@code JsonNode.as...} do, a missing or mistyped field giving the fallback.
 */
public final class Message {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    /** An empty object. */
    public Message() {
    }

    /** A new message of the given type. */
    public static Message of(String type) {
        return new Message().put("type", type);
    }

    /** Sets a string field. */
    public Message put(String field, String value) {
        fields.put(field, value);
        return this;
    }

    /** Sets an integer field. */
    public Message put(String field, long value) {
        fields.put(field, value);
        return this;
    }

    /** Sets a number field. */
    public Message put(String field, double value) {
        fields.put(field, value);
        return this;
    }

    /** Sets a boolean field. */
    public Message put(String field, boolean value) {
        fields.put(field, value);
        return this;
    }

    /**
     * Sets a field to a value read from another message ({@link #get}), such as a request's {@code id} echoed.
     *
     * @throws IllegalArgumentException for a value that is none of the kinds listed above
     */
    public Message put(String field, Object value) {
        check(value);
        fields.put(field, value instanceof Integer || value instanceof Short || value instanceof Byte
                ? Long.valueOf(((Number) value).longValue()) : value);
        return this;
    }

    private static void check(Object value) {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof Message) {
            return;
        }
        if (value instanceof List) {
            ((List<?>) value).forEach(Message::check);
            return;
        }
        throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }

    /** Sets {@code field} to a new empty object and returns it. */
    public Message putObject(String field) {
        Message object = new Message();
        fields.put(field, object);
        return object;
    }

    /** Sets {@code field} to a new empty array and returns it, to add values to. */
    public List<Object> putArray(String field) {
        List<Object> array = new ArrayList<>();
        fields.put(field, array);
        return array;
    }

    /** Whether the field is present (possibly {@code null}). */
    public boolean has(String field) {
        return fields.containsKey(field);
    }

    /** The field's value as described above; {@code null} when absent or JSON {@code null}. */
    public Object get(String field) {
        return fields.get(field);
    }

    /** The fields in order, unmodifiable. */
    public Map<String, Object> fields() {
        return Collections.unmodifiableMap(fields);
    }

    /** The {@code type} field of a message ({@link Messages#parse} guarantees a string), "" for an inner object. */
    public String type() {
        Object type = fields.get("type");
        return type instanceof String ? (String) type : "";
    }

    // ---- strict reading of requests ----

    /** A required string field. */
    public String text(String field) throws ProtocolException {
        Object value = fields.get(field);
        if (!(value instanceof String)) {
            throw new ProtocolException("'" + type() + "': missing string field '" + field + "'");
        }
        return (String) value;
    }

    /** An optional string field. */
    public String text(String field, String fallback) throws ProtocolException {
        Object value = fields.get(field);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof String)) {
            throw new ProtocolException("'" + type() + "': field '" + field + "' must be a string");
        }
        return (String) value;
    }

    /** An optional non-negative integer field. */
    public long count(String field, long fallback) throws ProtocolException {
        return count(type(), field, fallback);
    }

    /** An optional non-negative integer field of this object, which sits in its message as {@code where}. */
    public long count(String where, String field, long fallback) throws ProtocolException {
        Object value = fields.get(field);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof Long) || (Long) value < 0) {
            throw new ProtocolException("'" + where + "': field '" + field + "' must be a non-negative integer");
        }
        return (Long) value;
    }

    /**
     * An optional integer field, of any size (a larger one keeps its low 64 bits); present but not an integer
     * (including {@code null}) is an error.
     */
    public long integer(String field, long fallback) throws ProtocolException {
        if (!fields.containsKey(field)) {
            return fallback;
        }
        Object value = fields.get(field);
        if (!(value instanceof Long || value instanceof BigInteger)) {
            throw new ProtocolException("'" + type() + "': field '" + field + "' must be an integer");
        }
        return ((Number) value).longValue();
    }

    /** An optional boolean field. */
    public boolean flag(String field, boolean fallback) throws ProtocolException {
        Object value = fields.get(field);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof Boolean)) {
            throw new ProtocolException("'" + type() + "': field '" + field + "' must be true or false");
        }
        return (Boolean) value;
    }

    // ---- lenient reading of replies, as JsonNode.as... ----

    /** The field as text: a string itself, a number or boolean written out, an object or array ""; absent or null: {@code fallback}. */
    public String asText(String field, String fallback) {
        Object value = fields.get(field);
        return value == null ? fallback : textOf(value);
    }

    /** The text of an array element or field value, as {@link #asText}; {@code null} gives "null". */
    public static String textOf(Object value) {
        if (value instanceof String) {
            return (String) value;
        }
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        return value == null ? "null" : "";
    }

    /** The field as a long: an integer, another number truncated, a string holding a number, a boolean as 1/0; else {@code fallback}. */
    public long asLong(String field, long fallback) {
        Object value = fields.get(field);
        if (value instanceof Long || value instanceof BigInteger) {
            return ((Number) value).longValue();
        }
        double number = doubleOf(value, Double.NaN);
        return Double.isNaN(number) ? fallback : (long) number;
    }

    /** The field as an int, as {@link #asLong}. */
    public int asInt(String field, int fallback) {
        return (int) asLong(field, fallback);
    }

    /** The field as a double: a number, a string holding one, a boolean as 1/0; else {@code fallback}. */
    public double asDouble(String field, double fallback) {
        Object value = fields.get(field);
        return value == null ? fallback : doubleOf(value, fallback);
    }

    /** An array element or field value as a double, as {@link #asDouble}. */
    public static double doubleOf(Object value, double fallback) {
        if (value instanceof Number) {
            return ((Number) value).doubleValue();
        }
        if (value instanceof Boolean) {
            return (Boolean) value ? 1 : 0;
        }
        if (value instanceof String) {
            try {
                return Double.parseDouble(((String) value).trim());
            } catch (NumberFormatException e) {
                return fallback;
            }
        }
        return fallback;
    }

    /** The field as a boolean: a boolean, a number other than 0, a string "true" or "false"; else {@code fallback}. */
    public boolean asBoolean(String field, boolean fallback) {
        Object value = fields.get(field);
        if (value instanceof Boolean) {
            return (Boolean) value;
        }
        if (value instanceof Number) {
            return ((Number) value).doubleValue() != 0;
        }
        if (value instanceof String) {
            String text = ((String) value).trim();
            return text.equals("true") || (!text.equals("false") && fallback);
        }
        return fallback;
    }

    /** Whether the field is an integer that fits a long. */
    public boolean isLong(String field) {
        return fields.get(field) instanceof Long;
    }

    /** The field if it is an object, else an empty one. */
    public Message object(String field) {
        Object value = fields.get(field);
        return value instanceof Message ? (Message) value : new Message();
    }

    /** Whether the field is an object. */
    public boolean isObject(String field) {
        return fields.get(field) instanceof Message;
    }

    /** The field's elements if it is an array, else an empty list. */
    public List<Object> array(String field) {
        Object value = fields.get(field);
        if (value instanceof List) {
            @SuppressWarnings("unchecked")
            List<Object> list = (List<Object>) value;
            return Collections.unmodifiableList(list);
        }
        return List.of();
    }

    /** The texts ({@link #textOf}) of the field's elements if it is an array, else an empty list. */
    public List<String> texts(String field) {
        List<Object> elements = array(field);
        List<String> texts = new ArrayList<>(elements.size());
        for (Object e : elements) {
            texts.add(textOf(e));
        }
        return texts;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Message && ((Message) other).fields.equals(fields);
    }

    @Override
    public int hashCode() {
        return fields.hashCode();
    }

    /** The object as one line of JSON. */
    @Override
    public String toString() {
        return Messages.write(this);
    }
}
