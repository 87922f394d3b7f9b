package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Snapshots of what a user sees for bad usage and bad input: exit code 2 and exactly one line on standard
 * error (with a hint where one helps), never a usage page, a parser's internals or a stack trace.
 */
class CliErrorOutputTest {

    private static final String ENGINES = "engines:\n  - name: a\n    cmd: [arbiter, serve, --game, tictactoe]\n"
            + "  - name: b\n    cmd: [arbiter, serve, --game, tictactoe]\n";

    @TempDir
    Path dir;

    private static void assertOneLine(CliRunner.Run run, String expected) {
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo(expected + System.lineSeparator());
        assertThat(run.out()).isEmpty();
    }

    @ParameterizedTest(name = "arbiter {0}")
    @CsvSource(delimiter = '|', textBlock = """
        (nothing)                              | arbiter: a command is required (see 'arbiter --help')
        frobnicate                             | arbiter: unknown command 'frobnicate' (see 'arbiter --help')
        qualfy                                 | arbiter: unknown command 'qualfy'; did you mean 'qualify'? (see 'arbiter --help')
        --frob                                 | arbiter: Unknown option: '--frob' (see 'arbiter --help')
        search --game connect4 --time-ms abc   | arbiter: Invalid value for option '--time-ms': 'abc' is not a long (see 'arbiter search --help')
        qualify --game tictactoe --rounds x    | arbiter: Invalid value for option '--rounds': 'x' is not an int (see 'arbiter qualify --help')
        solve --game sudoku --weak             | arbiter: --weak does not apply to sudoku (its solver has no such setting)
        worker --secret-file s --trust t --lost-after 1 | arbiter: --lost-after: expected whole seconds in [2, 3600], got 1
        """)
    void aBadCommandLineIsOneLineWithAHintAndExitTwo(String args, String expected) {
        CliRunner.Run run = args.equals("(nothing)") ? CliRunner.run() : CliRunner.run(args.split(" "));
        assertOneLine(run, expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        q.yaml | game: tictactoe\\n  rounds: 3\\n          | q.yaml:2:9: not valid YAML: mapping values are not allowed here
        q.yaml | engines:\\n  - name: a\\n    cmd: [arbiter, serve\\n  - name: b\\n | q.yaml:4:9: not valid YAML: expected ',' or ']', but got :
        q.json | {"game": "tictactoe", "rounds": 2,, }     | q.json:1:35: not valid JSON: unexpected character (','): expected a key in double quotes
        q.json | {"game": "tictactoe", "rounds": 2        | q.json:1:34: not valid JSON: the file ends inside an object ('}' missing)
        q.json | {"game": tictactoe}                      | q.json:1:10: not valid JSON: unrecognized word 'tictactoe': expected a value
        """)
    void aConfigFileThatCannotBeParsedIsOneLineWithFileLineAndColumn(String name, String text, String expected)
            throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text.replace("\\n", "\n"));
        assertOneLine(CliRunner.run("qualify", file.toString()), "arbiter: " + dir.resolve(expected));
    }

    @Test
    void aConfigFileThatIsNotUtf8NamesTheByteAndWhereItIs() throws Exception {
        Path file = dir.resolve("latin1.yaml");
        Files.write(file, "game: tictactoe\n# caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertOneLine(CliRunner.run("qualify", file.toString()),
                "arbiter: " + file + ":2:6: not UTF-8 text (byte 0xE9); save the file as UTF-8");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        rounds: 2147483647      | field 'rounds': expected at most 50000000 (100000000 games at 2 a round), got 2147483647
        concurrency: 2147483647 | field 'concurrency': expected at most {P} (the processors of this machine: each game needs one), got 2147483647
        startTimeoutMs: 0       | field 'startTimeoutMs': expected milliseconds in [1, 600000], got 0
        engineLogMb: -1         | field 'engineLogMb': expected an integer in [0, 100000], got -1
        """)
    void limitsBeyondWhatTheMachineCanRunAreRejectedBeforeAnythingStarts(String setting, String expected) throws Exception {
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, "game: tictactoe\n" + setting + "\n" + ENGINES);
        CliRunner.Run run = CliRunner.run("qualify", file.toString(), "--out", dir.resolve("run").toString());
        assertOneLine(run, "arbiter: " + file + ": " + expected.replace("{P}",
                Integer.toString(Runtime.getRuntime().availableProcessors())));
        assertThat(dir.resolve("run")).doesNotExist();
    }

    @Test
    void aServerOnAPortAlreadyTakenSaysWhichAndExitsAsBadInput() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            CliRunner.Run run = CliRunner.run("serve", "--game", "tictactoe", "--port", Integer.toString(port));
            assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err().lines().toList()).singleElement().asString()
                    .contains("cannot listen on 127.0.0.1:" + port, "choose another --port");
        }
    }

    @Test
    void theCompletionScriptCompletesEverySubcommand() {
        CliRunner.Run run = CliRunner.run("completion");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("complete -F _complete_arbiter", "qualify", "tune", "rank", "completion");
    }
}
