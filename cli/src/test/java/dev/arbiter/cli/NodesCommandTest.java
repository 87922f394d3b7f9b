package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class NodesCommandTest {

    @TempDir
    Path dir;

    @Test
    void countsTheNodesOfEachSearcherAtEachDepthAgainstTheReference() throws Exception {
        Path csv = dir.resolve("nodes.csv");
        CliRunner.Run r = CliRunner.run("nodes", "-g", "mancala:openings=6", "--positions", "12", "--depths", "1..4",
                "--engine", "minimax=abp:cutoffs=0,tt=0,iterative=0,killers=0,history=0,pvs=0",
                "--engine", "alphabeta=abp:tt=0,iterative=0,killers=0,history=0,pvs=0", "--csv", csv.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("12 positions").contains("same action").contains("same value");
        assertThat(r.out().lines().filter(l -> l.startsWith("4     alphabeta"))).singleElement()
                .satisfies(l -> assertThat(l).endsWith("12/12   100%    12"));
        var rows = Files.readAllLines(csv);
        assertThat(rows).hasSize(1 + 4 * 2);
        String[] minimax = rows.get(7).split(",");
        String[] alphabeta = rows.get(8).split(",");
        assertThat(minimax[1]).isEqualTo("minimax");
        assertThat(Double.parseDouble(alphabeta[3])).as("alpha-beta needs fewer nodes at depth 4")
                .isLessThan(Double.parseDouble(minimax[3]));
        assertThat(Double.parseDouble(alphabeta[6])).isLessThan(1);
        assertThat(alphabeta[9]).isEqualTo("12");
    }

    @Test
    void aMalformedEngineIsAUsageError() {
        CliRunner.Run r = CliRunner.run("nodes", "-g", "mancala", "--engine", "abp");
        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("expected NAME=ALGO[:K=V,...], got 'abp'");
    }
}
