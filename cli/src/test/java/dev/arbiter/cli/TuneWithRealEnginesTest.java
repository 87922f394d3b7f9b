package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.FaultyEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter tune} end to end with real engine processes: a small tuning run writes every output; a
 * misbehaving engine forfeits its games while the run completes; and a run killed with kill -9 at ten
 * random moments and resumed each time ends exactly like an uninterrupted one.
 */
class TuneWithRealEnginesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A tic-tac-toe tuning of the three evaluation weights of a 200-node alpha-beta engine. */
    private Path config(List<String> engine, int games) throws Exception {
        String cmd = engine.stream().map(a -> "'" + a.replace("'", "''") + "'").collect(Collectors.joining(", "));
        Path file = dir.resolve("tune.yaml");
        Files.writeString(file, """
                game: tictactoe
                seed: 5
                limits: {nodes: 200, maxMoveMs: 1500}
                engine:
                  cmd: [%s]
                parameters:
                  - {name: one, min: -20, max: 20, seed: -5}
                  - {name: two, min: -20, max: 20, seed: -5}
                  - {name: centre, min: -20, max: 20, seed: 0, integer: true}
                population: 4
                budget: {games: %d}
                duel: {minPairs: 1, maxPairs: 2}
                validation: {pairs: 2}
                """.formatted(cmd, games));
        return file;
    }

    private static List<String> serve() {
        List<String> argv = Engines.java("dev.arbiter.cli.Arbiter");
        argv.addAll(List.of("serve", "--game", "tictactoe", "--algo", "abp", "--param", "one={one}", "--param",
                "two={two}", "--param", "centre={centre}"));
        return argv;
    }

    @Test
    void aSmallTuningRunWritesEveryOutput() throws Exception {
        Path out = dir.resolve("run");
        CliRunner.Run run = CliRunner.run("tune", config(serve(), 16).toString(), "--out", out.toString(),
                "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();
        for (String file : List.of("config.json", "checkpoint.json", "games.ndjson", "evaluations.csv", "generations.csv",
                "best.json", "validation.json", "validation-games.ndjson")) {
            assertThat(out.resolve(file)).as(file).exists();
        }
        assertThat(GameLog.read(out.resolve("games.ndjson"))).hasSize(16).allSatisfy(g -> assertThat(g.forfeiter()).isNegative());
        JsonNode best = JSON.readTree(out.resolve("best.json").toFile());
        assertThat(best.toString()).contains("one", "two", "centre");
        assertThat(run.out()).contains("Elo");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        crash          | crash
        illegal        | illegal_action
        hang           | timeout
        late           | timeout
        garbage        | malformed
        oversized      | malformed
        wrong-reply    | malformed
        handshake-exit | crash start_failure
        silent         | crash start_failure
        late-port      | crash
        noise          | none
        """)
    void aFaultyEngineForfeitsDuringTuningAndTheRunCompletes(String fault, String codes) throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "abp", "200", fault, "3", dir.resolve("fired").toString(), "{one}", "{two}",
                "{centre}"));
        Path out = dir.resolve("run");
        CliRunner.Run run = CliRunner.run("tune", config(argv, 16).toString(), "--out", out.toString(), "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();
        List<GameRecord> games = GameLog.read(out.resolve("games.ndjson"));
        assertThat(games).hasSize(16);
        List<String> expected = codes.equals("none") ? List.of() : List.of(codes.split(" "));
        assertThat(games).filteredOn(g -> g.forfeiter() >= 0).extracting(GameRecord::fault)
                .containsExactlyInAnyOrderElementsOf(expected);
        assertThat(out.resolve("best.json")).exists();
        assertThat(out.resolve("validation.json")).exists();
        synchronized (TABLE) {
            TABLE.put(fault, "| `" + fault + "` | " + (expected.isEmpty() ? "no fault: the games are played"
                    : "`" + String.join("`, then `", expected) + "`: " + expected.size() + " game"
                    + (expected.size() == 1 ? "" : "s") + " forfeited") + " | " + games.size()
                    + " of 16 tuning games logged, recommendation and validation written |");
        }
    }

    private static final java.util.Map<String, String> TABLE = new java.util.TreeMap<>();
    private static final String BEGIN = "<!-- tune faults: generated by TuneWithRealEnginesTest -->";
    private static final String END = "<!-- end of tune faults -->";

    /** Checks docs/FAULTS.md shows this suite's table when every fault ran ({@code -Dfaults.update=true} rewrites it). */
    @org.junit.jupiter.api.AfterAll
    static void writeTable() throws Exception {
        StringBuilder sb = new StringBuilder("| fault | recorded as | the run |\n|---|---|---|\n");
        TABLE.values().forEach(row -> sb.append(row).append('\n'));
        String table = sb.toString();
        Path doc = Path.of("..", "docs", "FAULTS.md");
        if (TABLE.size() < 11 || !Files.exists(doc)) {
            return;
        }
        String text = Files.readString(doc);
        int start = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertThat(start).as("docs/FAULTS.md has the tune markers").isNotNegative();
        if (Boolean.getBoolean("faults.update")) {
            Files.writeString(doc, text.substring(0, start + BEGIN.length()) + "\n" + table + text.substring(end));
        } else {
            assertThat(text.substring(start + BEGIN.length(), end).strip() + "\n")
                    .as("docs/FAULTS.md is out of date: run the suite with -Dfaults.update=true").isEqualTo(table);
        }
    }

    @Test
    void killedTenTimesAndResumedEqualsAnUninterruptedRun() throws Exception {
        Path config = config(serve(), 40);
        Path whole = dir.resolve("whole");
        assertThat(CliRunner.run("tune", config.toString(), "--out", whole.toString(), "--no-progress")
                .exit()).isZero();

        Path killed = dir.resolve("killed");
        SplittableRandom moments = new SplittableRandom(7);
        List<Integer> logged = new ArrayList<>();
        for (int kill = 0; kill < Integer.getInteger("kill.moments", 10); kill++) {
            List<String> argv = Engines.java("dev.arbiter.cli.Arbiter");
            if (Files.exists(killed.resolve("checkpoint.json"))) {
                argv.addAll(List.of("tune", "--resume", killed.toString(), "--no-progress"));
            } else {
                argv.addAll(List.of("tune", config.toString(), "--out", killed.toString(), "--no-progress"));
            }
            Process tuner = new ProcessBuilder(argv).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            tuner.waitFor(800 + moments.nextInt(2_500), TimeUnit.MILLISECONDS);
            tuner.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            if (Files.exists(killed.resolve("checkpoint.json"))) {
                JSON.readTree(killed.resolve("checkpoint.json").toFile());
            }
            logged.add(GameLog.read(killed.resolve("games.ndjson")).size());
        }
        CliRunner.Run resumed = Files.exists(killed.resolve("checkpoint.json"))
                ? CliRunner.run("tune", "--resume", killed.toString(), "--no-progress")
                : CliRunner.run("tune", config.toString(), "--out", killed.toString(), "--no-progress");
        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(essence(killed)).isEqualTo(essence(whole));
        assertThat(JSON.readTree(killed.resolve("best.json").toFile()).path("recommended"))
                .isEqualTo(JSON.readTree(whole.resolve("best.json").toFile()).path("recommended"));
    }

    private static List<String> essence(Path run) throws Exception {
        return GameLog.read(run.resolve("games.ndjson")).stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores()).toList();
    }
}
