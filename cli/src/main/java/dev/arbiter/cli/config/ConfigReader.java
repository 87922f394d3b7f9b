package dev.arbiter.cli.config;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.arbiter.tournament.config.InvalidSettingException;

import java.io.IOException;
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

    private static final ObjectMapper YAML = configure(new ObjectMapper(new YAMLFactory()));
    private static final ObjectMapper JSON = configure(new ObjectMapper());

    private ConfigReader() {
    }

    private static ObjectMapper configure(ObjectMapper mapper) {
        return mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }

    /** Reads {@code file} (JSON if it ends in .json, YAML otherwise) as a {@code type}. */
    public static <T> T read(Path file, Class<T> type) {
        String name = file.toString();
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new ConfigException(name, null, "no such file");
        } catch (IOException e) {
            throw new ConfigException(name, null, "cannot read: " + e.getMessage());
        }
        if (text.isBlank()) {
            throw new ConfigException(name, null, "the file is empty");
        }
        ObjectMapper mapper = name.endsWith(".json") ? JSON : YAML;
        try {
            T value = mapper.readValue(text, type);
            if (value == null) {
                throw new ConfigException(name, null, "the file holds no settings");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw translate(name, e);
        }
    }

    /**
     * Binds part of a configuration, already read as plain values (maps, lists, numbers, strings), to
     * {@code type}; errors name the file and the field as {@link #read} does. For an unknown key the known ones
     * are listed together with {@code alsoKnown} (the keys of the enclosing file the part was taken from).
     */
    public static <T> T bind(Object tree, Class<T> type, String source, Collection<String> alsoKnown) {
        try {
            return JSON.treeToValue(JSON.valueToTree(tree), type);
        } catch (JsonProcessingException e) {
            if (e instanceof UnrecognizedPropertyException u) {
                Set<String> known = new TreeSet<>(alsoKnown);
                u.getKnownPropertyIds().forEach(k -> known.add(k.toString()));
                throw new ConfigException(source, path(u), "unknown key (known: " + String.join(", ", known) + ")");
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

    /** Writes a configuration object as indented JSON (the resolved configuration of a run). */
    public static String toJson(Object value) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write configuration", e);
        }
    }

    private static ConfigException translate(String file, JsonProcessingException e) {
        if (e instanceof JsonParseException) {
            return new ConfigException(file, null, syntaxError(e));
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

    /** One line from a parser's (possibly multi-line) complaint, with the line and column it points at. */
    private static String syntaxError(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        java.util.regex.Matcher at = java.util.regex.Pattern.compile("line (\\d+), column (\\d+)").matcher(message);
        String where = "line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
        while (at.find()) {
            where = at.group();
        }
        String what = message.lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("in 'reader'") && !l.matches("[\\^ ]*") && !l.startsWith("while "))
                .findFirst().orElse(message.strip());
        if (what.contains("in 'reader'")) {
            what = what.substring(0, what.indexOf("in 'reader'")).strip();
        }
        return "not valid YAML/JSON at " + where + ": " + what;
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
