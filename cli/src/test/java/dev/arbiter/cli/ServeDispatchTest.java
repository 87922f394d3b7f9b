package dev.arbiter.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
}
