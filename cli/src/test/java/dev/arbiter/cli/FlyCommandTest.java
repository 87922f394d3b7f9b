package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class FlyCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Arbiter.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int status = cl.execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void fliesAStandardMapAndPrintsTheTraceSummaryAndPlot(@TempDir Path dir) {
        Path png = dir.resolve("flight.png");
        Run r = run("fly", "--game", "marslander", "--algo", "mm", "--param", "pruning=1", "--param", "threshold=50",
                "--nodes", "1500", "--memory", "10m", "--maps", "ep1_01", "--trace", "--png", png.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("ep1_01\\s+landed").contains("landed 1/1, worst margins: |vSpeed|")
                .containsPattern("turn\\s+x\\s+y\\s+hs\\s+vs\\s+fuel\\s+angle\\s+power");
        assertThat(Files.isRegularFile(png)).isTrue();
    }

    @Test
    void rejectsAnotherGameAndUnknownMaps() {
        assertThat(run("fly", "--game", "tictactoe", "--nodes", "10").err()).contains("fly needs --game marslander");
        Run r = run("fly", "--game", "marslander", "--nodes", "10", "--maps", "nowhere");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("unknown map 'nowhere'");
    }

    @Test
    void randomMapsComeFromTheSeed() {
        assertThat(LanderFlights.cases("random:3", 4)).isEqualTo(LanderFlights.cases("random:3", 4)).hasSize(3);
        assertThat(LanderFlights.cases("standard", 1)).hasSize(8);
    }
}
