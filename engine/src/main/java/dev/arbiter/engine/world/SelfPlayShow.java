package dev.arbiter.engine.world;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;

import java.io.PrintWriter;
import java.util.List;

/**
 * A game's own way of playing and showing the games of one searcher in {@code arbiter selfplay}, instead of
 * the generic move list (Mars Lander: each game a flight, shown as one line with its landing margins, an
 * optional ASCII trace, a summary over many maps, and a trajectory chart). A game offers one through
 * {@link Game#selfPlayShow()}.
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
     * The starts a game-specific selection names ({@code selfplay --maps SELECTION}).
     *
     * @param seed the seed of generated starts
     * @throws IllegalArgumentException naming what is wrong with the selection
     */
    List<Start> starts(String selection, long seed);

    /** The ply limit of a game when none is given. */
    int defaultMaxPlies();

    /**
     * Plays every start with {@code searcher}, printing one line per start (after its trace when
     * {@code trace}) and a summary at the end.
     *
     * @return a chart per start, in order
     * @throws IllegalArgumentException naming the start whose init data does not parse
     */
    List<Plot> play(List<Start> starts, Searcher<W> searcher, SearchLimits limits, long seed, int maxPlies, boolean trace,
                    PrintWriter out);
}
