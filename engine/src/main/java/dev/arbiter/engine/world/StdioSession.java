package dev.arbiter.engine.world;

import java.util.List;

/**
 * What one bot in one seat reads and prints during one game: the initialization input once, then before
 * each of its turns the turn input, after which it prints one line that {@link #parseAction} reads.
 *
 * @param <W> the world type
 */
public interface StdioSession<W extends World<W>> {

    /** The lines the bot reads once, before its first turn's input (may be empty). */
    List<String> initialInput();

    /**
     * The lines the bot reads at the start of a turn.
     *
     * @param world   the actual world, the bot to move
     * @param history the actions played so far, in the game's text form
     */
    List<String> turnInput(W world, List<String> history);

    /**
     * The action the bot's {@code line} commands in {@code world} (it may still be illegal: the referee checks
     * that).
     *
     * @throws IllegalActionException if the line is well formed but names no action of the game (out of range)
     * @throws IllegalArgumentException saying what was expected, if the line is not understood
     */
    int parseAction(W world, String line);
}
