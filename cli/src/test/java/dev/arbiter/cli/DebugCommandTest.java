package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class DebugCommandTest {

    private static final Pattern ACTION_ROW = Pattern.compile("(?m)^[* ] ([a-c][1-3])\\s+(-?[0-9.]+)\\s+(-?[0-9.]+)\\s+(\\d+)\\s+(.+)$");

    /** The output of the {@code n}-th command (counted from 0) of an echoed transcript. */
    private static String answer(String transcript, int n) {
        String[] parts = transcript.split("(?m)^debug> .*\\R");
        return parts[n + 1];
    }

    private static int rows(String answer) {
        int count = 0;
        Matcher m = ACTION_ROW.matcher(answer);
        while (m.find()) {
            count++;
        }
        return count;
    }

    @Test
    void scriptedMinimaxSessionShowsTheTreeGrowAndReRoots() {
        String script = String.join("\n", "memory", "world", "step", "memory", "actions", "child", "world", "parent",
                "step", "child a1", "actions", "actual", "memory", "pv", "quit", "step");
        CliRunner.Run r = CliRunner.runWithInput(script + "\n", "debug", "--game", "tictactoe", "--algo", "mm",
                "--memory", "1m");
        assertThat(r.exit()).as(r.err()).isZero();
        String out = r.out();
        assertThat(out).contains("debug> memory\n").doesNotContain("debug> step\n" + "ran 1 step (3 in all)");
        assertThat(answer(out, 0)).startsWith("worlds  1 / ");
        assertThat(answer(out, 1)).contains("node    root (actual world)").contains("x to move");
        assertThat(answer(out, 2)).startsWith("ran 1 step (1 in all): 10 worlds, best b2");
        assertThat(answer(out, 3)).startsWith("worlds  10 / ");
        String actions = answer(out, 4);
        assertThat(rows(actions)).isEqualTo(9);
        assertThat(actions).containsPattern("(?m)^\\* b2 ").contains("leaf");
        assertThat(answer(out, 5)).isEqualTo("node    b2 (depth 1)\n");
        assertThat(answer(out, 6)).contains(" x ").contains("o to move");
        assertThat(answer(out, 7)).isEqualTo("node    root\n");
        assertThat(answer(out, 8)).startsWith("ran 1 step (2 in all): 82 worlds");
        String grandchildren = answer(out, 10);
        assertThat(rows(grandchildren)).isEqualTo(8);
        assertThat(grandchildren).doesNotContain("a1 ").contains("actor to move: 1");
        assertThat(answer(out, 11)).contains("(9 worlds in the tree)");
        assertThat(answer(out, 12)).startsWith("worlds  9 / ");
        assertThat(answer(out, 13)).startsWith("best ");
        assertThat(out).doesNotContain("debug> step\nran 1 step (3 in all)");
    }

    @Test
    void mctsStepsCountVisitsThatAddUpAtTheRoot() {
        CliRunner.Run r = CliRunner.runWithInput("step 2\nactions\n", "debug", "--game", "tictactoe", "--algo", "mcts");
        assertThat(r.exit()).isZero();
        Matcher m = ACTION_ROW.matcher(answer(r.out(), 1));
        long visits = 0;
        int children = 0;
        while (m.find()) {
            visits += Long.parseLong(m.group(4));
            assertThat(Double.parseDouble(m.group(2))).isBetween(0.0, 1.0);
            children++;
        }
        assertThat(children).isEqualTo(9);
        assertThat(visits).as("two batches of 256 iterations").isEqualTo(512);
    }

    @Test
    void alphaBetaShowsOnePlyValuesAndTheWinningEnd(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("session.txt");
        Files.writeString(script, "actions\nchild c3\nactions\nparent\nchild c2\nactual\nstep\npv\n");
        CliRunner.Run r = CliRunner.run("debug", "--game", "tictactoe", "--algo", "abp", "--position", "xx.oo....",
                "--script", script.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        String actions = answer(r.out(), 0);
        assertThat(rows(actions)).isEqualTo(5);
        assertThat(actions).containsPattern("(?m)^\\* c3\\s+999999\\s+-999999\\s+0\\s+end$");
        assertThat(answer(r.out(), 2)).isEqualTo("the world has ended: no actions\n");
        assertThat(answer(r.out(), 7)).as("o must block at c3 after x played c2").startsWith("best c3 value ");
    }

    @Test
    void failedCommandsAreReportedAndMakeTheScriptFail() {
        CliRunner.Run r = CliRunner.runWithInput("bogus\nchild\nchild z9\nstep -1\nparent\nhelp\n", "debug",
                "--game", "tictactoe", "--algo", "mm");
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.out()).contains("error: unknown command 'bogus' (type help)")
                .contains("error: no children yet (run 'step')")
                .contains("error: step: expected a positive number of steps, got '-1'")
                .contains("error: already at the actual world")
                .contains("step [N]");
        assertThat(r.err()).isEqualTo("arbiter: 5 debug commands failed\n");
    }

    @Test
    void unknownAlgorithmIsAUsageError() {
        CliRunner.Run r = CliRunner.runWithInput("quit\n", "debug", "--game", "tictactoe", "--algo", "nope");
        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).startsWith("arbiter: unknown algorithm 'nope'").doesNotContain("\tat ");
    }
}
