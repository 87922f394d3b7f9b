package dev.arbiter.tournament.play;

import com.fasterxml.jackson.annotation.JsonCreator;
import dev.arbiter.tournament.config.BotProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineCommand;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An engine in a seat of a planned game, as plain data: its name in the records, the command that starts it
 * (program and arguments, with {@code {name}} placeholders for the parameters), its working directory, its
 * parameter values as numbers and its move limits. The values reach the command line in exactly one place,
 * {@link Placeholders}, when the process is started.
 *
 * @param name       the engine's name in game records
 * @param command    program and arguments, with a {@code {name}} placeholder per parameter
 * @param dir        working directory, or null for the current one
 * @param parameters parameter values by name (sorted by name)
 * @param limits     the move limits it plays under
 * @param protocol   how the referee talks to it ({@link BotProtocol#SERVER} when null)
 */
public record Entrant(String name, List<String> command, String dir, Map<String, Double> parameters, MoveLimits limits,
                      BotProtocol protocol) {

    /** Copies the collections. */
    @JsonCreator
    public Entrant {
        command = List.copyOf(command);
        parameters = parameters == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(parameters));
        protocol = protocol == null ? BotProtocol.SERVER : protocol;
    }

    /** An engine server (the Arbiter protocol). */
    public Entrant(String name, List<String> command, String dir, Map<String, Double> parameters, MoveLimits limits) {
        this(name, command, dir, parameters, limits, BotProtocol.SERVER);
    }

    /** An engine server without parameters. */
    public static Entrant of(EngineCommand command, MoveLimits limits) {
        return of(command, limits, BotProtocol.SERVER);
    }

    /** An entrant without parameters speaking {@code protocol}. */
    public static Entrant of(EngineCommand command, MoveLimits limits, BotProtocol protocol) {
        return new Entrant(command.name(), command.argv(),
                command.workingDir() == null ? null : command.workingDir().toString(), Map.of(), limits, protocol);
    }

    /**
     * The command that starts this entrant: its parameter values in the placeholders.
     *
     * @throws IllegalArgumentException for a placeholder without a value or an unsafe value
     */
    public EngineCommand resolve() {
        Path workingDir = dir == null ? null : Path.of(dir);
        if (parameters.isEmpty()) {
            return new EngineCommand(name, command, workingDir);
        }
        Map<String, String> values = new LinkedHashMap<>();
        parameters.forEach((k, v) -> values.put(k, Placeholders.format(v)));
        return new EngineCommand(name, Placeholders.substitute(command, values, name), workingDir);
    }
}
