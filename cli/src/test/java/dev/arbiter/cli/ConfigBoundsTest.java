package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Configurations that overflow a limit, are not configurations at all, or are ambiguous are refused before any
 * engine starts, with one line naming the file, the field and the bound, exit code 2 and no run folder: limits
 * beyond their bounds, files read with a size cap before parsing ({@code /dev/zero} as the configuration or as
 * its openings), a YAML line too long to parse in linear time, duplicate keys, {@code null} for a number, a
 * quoted number, a second YAML document, JSON errors without the parser's internals (also broken JSON in a
 * {@code .yaml} file), an {@code out} under a regular file, and an engine name with a newline.
 */
class ConfigBoundsTest {

    private static final String ENGINES = "engines:\n  - name: a\n    cmd: [arbiter, serve, --game, connect4]\n"
            + "  - name: b\n    cmd: [arbiter, serve, --game, connect4]\n";

    @TempDir
    Path dir;

    private CliRunner.Run qualify(Path file) {
        return CliRunner.run("qualify", file.toString(), "--out", dir.resolve("run").toString());
    }

    private static void assertOneLine(CliRunner.Run run, String start, String expected) {
        assertThat(run.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("arbiter: " + start).contains(expected).doesNotContain("\tat ", "Source:");
        assertThat(run.err().strip().lines()).hasSize(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        move time overflowing | game: connect4\\nlimits: {timeMs: 9223372036854775807}\\n{E} | field 'limits.timeMs': expected an integer in [0, 86400000], got 9223372036854775807
        longest move too long | game: connect4\\nlimits: {maxMoveMs: 10000000000000}\\n{E}   | field 'limits.maxMoveMs': expected an integer in [0, 86400000], got 10000000000000
        engine margin too long | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    limits: {marginMs: 100000000000}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].limits.marginMs': expected an integer in [0, 86400000]
        null rounds           | game: connect4\\nrounds: null\\n{E}          | field 'rounds': expected a value, got null
        quoted concurrency    | game: connect4\\nconcurrency: "2"\\n{E}      | field 'concurrency': expected an integer
        duplicate key         | game: connect4\\nrounds: 2\\nrounds: 3\\n{E} | :3: key 'rounds' given twice
        second document       | game: connect4\\n{E}---\\nrounds: 5\\n        | : a second YAML document: one document per file
        engine name with a newline | game: connect4\\nengines:\\n  - name: "a{NL}b"\\n    cmd: [arbiter, serve, --game, connect4]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].name': expected a name of letters, digits and _.+- , got 'a\\nb'
        out under a file      | game: connect4\\nout: {DIR}/a-file/run\\n{E} | field 'out': 
        openings of zeros     | game: connect4\\nopenings: /dev/zero\\n{E}  | /dev/zero line 1: expected at most
        """)
    void aConfigurationBeyondItsBoundsGetsOneLine(String name, String yaml, String expected) throws Exception {
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, yaml.replace("\\n", "\n").replace("{E}", ENGINES).replace("{NL}", "\\n")
                .replace("{DIR}", dir.toString()));
        Files.writeString(dir.resolve("a-file"), "not a folder\n");
        CliRunner.Run run = yaml.contains("out: ") ? CliRunner.run("qualify", file.toString()) : qualify(file);
        assertOneLine(run, file.toString(), expected);
        assertThat(dir.resolve("run")).doesNotExist();
    }

    @Test
    void aConfigurationThatIsNotAFileOfSettingsIsRefusedBeforeItIsRead() {
        assertOneLine(qualify(Path.of("/dev/zero")), "/dev/zero", "larger than 1048576 bytes: not a configuration file");
        assertThat(dir.resolve("run")).doesNotExist();
    }

    @Test
    void aYamlLineTooLongToParseQuicklyIsRefusedNamingIt() throws Exception {
        Path file = Files.writeString(dir.resolve("long.yaml"), "game: connect4\nrounds: [" + "1, ".repeat(10_000) + "1]\n"
                + ENGINES);
        assertOneLine(qualify(file), file + ":2", "a line of 30011 characters (at most 16384)");
    }

    @Test
    void brokenJsonIsOneLineWithoutTheParsersInternals() throws Exception {
        Path file = Files.writeString(dir.resolve("q.json"), "{\"game\": \"connect4\", \"rounds\": 2,, }");
        assertOneLine(qualify(file), file + ":1:", "not valid JSON");
        Path trailing = Files.writeString(dir.resolve("t.json"), "{\"game\": \"connect4\"} {\"rounds\": 2}");
        assertOneLine(qualify(trailing), trailing + ":1", "more after the end of the JSON value");
        Path jsonInYaml = Files.writeString(dir.resolve("j.yaml"), "{\"game\": \"connect4\", \"rounds\": 2,, }");
        assertOneLine(qualify(jsonInYaml), jsonInYaml + ":1:34:", "not valid YAML");
    }

    @Test
    void aTuningPopulationBeyondItsBoundGetsOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("t.yaml"), """
                game: connect4
                engine:
                  cmd: [arbiter, serve, --game, connect4, --param, 'centre={c}']
                parameters:
                  - {name: c, min: 0, max: 10, seed: 3}
                budget: {games: 10}
                population: 2147483647
                """);
        CliRunner.Run run = CliRunner.run("tune", file.toString(), "--out", dir.resolve("run").toString());
        assertOneLine(run, file.toString(), "field 'population': expected at most 10000 members, got 2147483647");
    }
}
