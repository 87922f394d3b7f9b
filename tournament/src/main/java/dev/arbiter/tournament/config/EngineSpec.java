package dev.arbiter.tournament.config;

import dev.arbiter.tournament.engine.EngineCommand;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One engine taking part: its name, the command that starts it as a server, its working directory,
 * parameter values substituted into {@code {name}} placeholders of the command, and optional per-engine
 * move limits.
 *
 * <p>Substitution replaces a placeholder inside one argv element only, so a value can never add or split
 * arguments; values must not contain whitespace or control characters.
 *
 * @param name    unique name in results
 * @param command program and arguments, with optional {@code {param}} placeholders
 * @param dir     working directory, or null
 * @param params  placeholder values
 * @param limits  per-engine limits overriding the tournament's, or null
 */
public record EngineSpec(String name, List<String> command, Path dir, Map<String, String> params, MoveLimits limits) {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_.-]*)}");
    private static final Pattern SAFE_VALUE = Pattern.compile("[^\\s\\p{Cntrl}]+");

    /** Copies the collections. */
    public EngineSpec {
        command = List.copyOf(command);
        params = params == null ? Map.of() : Map.copyOf(new LinkedHashMap<>(params));
    }

    /**
     * The command with every placeholder replaced.
     *
     * @throws IllegalArgumentException for a placeholder without a value or an unsafe value
     */
    public EngineCommand resolve() {
        List<String> argv = new ArrayList<>();
        for (String arg : command) {
            Matcher m = PLACEHOLDER.matcher(arg);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                String value = params.get(m.group(1));
                if (value == null) {
                    throw new IllegalArgumentException("engine '" + name + "': no value for placeholder {" + m.group(1) + "}");
                }
                if (!SAFE_VALUE.matcher(value).matches()) {
                    throw new IllegalArgumentException("engine '" + name + "': value of '" + m.group(1)
                            + "' must not contain spaces or control characters");
                }
                m.appendReplacement(sb, Matcher.quoteReplacement(value));
            }
            m.appendTail(sb);
            argv.add(sb.toString());
        }
        return new EngineCommand(name, argv, dir);
    }
}
