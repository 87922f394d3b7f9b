package dev.arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tuning.TuningCheckpoint;
import dev.arbiter.tuning.TuningOutputs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The one place the report knows how a run folder is laid out: which file holds what. Every figure is computed
 * from the run's data through the project's own types ({@code GameLog}, {@code Standings}, {@code StopCheck},
 * {@code TuningCheckpoint}); no presentation file (ranking.csv, summary.json, generations.csv) is parsed.
 */
final class RunFormat {

    /** The report's folder inside a run folder. */
    static final String REPORT = "report";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private RunFormat() {
    }

    /** The game log of a qualification or of a tuning's tuning games. */
    static Path games(Path run) {
        return run.resolve(RunFiles.GAMES);
    }

    /** The game log of a tuning's validation match. */
    static Path validationGames(Path run) {
        return run.resolve(TuningOutputs.VALIDATION_GAMES);
    }

    /** The game log of the last {@code tune verify} match. */
    static Path verifyGames(Path run) {
        return run.resolve(TuningOutputs.VERIFY_GAMES);
    }

    /** The files a report is made from (some may not exist). */
    static List<Path> inputs(Path run) {
        return List.of(run.resolve(RunFiles.CONFIG), games(run), validationGames(run), verifyGames(run),
                run.resolve(TuningOutputs.CHECKPOINT));
    }

    /** A tuning run's checkpoint, if it has written one yet. */
    static Optional<TuningCheckpoint> checkpoint(Path run) throws IOException {
        Path file = run.resolve(TuningOutputs.CHECKPOINT);
        return Files.isRegularFile(file) ? Optional.of(TuningCheckpoint.read(file)) : Optional.empty();
    }

    /** Whether a run folder holds a tuning run (else a qualification). */
    static boolean isTuning(Path run) throws IOException {
        if (Files.isRegularFile(run.resolve(TuningOutputs.CHECKPOINT))) {
            return true;
        }
        Path config = run.resolve(RunFiles.CONFIG);
        return Files.isRegularFile(config) && JSON.readTree(config.toFile()).has("parameters");
    }

    /** Removes the settings left unset (null) from a configuration tree, so that it shows what was chosen. */
    private static void dropNulls(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.properties().removeIf(e -> e.getValue().isNull());
        }
        node.forEach(RunFormat::dropNulls);
    }

    /** The run's stored configuration, indented, to be shown as it is (empty if there is none). */
    static String configText(Path run) throws IOException {
        Path config = run.resolve(RunFiles.CONFIG);
        if (!Files.isRegularFile(config)) {
            return "";
        }
        JsonNode tree = JSON.readTree(config.toFile());
        dropNulls(tree);
        return JSON.writeValueAsString(tree);
    }
}
