package dev.arbiter.engine.world;

/**
 * A game's CodinGame-style line format for bots that read their input on standard input and print one action
 * line per turn. A game offers its own through {@link dev.arbiter.engine.world.Game#stdio()}; every game has
 * at least the {@link GenericStdioFormat}. The formats are documented per game in docs/STDIO.md.
 *
 * @param <W> the world type
 */
@FunctionalInterface
public interface StdioFormat<W extends World<W>> {

    /**
     * The session of the bot in {@code seat} for one game starting from {@code initial} (the session may keep
     * it: it is not changed afterwards).
     */
    StdioSession<W> session(W initial, int seat);
}
