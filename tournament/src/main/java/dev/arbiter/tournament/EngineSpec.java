package dev.arbiter.tournament;

import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.Placeholders;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One engine taking part: its name, the command that starts it, its working directory,
 * text values substituted into {@code {name}} placeholders of the command ({@link Placeholders}), and
 * optional per-engine move limits, and the protocol it speaks.
 *
 * @param name    unique name in results
 * @param command program and arguments, with optional {@code {param}} placeholders
 * @param dir     working directory, or null
 * @param params  placeholder values
 * @param limits  the engine's own limits replacing the tournament's (complete: the configuration fills in
 *                what the engine leaves to the tournament), or null
 * @param startTimeoutMs how long this engine may take to start, or 0 for the tournament's
 * @param protocol how the referee talks to it ({@link BotProtocol#SERVER} when null)
 */
public record EngineSpec(String name, List<String> command, Path dir, Map<String, String> params, MoveLimits limits,
                         long startTimeoutMs, BotProtocol protocol) {

    /** Copies the collections. */
    public EngineSpec {
        command = List.copyOf(command);
        params = params == null ? Map.of() : Map.copyOf(new LinkedHashMap<>(params));
        if (startTimeoutMs < 0) {
            throw new IllegalArgumentException("startTimeoutMs: expected a non-negative number, got " + startTimeoutMs);
        }
        protocol = protocol == null ? BotProtocol.SERVER : protocol;
    }

    /** An engine server (the Arbiter protocol) with the tournament's start timeout. */
    public EngineSpec(String name, List<String> command, Path dir, Map<String, String> params, MoveLimits limits) {
        this(name, command, dir, params, limits, 0, BotProtocol.SERVER);
    }

    /** An engine server (the Arbiter protocol) that may take {@code startTimeoutMs} to start (0: the tournament's). */
    public EngineSpec(String name, List<String> command, Path dir, Map<String, String> params, MoveLimits limits,
                      long startTimeoutMs) {
        this(name, command, dir, params, limits, startTimeoutMs, BotProtocol.SERVER);
    }

    /**
     * The command with every placeholder replaced.
     *
     * @throws IllegalArgumentException for a placeholder without a value or an unsafe value
     */
    public EngineCommand resolve() {
        return new EngineCommand(name, Placeholders.substitute(command, params, name), dir);
    }
}
