package dev.arbiter.tournament.play;

import com.fasterxml.jackson.annotation.JsonCreator;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineCommand;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An engine in a seat of a planned game, as plain data: its name in the records, the command that starts it
 * (program and arguments, with {@code {name}} placeholders for some or all of the parameters), its working
 * directory, its parameter values as numbers and its move limits. A value with a placeholder reaches the
 * command line in exactly one place, {@link Placeholders}, when the process is started; the others are sent
 * in each game's {@code newgame} ({@link #gameParameters()}), so entrants that differ only in those share
 * their processes.
 *
 * @param name       the engine's name in game records
 * @param command    program and arguments, with {@code {name}} placeholders for parameters
 * @param dir        working directory, or null for the current one
 * @param parameters parameter values by name (sorted by name)
 * @param limits     the move limits it plays under
 * @param startTimeoutMs how long its engine may take to start, or 0 for the run's ({@link dev.arbiter.tournament.config.GameRules})
 * @param protocol   how the referee talks to it ({@link BotProtocol#SERVER} when null); a stdio bot's first-turn
 *                   limit becomes the limits' first-move allowance ({@link BotProtocol#limits})
 */
public record Entrant(String name, List<String> command, String dir, Map<String, Double> parameters, MoveLimits limits,
                      long startTimeoutMs, BotProtocol protocol) {

    /** Copies the collections. */
    @JsonCreator
    public Entrant {
        command = List.copyOf(command);
        parameters = parameters == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(parameters));
        if (startTimeoutMs < 0) {
            throw new IllegalArgumentException("start timeout must not be negative, got " + startTimeoutMs);
        }
        protocol = protocol == null ? BotProtocol.SERVER : protocol;
        limits = protocol.limits(limits);
    }

    /** An engine server (the Arbiter protocol) with the run's start timeout. */
    public Entrant(String name, List<String> command, String dir, Map<String, Double> parameters, MoveLimits limits) {
        this(name, command, dir, parameters, limits, 0, BotProtocol.SERVER);
    }

    /** An engine server without parameters, with the run's start timeout. */
    public static Entrant of(EngineCommand command, MoveLimits limits) {
        return of(command, limits, 0, BotProtocol.SERVER);
    }

    /** An engine server without parameters whose engine may take {@code startTimeoutMs} to start (0: the run's). */
    public static Entrant of(EngineCommand command, MoveLimits limits, long startTimeoutMs) {
        return of(command, limits, startTimeoutMs, BotProtocol.SERVER);
    }

    /** An entrant without parameters speaking {@code protocol}, with the run's start timeout. */
    public static Entrant of(EngineCommand command, MoveLimits limits, BotProtocol protocol) {
        return of(command, limits, 0, protocol);
    }

    /** An entrant without parameters speaking {@code protocol} that may take {@code startTimeoutMs} to start. */
    public static Entrant of(EngineCommand command, MoveLimits limits, long startTimeoutMs, BotProtocol protocol) {
        return new Entrant(command.name(), command.argv(),
                command.workingDir() == null ? null : command.workingDir().toString(), Map.of(), limits,
                startTimeoutMs, protocol);
    }

    /** How long this entrant's engine may take to start, given the run's default. */
    public long startTimeoutOr(long runDefault) {
        return startTimeoutMs > 0 ? startTimeoutMs : runDefault;
    }

    /** The values without a placeholder in the command: sent to the engine in {@code newgame}, sorted by name. */
    public Map<String, Double> gameParameters() {
        if (parameters.isEmpty()) {
            return parameters;
        }
        Map<String, Double> sent = new TreeMap<>(parameters);
        sent.keySet().removeAll(Placeholders.names(command));
        return Collections.unmodifiableMap(sent);
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
