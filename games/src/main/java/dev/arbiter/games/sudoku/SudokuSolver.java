package dev.arbiter.games.sudoku;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Values;

import java.util.Map;

/**
 * Solves puzzles with a generic searcher of the engine (by default {@code mm} under a 10 MiB memory budget),
 * the way an engine plays a one-actor game: search from the actual world; when the search proves a win (a
 * solved world) play its whole principal variation, otherwise play its best action and search again from
 * the new world (the searcher keeps the subtree). Nothing here knows Sudoku strategy: the world's pruned
 * actions and the evaluation guide the search.
 */
public final class SudokuSolver {

    /** The memory budget of the default solver: 10 MiB. */
    public static final long DEFAULT_MEMORY = 10L << 20;

    /**
     * One solved (or failed) puzzle.
     *
     * @param grid     the final grid, 81 characters ({@code .} for a cell left empty)
     * @param solved   whether every cell is filled
     * @param searches number of searches run
     * @param nodes    nodes counted over all searches
     * @param nanos    time spent, from parsing the puzzle to the final world
     */
    public record Solution(String grid, boolean solved, int searches, long nodes, long nanos) {
    }

    private final Sudoku game;
    private final Searcher<SudokuWorld> searcher;
    private final SearchLimits limits;

    /** A solver with {@code algorithm} at its default parameters, the default evaluation and {@code limits}. */
    public SudokuSolver(String algorithm, SearchLimits limits) {
        this.game = new Sudoku(0);
        this.searcher = Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 0);
        this.limits = limits;
    }

    /** The default solver: {@code mm} with a 10 MiB memory budget and no other limit. */
    public SudokuSolver() {
        this("mm", new SearchLimits(0, 0, 0, DEFAULT_MEMORY));
    }

    /**
     * Solves {@code puzzle} (81 characters, digits and {@code .} or {@code 0}).
     *
     * @throws IllegalArgumentException if the puzzle does not parse
     */
    public Solution solve(String puzzle) {
        long start = System.nanoTime();
        SudokuWorld world = game.initialWorld(puzzle);
        searcher.newGame(0);
        int searches = 0;
        long nodes = 0;
        while (!world.isEnd()) {
            searcher.setWorld(world);
            SearchResult result = searcher.search(limits);
            searches++;
            nodes += result.nodes();
            if (result.action() < 0) {
                break;
            }
            if (result.value() >= Values.DECISIVE) {
                for (int action : result.pv()) {
                    world.apply(action);
                }
            } else {
                world.apply(result.action());
            }
        }
        return new Solution(world.grid(), world.isSolved(), searches, nodes, System.nanoTime() - start);
    }
}
