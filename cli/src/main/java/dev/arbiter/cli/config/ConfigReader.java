package dev.arbiter.cli.config;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.arbiter.tournament.config.InvalidSettingException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Reads YAML or JSON configuration files into plain classes with Jackson, turning every problem into a
 * {@link ConfigException} that names the file, the field (as a path like {@code engines[1].cmd}) and what
 * was expected. Unknown keys are errors, so a typo never goes unnoticed.
 */
public final class ConfigReader {

    private static final ObjectMapper YAML = strict(configure(new ObjectMapper(new YAMLFactory())));
    private static final ObjectMapper JSON = configure(new ObjectMapper());
    private static final ObjectMapper STRICT_JSON = strict(configure(new ObjectMapper()));
    /** The value in Jackson's message for a string it was not allowed to coerce to a number or truth value. */
    private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("String value \\(\"(.*?)\"\\)");

    /**
     * The largest configuration file read, in bytes: a configuration is a few kilobytes, and the file is read
     * whole before parsing, so a wrong path ({@code /dev/zero}) is refused at once instead of filling the memory.
     */
    public static final int MAX_FILE_BYTES = 1 << 20;
    /**
     * The longest line of a YAML file, in characters: SnakeYAML's time on one line grows with its square (a line of
     * 2 MB took 23 s), so a longer line is refused before parsing; a long list is written one item per line.
     */
    public static final int MAX_YAML_LINE = 16_384;

    private ConfigReader() {
    }

    private static ObjectMapper configure(ObjectMapper mapper) {
        return mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }

    /**
     * What a file read by {@link #read} must be beyond what its fields are bound to: duplicate keys, a number or
     * truth value written as a quoted string, and more than one document (or value) in a file are refused rather
     * than silently resolved; so is a {@code null} in a YAML file ({@link #refuseNulls}).
     */
    private static ObjectMapper strict(ObjectMapper mapper) {
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        for (LogicalType type : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            mapper.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
        return mapper;
    }

    /** Reads {@code file} (JSON if it ends in .json, YAML otherwise) as a {@code type}. */
    public static <T> T read(Path file, Class<T> type) {
        String name = file.toString();
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_FILE_BYTES + 1);
            if (bytes.length > MAX_FILE_BYTES) {
                throw new ConfigException(name, null, "larger than " + MAX_FILE_BYTES + " bytes: not a configuration file");
            }
        } catch (NoSuchFileException e) {
            throw new ConfigException(name, null, "no such file");
        } catch (IOException e) {
            throw new ConfigException(name, null, "cannot read: " + e.getMessage());
        }
        String text = utf8(bytes, name);
        if (text.isBlank()) {
            throw new ConfigException(name, null, "the file is empty");
        }
        boolean json = name.endsWith(".json");
        if (!json) {
            refuseLongLines(text, name);
        }
        ObjectMapper mapper = json ? STRICT_JSON : YAML;
        try (JsonParser parser = mapper.createParser(text)) {
            JsonNode tree = mapper.readTree(parser);
            if (!json) {
                refuseNulls(tree, "", name);
            }
            T value = tree == null ? null : mapper.treeToValue(tree, type);
            if (value == null) {
                throw new ConfigException(name, null, "the file holds no settings");
            }
            if (parser.nextToken() != null) {
                throw new ConfigException(name + ":" + parser.currentLocation().getLineNr(), null, json
                        ? "more after the end of the JSON value: one value per file"
                        : "a second YAML document: one document per file");
            }
            return value;
        } catch (JsonParseException e) {
            if (e.getOriginalMessage().startsWith("Duplicate field")) {
                throw new ConfigException(name + ":" + e.getLocation().getLineNr(), null, "key '"
                        + e.getOriginalMessage().replaceAll("^Duplicate field '(.*)'$", "$1") + "' given twice");
            }
            throw syntaxError(name, json ? "JSON" : "YAML", e);
        } catch (JsonProcessingException e) {
            throw translate(name, e);
        } catch (IOException e) {
            throw new ConfigException(name, null, "cannot read: " + e.getMessage());
        }
    }

    /**
     * Refuses an explicit {@code null} ({@code rounds: null}, {@code rounds: ~}, {@code rounds:} with nothing) in a
     * YAML file, naming its field: it would silently stand for the default. (Stored {@code config.json} files
     * write unset keys as null and are not checked.)
     */
    private static void refuseNulls(JsonNode node, String at, String name) {
        if (node == null) {
            return;
        }
        if (node.isNull()) {
            throw new ConfigException(name, at, "expected a value, got null (leave the key out for its default)");
        }
        if (node.isObject()) {
            node.fields().forEachRemaining(e -> refuseNulls(e.getValue(), at.isEmpty() ? e.getKey() : at + "." + e.getKey(),
                    name));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                refuseNulls(node.get(i), at + "[" + i + "]", name);
            }
        }
    }

    /** Refuses a line longer than {@link #MAX_YAML_LINE}, naming it. */
    private static void refuseLongLines(String text, String name) {
        int line = 1;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == '\n') {
                if (i - start > MAX_YAML_LINE) {
                    throw new ConfigException(name + ":" + line, null, "a line of " + (i - start) + " characters (at most "
                            + MAX_YAML_LINE + "); write a long list one item per line");
                }
                line++;
                start = i + 1;
            }
        }
    }

    /**
     * The text of a file that must be UTF-8 (a byte order mark is dropped).
     *
     * @throws ConfigException naming the line and column of the first byte that is not UTF-8
     */
    static String utf8(byte[] bytes, String name) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < at; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            int column = new String(bytes, lineStart, at - lineStart, StandardCharsets.UTF_8).length() + 1;
            throw new ConfigException(name + ":" + line + ":" + column, null, String.format(
                    "not UTF-8 text (byte 0x%02X); save the file as UTF-8", bytes[at] & 0xFF));
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * Binds part of a configuration, already read as plain values (maps, lists, numbers, strings), to
     * {@code type}; errors name the file and the field as {@link #read} does. For an unknown key the known ones
     * are listed, at the top level together with {@code alsoKnown} (the keys of the enclosing file the part was taken
     * from).
     */
    public static <T> T bind(Object tree, Class<T> type, String source, Collection<String> alsoKnown) {
        try {
            return JSON.treeToValue(JSON.valueToTree(tree), type);
        } catch (JsonProcessingException e) {
            if (e instanceof UnrecognizedPropertyException u) {
                String field = path(u);
                boolean topLevel = !field.contains(".") && !field.contains("[");
                Set<String> known = new TreeSet<>(topLevel ? alsoKnown : Set.of());
                u.getKnownPropertyIds().forEach(k -> known.add(k.toString()));
                throw new ConfigException(source, field, "unknown key (known: " + String.join(", ", known) + ")");
            }
            throw translate(source, e);
        }
    }

    /** The keys a configuration class declares (its public fields). */
    public static Set<String> keys(Class<?> type) {
        Set<String> keys = new TreeSet<>();
        for (java.lang.reflect.Field f : type.getFields()) {
            if (!java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                keys.add(f.getName());
            }
        }
        return keys;
    }

    /** A configuration object as plain values (maps, lists, numbers, strings), as {@link #bind} takes them. */
    @SuppressWarnings("unchecked")
    public static java.util.Map<String, Object> plain(Object value) {
        return JSON.convertValue(value, java.util.Map.class);
    }

    /**
     * Builds ahead what {@link #read} and {@link #toJson} need for a YAML file of {@code type}: the mappers, the
     * date and locale data Jackson's start-up loads, and the deserializer and serializer of {@code type} (Jackson keeps
     * them in each mapper's thread-safe caches, so a later call on another thread finds them built). The same work a
     * first {@code read} would do, moved earlier: {@code StartUp} runs it on a thread of its own while the command
     * line is parsed. Any failure is left for {@code read} to meet and report.
     */
    public static void prepare(Class<?> type) {
        YAML.readerFor(type);
        JSON.writerFor(type);
    }

    /** Writes a configuration object as indented JSON (the resolved configuration of a run). */
    public static String toJson(Object value) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write configuration", e);
        }
    }

    private static ConfigException translate(String file, JsonProcessingException e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof JsonParseException p) {
                // a syntax error met while binding a nested value: the parser's place and complaint, not the field's
                return syntaxError(file, file.endsWith(".json") ? "JSON" : "YAML", p);
            }
        }
        JsonMappingException m = (JsonMappingException) e;
        String field = path(m);
        if (e instanceof InvalidTypeIdException t) {
            String kinds = String.join(", ", subtypes(t.getBaseType().getRawClass()));
            return new ConfigException(file, (field.isEmpty() ? "" : field + ".") + typeProperty(t), t.getTypeId() == null
                    ? "missing (one of " + kinds + ")" : "expected one of " + kinds + ", got '" + t.getTypeId() + "'");
        }
        if (e instanceof UnrecognizedPropertyException u) {
            return new ConfigException(file, field, "unknown key (known: " + u.getKnownPropertyIds().stream()
                    .map(Object::toString).sorted().collect(Collectors.joining(", ")) + ")");
        }
        if (e instanceof InvalidFormatException f) {
            return new ConfigException(file, field, "expected " + describe(f.getTargetType()) + ", got '" + f.getValue() + "'");
        }
        java.util.regex.Matcher quoted = QUOTED.matcher(e.getOriginalMessage());
        if (e instanceof MismatchedInputException mi && mi.getTargetType() != null && quoted.find()) {
            String value = quoted.group(1);
            return new ConfigException(file, field, "expected " + describe(mi.getTargetType()) + ", got '" + value + "'"
                    + (value.matches("-?[0-9.eE+]+|true|false") ? " (in quotes: write it without them)" : ""));
        }
        if (e instanceof MismatchedInputException mi && mi.getTargetType() != null) {
            return new ConfigException(file, field, "expected " + describe(mi.getTargetType()));
        }
        Throwable cause = e.getCause();
        if (cause instanceof InvalidSettingException invalid) {
            return new ConfigException(file, field.isEmpty() ? invalid.field() : field + "." + invalid.field(),
                    invalid.getMessage());
        }
        if (cause instanceof IllegalArgumentException || cause instanceof ConfigException) {
            return new ConfigException(file, field, cause.getMessage());
        }
        return new ConfigException(file, field, e.getOriginalMessage());
    }

    private static String path(JsonMappingException m) {
        return m.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining()).replaceFirst("^\\.", "");
    }

    /** The key that names the kind of a polymorphic setting ({@code tuner}, {@code rule}). */
    private static String typeProperty(InvalidTypeIdException t) {
        JsonTypeInfo info = t.getBaseType().getRawClass().getAnnotation(JsonTypeInfo.class);
        return info == null ? "kind" : info.property();
    }

    /** The names of the kinds a polymorphic setting accepts. */
    private static List<String> subtypes(Class<?> base) {
        JsonSubTypes types = base.getAnnotation(JsonSubTypes.class);
        List<String> names = new ArrayList<>();
        if (types != null) {
            for (JsonSubTypes.Type type : types.value()) {
                names.add(type.name());
            }
        }
        return names;
    }

    /**
     * A syntax error as {@code FILE:LINE:COLUMN: not valid FORMAT: what}, at the place SnakeYAML names as the
     * problem (its last "line L, column C"; Jackson's own location is where the enclosing token started), else
     * at Jackson's location.
     */
    private static ConfigException syntaxError(String file, String format, JsonParseException e) {
        java.util.regex.Matcher at = java.util.regex.Pattern.compile("line (\\d+), column (\\d+)").matcher(e.getOriginalMessage());
        String where = e.getLocation().getLineNr() + ":" + e.getLocation().getColumnNr();
        while (at.find()) {
            where = at.group(1) + ":" + at.group(2);
        }
        return new ConfigException(file + ":" + where, null, "not valid " + format + ": " + syntaxProblem(e));
    }

    /**
     * What a parser found wrong, in one line without its internals: SnakeYAML's first line of complaint, or
     * Jackson's JSON message without character codes and source references.
     */
    private static String syntaxProblem(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        // SnakeYAML: a context ("while parsing ...") and a problem, each at the line's start, each followed by its
        // place and the source line with a caret, indented
        String what = message.lines()
                .filter(l -> !l.isBlank() && !Character.isWhitespace(l.charAt(0)) && !l.startsWith("in 'reader'")
                        && !l.startsWith("while "))
                .map(String::strip).findFirst().orElse(message.strip());
        if (what.contains("in 'reader'")) {
            what = what.substring(0, what.indexOf("in 'reader'")).strip();
        }
        return what.replaceAll("\\s*\\(code \\d+\\)", "")
                .replaceAll("\\s*\\(start marker at \\[[^\\]]*\\]\\)", "")
                .replaceAll("\\s*at \\[Source: .*$", "")
                .replace("(JSON String, Number, Array, Object or token 'null', 'true' or 'false')", "a value")
                .replace("Unexpected end-of-input: expected close marker for Object", "the file ends inside an object ('}' missing)")
                .replace("Unexpected end-of-input: expected close marker for Array", "the file ends inside a list (']' missing)")
                .replace("Unexpected end-of-input", "the file ends too early")
                .replace("was expecting double-quote to start field name", "expected a key in double quotes")
                .replace("was expecting comma to separate Object entries", "expected ',' or '}'")
                .replace("was expecting comma to separate Array entries", "expected ',' or ']'")
                .replace("was expecting", "expected")
                .replace("Unexpected character", "unexpected character")
                .replace("Unrecognized token", "unrecognized word");
    }

    private static String describe(Class<?> type) {
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "an integer";
        }
        if (type == double.class || type == Double.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type.isEnum()) {
            List<String> values = new ArrayList<>();
            for (Object constant : type.getEnumConstants()) {
                values.add("'" + JSON.convertValue(constant, String.class) + "'");
            }
            return String.join(" or ", values);
        }
        if (java.util.List.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (java.util.Map.class.isAssignableFrom(type)) {
            return "a mapping of keys to values";
        }
        return "a mapping (" + type.getSimpleName() + ")";
    }
}
