package dev.arbiter.tournament.play;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.DatabindContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.TypeIdResolverBase;
import dev.arbiter.tournament.config.NamedProtocol;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The registry of protocols, keyed by their configuration names: every {@link BotProtocol} named in a
 * {@code META-INF/services/dev.arbiter.tournament.play.BotProtocol} file on the class path (as games are found
 * through their providers), loaded once. It binds a configuration's {@code protocol: NAME} and its settings to the
 * protocol's record, and gives Jackson the record of each {@code "kind"} (so entrants travel as JSON with any
 * registered protocol).
 */
public final class BotProtocols {

    private static final ObjectMapper BINDER = new ObjectMapper();

    private BotProtocols() {
    }

    /** Every registered protocol's defaults, by name, in the order they were found. */
    public static Map<String, BotProtocol> all() {
        return Registered.BY_NAME;
    }

    /** The registered names, for messages. */
    public static Set<String> names() {
        return Registered.BY_NAME.keySet();
    }

    /** The names of the protocols that take the setting {@code setting}, for messages: {@code 'a' or 'b'}. */
    public static String namesWith(String setting) {
        return quotedList(names().stream().filter(n -> settingsOf(Registered.BY_NAME.get(n)).contains(setting)).toList());
    }

    /**
     * The protocol named {@code name} with the given settings (the record's components by name; missing ones keep
     * the record's defaults).
     *
     * @throws BindingException for an unknown name (its setting is {@code protocol}), a setting the protocol does
     *                          not have, or a value its record refuses (naming the setting)
     */
    public static BotProtocol bind(String name, Map<String, ?> settings) {
        BotProtocol defaults = Registered.BY_NAME.get(name);
        if (defaults == null) {
            throw new BindingException("protocol", "expected " + quotedList(List.copyOf(names())) + ", got '" + name
                    + "'", false);
        }
        Set<String> known = settingsOf(defaults);
        for (String setting : settings.keySet()) {
            if (!known.contains(setting)) {
                throw new BindingException(setting, "protocol '" + name + "' has no setting '" + setting + "'", true);
            }
        }
        if (settings.isEmpty()) {
            return defaults;
        }
        try {
            Map<String, Object> typed = new LinkedHashMap<>(settings);
            typed.put("kind", name);
            return BINDER.convertValue(typed, defaults.getClass());
        } catch (IllegalArgumentException e) {
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            String message = cause.getMessage() == null ? e.getMessage() : cause.getMessage().lines().findFirst()
                    .orElse("");
            for (String setting : known) {
                if (message.startsWith(setting + ": ")) {
                    throw new BindingException(setting, message.substring(setting.length() + 2), false);
                }
            }
            throw new BindingException("protocol", message, false);
        }
    }

    /**
     * The protocol a configuration names, with its settings ({@link #bind(String, Map)}): how the rules' default and
     * an engine entry's refinement of it ({@link NamedProtocol#forEngine}) become a protocol.
     */
    public static BotProtocol bind(NamedProtocol named) {
        return bind(named.name(), named.settings());
    }

    /**
     * The protocol's settings by name (its record's components, in order), as {@link #bind} takes them back: how a
     * protocol travels in a message.
     */
    public static Map<String, Object> settings(BotProtocol protocol) {
        RecordComponent[] components = protocol.getClass().getRecordComponents();
        if (components == null || components.length == 0) {
            return Map.of();
        }
        Map<String, Object> settings = new LinkedHashMap<>();
        for (RecordComponent component : components) {
            try {
                settings.put(component.getName(), component.getAccessor().invoke(protocol));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read setting '" + component.getName() + "' of protocol '"
                        + protocol.name() + "'", e);
            }
        }
        return settings;
    }

    private static Set<String> settingsOf(BotProtocol protocol) {
        RecordComponent[] components = protocol.getClass().getRecordComponents();
        if (components == null) {
            return Set.of();
        }
        return Arrays.stream(components).map(RecordComponent::getName).collect(Collectors.toUnmodifiableSet());
    }

    private static String quotedList(List<String> names) {
        List<String> quoted = names.stream().map(n -> "'" + n + "'").toList();
        if (quoted.size() <= 1) {
            return String.join("", quoted);
        }
        return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " or " + quoted.get(quoted.size() - 1);
    }

    /** A protocol's name or setting that cannot be bound: names the setting ({@code protocol} for the name). */
    public static final class BindingException extends IllegalArgumentException {

        private final String setting;
        private final boolean unknownSetting;

        BindingException(String setting, String message, boolean unknownSetting) {
            super(message);
            this.setting = setting;
            this.unknownSetting = unknownSetting;
        }

        /** The setting to blame, or {@code protocol} for the protocol's name. */
        public String setting() {
            return setting;
        }

        /** Whether the protocol has no such setting (rather than refusing its value). */
        public boolean unknownSetting() {
            return unknownSetting;
        }
    }

    /** Loaded on first use. */
    private static final class Registered {
        static final Map<String, BotProtocol> BY_NAME = load();

        private static Map<String, BotProtocol> load() {
            Map<String, BotProtocol> byName = new LinkedHashMap<>();
            for (BotProtocol protocol : ServiceLoader.load(BotProtocol.class, BotProtocol.class.getClassLoader())) {
                BotProtocol previous = byName.putIfAbsent(protocol.name(), protocol);
                if (previous != null && previous.getClass() != protocol.getClass()) {
                    throw new IllegalStateException("two protocols are named '" + protocol.name() + "': "
                            + previous.getClass().getName() + " and " + protocol.getClass().getName());
                }
            }
            return Collections.unmodifiableMap(byName);
        }
    }

    /** Jackson's {@code "kind"} of a protocol: its registered name. */
    public static final class Names extends TypeIdResolverBase {

        @Override
        public String idFromValue(Object value) {
            return ((BotProtocol) value).name();
        }

        @Override
        public String idFromValueAndType(Object value, Class<?> suggestedType) {
            return idFromValue(value);
        }

        @Override
        public JavaType typeFromId(DatabindContext context, String id) {
            BotProtocol protocol = Registered.BY_NAME.get(id);
            return protocol == null ? null : context.constructType(protocol.getClass());
        }

        @Override
        public String getDescForKnownTypeIds() {
            return String.join(", ", names());
        }

        @Override
        public JsonTypeInfo.Id getMechanism() {
            return JsonTypeInfo.Id.CUSTOM;
        }
    }
}
