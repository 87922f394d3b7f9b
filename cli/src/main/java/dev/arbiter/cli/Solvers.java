package dev.arbiter.cli;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** The solvers of {@code arbiter solve}, by game name; a new solver only needs an entry here. */
final class Solvers {

    private static final Map<String, Function<SolveSettings, LineSolver>> BY_GAME = new TreeMap<>(Map.of(
            "connect4", Connect4LineSolver::new,
            "sudoku", settings -> new SudokuLineSolver()));

    private Solvers() {
    }

    /** A solver for {@code game}, or a usage error listing the games that have one. */
    static LineSolver create(String game, SolveSettings settings) {
        Function<SolveSettings, LineSolver> factory = BY_GAME.get(game);
        if (factory == null) {
            throw ArbiterException.usage("--game: no solver for '" + game + "'; solvers exist for: "
                    + String.join(", ", BY_GAME.keySet()));
        }
        return factory.apply(settings);
    }
}
