package dev.arbiter.cli;

import dev.arbiter.bench.RankCoverage;
import dev.arbiter.elo.simulation.GameModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter rank} itself, on simulated run folders with 60% draws and seat-swapped pairs: its 95% intervals
 * cover the true ratings. Seeded (the figure is exact and repeatable); the tolerance is that of 160 intervals.
 * The full measurement (1,000 runs) is {@code arbiter bench --only statistics}.
 */
class RankCoverageTest {

    @Test
    void rankIntervalsOnSimulatedLogsWithDrawsCoverTheTrueRatings() {
        RankCoverage.Ranker command = run -> {
            Path csv = run.resolve("rank.csv");
            CliRunner.Run r = CliRunner.run("rank", run.toString(), "--csv", csv.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            return csv;
        };
        double coverage = new RankCoverage(4, 30, new GameModel(0.6, 60, 100)).measure(40, 7, command);
        assertThat(coverage).isBetween(0.89, 0.99);
    }
}
