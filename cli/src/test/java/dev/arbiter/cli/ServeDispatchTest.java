package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter serve} runs on a command line of its own ({@link Arbiter#commandLineFor}), built without the other
 * commands: what it prints and the exit code are those of the whole command tree.
 */
class ServeDispatchTest {

    @ParameterizedTest
    @ValueSource(strings = {"serve --help", "serve", "serve --game tictactoe --no-such-option",
            "serve --game no-such-game", "serve --game tictactoe --algo no-such-algorithm", "serve --version"})
    void serveOnItsOwnCommandLinePrintsAndExitsAsInTheWholeTree(String line) {
        String[] args = line.split(" ");

        CliRunner.Run alone = CliRunner.runAsMain(args);
        CliRunner.Run whole = CliRunner.run(args);

        assertThat(Arbiter.commandLineFor(args).getSubcommands()).containsOnlyKeys("serve");
        assertThat(alone).isEqualTo(whole);
        assertThat(alone.exit()).isEqualTo(line.equals("serve --help") || line.equals("serve --version") ? 0 : 2);
    }

    @Test
    void anEngineServersCommandLineLoadsNoClassOfJavaTimeNorOfJavaSql(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path classes = dir.resolve("classes.log");
        Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:off", "-Xlog:class+load=info:file=" + classes, "-cp", System.getProperty("java.class.path"),
                Arbiter.class.getName(), "serve", "--help")
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectErrorStream(true).start();

        assertThat(serve.waitFor()).isZero();
        List<String> loaded = Files.readAllLines(classes);
        assertThat(loaded).as("classes loaded").anyMatch(l -> l.contains("dev.arbiter.cli.ServeCommand "));
        assertThat(loaded).noneMatch(l -> l.contains(" java.time.") || l.contains(" java.sql."));
    }
}
