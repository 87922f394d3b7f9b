package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameProvider;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.PositionSolver;
import dev.arbiter.games.connectx.solver.TranspositionTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code arbiter solve}: solves the positions of a file or of standard input exactly, one per line, with the
 * game's solver ({@link Game#solver()}). Each result is printed as soon as it is known; an invalid line stops the run
 * with a usage error naming the line, after the lines before it were printed.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve positions exactly, one per line, from FILE or standard input.",
            "connect4: a line is a position in Pascal Pons' notation (played columns 1..7, anything after it is "
                    + "ignored); output 'position score nodes micros', the score from the side to move: "
                    + "22 - the winner's stones at the end for a win, its negation for a loss, 0 for a draw.",
            "sudoku: a line is a puzzle of 81 characters (digits, '.' or '0' for empty; anything after a space is "
                    + "ignored); output 'puzzle solution micros' ('none' when it has no solution), solved by the "
                    + "generic mm search under a 10 MiB memory budget."})
final class SolveCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Option(names = {"-g", "--game"}, required = true, paramLabel = "GAME",
            description = "Game to solve; solvers exist for: connect4, sudoku.")
    String game;

    @Option(names = "--weak", description = "Only the outcome: 1 win, 0 draw, -1 loss (faster).")
    boolean weak;

    @Option(names = "--tt-mb", paramLabel = "MIB", defaultValue = "" + TranspositionTable.DEFAULT_MEGABYTES,
            description = "Transposition table size in MiB, 1..8192 (default: ${DEFAULT-VALUE}).")
    int tableMegabytes;

    @Option(names = "--keep-tt", description = "Keep the transposition table between positions "
            + "(default: clear it before each, so that timings are comparable).")
    boolean keepTable;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Input file (default: standard input).")
    Path file;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PositionSolver solver = createSolver();
        PrintWriter out = spec.commandLine().getOut();
        try (BufferedReader in = open()) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                String result;
                try {
                    result = solver.solve(line);
                } catch (IllegalArgumentException e) {
                    throw ArbiterException.usage("line " + number + ": " + e.getMessage());
                }
                out.println(result);
                out.flush();
            }
        } catch (NoSuchFileException e) {
            throw ArbiterException.usage("no such file: " + file);
        } catch (IOException e) {
            throw ArbiterException.failure("cannot read " + (file == null ? "standard input" : file), e);
        }
    }

    /** The game's solver ({@link Game#solver()}), or a usage error listing the games that have one. */
    private PositionSolver createSolver() {
        GameRegistry registry = GameRegistry.load();
        Optional<PositionSolver.Factory> factory = solver(registry, game);
        if (factory.isEmpty()) {
            List<String> solvable = new ArrayList<>();
            for (GameProvider provider : registry.providers()) {
                solvable.add(provider.name());
                solvable.addAll(provider.aliases().keySet());
            }
            solvable.removeIf(name -> solver(registry, name).isEmpty());
            throw ArbiterException.usage("--game: no solver for '" + game + "'; solvers exist for: "
                    + String.join(", ", solvable.stream().sorted().toList()));
        }
        Map<String, PositionSolver.Setting> options = Map.of("--weak", PositionSolver.Setting.WEAK,
                "--tt-mb", PositionSolver.Setting.TABLE_MEGABYTES, "--keep-tt", PositionSolver.Setting.KEEP_TABLE);
        for (var option : new TreeMap<>(options).entrySet()) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option.getKey())
                    && !factory.get().uses().contains(option.getValue())) {
                throw ArbiterException.usage(option.getKey() + " does not apply to " + game + " (its solver has no such "
                        + "setting)");
            }
        }
        return factory.get().create(new PositionSolver.Settings(weak, tableMegabytes, keepTable));
    }

    private static Optional<PositionSolver.Factory> solver(GameRegistry registry, String name) {
        try {
            return registry.create(name).solver();
        } catch (IllegalArgumentException unknown) {
            return Optional.empty();
        }
    }

    private BufferedReader open() throws IOException {
        return file == null
                ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
                : Files.newBufferedReader(file, StandardCharsets.UTF_8);
    }
}
