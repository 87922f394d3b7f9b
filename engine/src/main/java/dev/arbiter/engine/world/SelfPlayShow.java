package dev.arbiter.engine.world;

import java.io.PrintWriter;
import java.util.List;

/**
 * A game's own way of playing and showing the games of one searcher in {@code arbiter selfplay}, instead of
 * the generic move list (Mars Lander: each game a flight, shown as one line with its landing margins, an
 * optional ASCII trace, a summary over many maps, and a trajectory chart). A game offers one through
 * {@link Game#selfPlayShow()}. The show sees the searcher as a {@link Player}, which the command builds from the
 * search package (its {@code MoveAnswerer}): a game's definition names no searcher.
 *
 * @param <W> the world type
 */
public interface SelfPlayShow<W extends World<W>> {

    /**
     * A start to play.
     *
     * @param name     its name in the report
     * @param initData the init data it starts from
     */
    record Start(String name, String initData) {
    }

    /**
     * The searcher a show plays with, under the limits of the self-play: a new game with its seed, then a choice
     * for each world it is shown.
     *
     * @param <W> the world type
     */
    interface Player<W extends World<W>> {

        /** Starts a new game. */
        void newGame(long seed);

        /** The action chosen in {@code world}, as a request made now. */
        Choice choose(W world);
    }

    /**
     * A player's choice.
     *
     * @param action       the action chosen, negative when it has none
     * @param latencyNanos the time from the request to the choice
     */
    record Choice(int action, long latencyNanos) {
    }

    /**
     * The starts a game-specific selection names ({@code selfplay --maps SELECTION}).
     *
     * @param seed the seed of generated starts
     * @throws IllegalArgumentException naming what is wrong with the selection
     */
    List<Start> starts(String selection, long seed);

    /** The ply limit of a game when none is given. */
    int defaultMaxPlies();

    /**
     * Plays every start with {@code player}, printing one line per start (after its trace when
     * {@code trace}) and a summary at the end.
     *
     * @return a chart per start, in order
     * @throws IllegalArgumentException naming the start whose init data does not parse
     */
    List<Plot> play(List<Start> starts, Player<W> player, long seed, int maxPlies, boolean trace, PrintWriter out);
}
