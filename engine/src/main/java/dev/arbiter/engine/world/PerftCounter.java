package dev.arbiter.engine.world;

/**
 * Counts the leaves of the game tree below a world to a fixed depth ({@link Perft} over worlds, or a game's own
 * counter when its worlds carry more than its move generation: {@link Game#perftCounter}).
 *
 * @param <W> the world type
 */
public interface PerftCounter<W extends World<W>> {

    /** The number of leaves {@code depth} plies below {@code root} (at most the depth the counter was prepared for). */
    long count(W root, int depth);
}
