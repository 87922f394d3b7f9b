package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class SolveCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Arbiter.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    private Path input(String text) throws IOException {
        Path file = dir.resolve("positions.txt");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void printsPositionScoreNodesAndMicrosPerLine() throws IOException {
        int status = run("solve", "--game", "connect4", "--tt-mb", "4", input("4455 18\n\n44455554221\n").toString());
        assertThat(status).isZero();
        String[] lines = out.toString().strip().split("\\R");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).matches("4455 18 \\d+ \\d+");
        assertThat(lines[1]).matches("44455554221 -15 \\d+ \\d+");
    }

    @Test
    void weakPrintsOnlyTheOutcome() throws IOException {
        int status = run("solve", "--game", "connect4", "--weak", "--tt-mb", "4", input("44455554221\n").toString());
        assertThat(status).isZero();
        assertThat(out.toString()).startsWith("44455554221 -1 ");
    }

    @Test
    void invalidLineStopsWithItsNumberAfterPrintingEarlierResults() throws IOException {
        int status = run("solve", "--game", "connect4", "--tt-mb", "4", input("4455\n\n4458\n4455\n").toString());
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(out.toString().strip().split("\\R")).hasSize(1);
        assertThat(err.toString()).contains("line 3").contains("'8'");
    }

    @Test
    void sudokuPrintsPuzzleSolutionAndMicrosPerLine() throws IOException {
        String puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        String solution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
        String unsolvable = "11" + ".".repeat(79);
        int status = run("solve", "--game", "sudoku",
                input(puzzle.replace('.', '0') + " " + solution + "\n" + unsolvable + "\n").toString());
        assertThat(status).isZero();
        String[] lines = out.toString().strip().split("\\R");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).matches(puzzle.replace('.', '0') + " " + solution + " \\d+");
        assertThat(lines[1]).matches("1{2}\\.{79} none \\d+");
    }

    @Test
    void malformedSudokuLineIsAUsageErrorNamingIt() throws IOException {
        int status = run("solve", "--game", "sudoku", input("12345\n").toString());
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("line 1").contains("81 characters");
    }

    @Test
    void gameWithoutSolverIsAUsageError() {
        int status = run("solve", "--game", "chess");
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("no solver for 'chess'").contains("connect4");
    }

    @Test
    void missingFileIsAUsageError() {
        int status = run("solve", "--game", "connect4", dir.resolve("absent.txt").toString());
        assertThat(status).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("no such file");
    }
}
