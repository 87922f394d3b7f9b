package dev.arbiter.tuning;

import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.RatingLedger;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads what checkpoints of formats 1 and 2 kept in full (every vector played, every generation row, DE's whole
 * ledger) into the bounded form of format 3: the window of recent vectors and an appended generations.csv.
 */
final class LegacyCheckpoint {

    private LegacyCheckpoint() {
    }

    /**
     * The window of recent vectors: the listed vectors under their ids (the last {@link RecentVectors#CAPACITY}
     * kept), with their games from DE's ledger.
     */
    static RecentVectors recent(TuningCheckpoint cp) {
        double[][] vectors = cp.legacy().vectors();
        RecentVectors recent = new RecentVectors(vectors[0]);
        for (int v = 1; v < vectors.length; v++) {
            recent.release(recent.use(vectors[v], cp.legacy().vectorGenerations()[v]));
        }
        Optional<DeState> population = TunerStates.as(cp.tuner(), DeState.class);
        if (population.isPresent()) {
            DeState de = population.get();
            Map<List<Double>, Integer> ids = new HashMap<>();
            for (int v = 0; v < vectors.length; v++) {
                ids.put(TuningOutputs.key(vectors[v]), v);
            }
            RatingLedger.State.Edges games = de.ledger().edges();
            double[][] played = de.ledger().entries().vectors();
            for (int k = 0; k < games.edgeLow().length; k++) {
                Integer a = ids.get(TuningOutputs.key(played[games.edgeLow()[k]]));
                Integer b = ids.get(TuningOutputs.key(played[games.edgeHigh()[k]]));
                if (a != null && b != null && !a.equals(b)) {
                    recent.record(a, b, games.edgeGames()[k], games.edgePointsLow()[k]);
                }
            }
        }
        return recent;
    }

    /** Writes generations.csv from the checkpoint's rows; returns its length. */
    static long writeGenerations(TuningCheckpoint cp, List<String> names, Path file) throws IOException {
        StringBuilder text = new StringBuilder();
        if (!cp.legacy().generations().isEmpty()) {
            text.append(TuningOutputs.generationsHeader(names));
            cp.legacy().generations().forEach(row -> text.append(TuningOutputs.generationLine(row)));
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return Files.size(file);
    }
}
