package dev.arbiter.games.connectx.solver;

import dev.arbiter.engine.world.PositionSolver;

/**
 * Connect Four (7x6) lines for {@code arbiter solve}: a position in Pascal Pons' notation (the played columns,
 * 1..7), optionally followed by anything (e.g. an expected score), gives {@code position score nodes micros}.
 * The time covers the search only, not the table reset, as in Pons' benchmark.
 */
public final class Connect4PositionSolver implements PositionSolver {

    private final Connect4Solver solver;
    private final Settings settings;

    /** A solver with a table of {@code settings.tableMegabytes()} MiB. */
    public Connect4PositionSolver(Settings settings) {
        this.settings = settings;
        this.solver = new Connect4Solver(TranspositionTable.ofMegabytes(settings.tableMegabytes()));
    }

    @Override
    public String solve(String line) {
        String moves = line.trim().split("\\s+", 2)[0];
        Position position = Position.parse(moves);
        if (!settings.keepTable()) {
            solver.resetTable();
        }
        long start = System.nanoTime();
        int score = solver.solve(position, settings.weak());
        long micros = (System.nanoTime() - start) / 1000;
        return moves + " " + score + " " + solver.nodes() + " " + micros;
    }
}
