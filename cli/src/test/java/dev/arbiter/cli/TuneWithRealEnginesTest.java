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
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter tune} end to end with real engine processes. Kept small: tuning plays its games through the
 * same game service as {@code qualify}, whose fault suite tries every fault ({@code FaultInjectionTest}), and
 * the tuning run's own logic (resume, budgets, outputs) is tested in-process and instantly
 * ({@code TuningResumeTest}). Here: an uninterrupted run writes every output, and a run killed with kill -9
 * at random moments (4, or {@code -Dkill.moments=N}) and resumed each time ends exactly like it; an engine
 * that crashes in a game, and one that fails to start, forfeit their games while the run completes.
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
    void aRunKilledAtRandomMomentsAndResumedEqualsAnUninterruptedOneThatWritesEveryOutput() throws Exception {
        Path config = config(serve(), 16);
        Path whole = dir.resolve("whole");
        CliRunner.Run run = CliRunner.run("tune", config.toString(), "--out", whole.toString(), "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();
        for (String file : List.of("config.json", "checkpoint.json", "games.ndjson", "evaluations.csv", "generations.csv",
                "best.json", "validation.json", "validation-games.ndjson", "report/index.html")) {
            assertThat(whole.resolve(file)).as(file).exists();
        }
        assertThat(GameLog.read(whole.resolve("games.ndjson"))).hasSize(16)
                .allSatisfy(g -> assertThat(g.forfeiter()).isNegative());
        assertThat(JSON.readTree(whole.resolve("best.json").toFile()).path("recommended").toString())
                .contains("one", "two", "centre");
        assertThat(run.out()).contains("validation: recommended vs seed", "Elo");

        Path killed = dir.resolve("killed");
        SplittableRandom moments = new SplittableRandom(7);
        for (int kill = 0; kill < Integer.getInteger("kill.moments", 4); kill++) {
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
        }
        CliRunner.Run resumed = Files.exists(killed.resolve("checkpoint.json"))
                ? CliRunner.run("tune", "--resume", killed.toString(), "--no-progress")
                : CliRunner.run("tune", config.toString(), "--out", killed.toString(), "--no-progress");
        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(essence(killed)).isEqualTo(essence(whole));
        assertThat(JSON.readTree(killed.resolve("best.json").toFile()).path("recommended"))
                .isEqualTo(JSON.readTree(whole.resolve("best.json").toFile()).path("recommended"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        crash          | crash
        handshake-exit | crash start_failure
        """)
    void aFaultyEngineForfeitsDuringTuningAndTheRunCompletes(String fault, String codes) throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "abp", "200", fault, "3", dir.resolve("fired").toString(), "{one}", "{two}",
                "{centre}"));
        Path out = dir.resolve("run");
        CliRunner.Run run = CliRunner.run("tune", config(argv, 8).toString(), "--out", out.toString(), "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();
        List<GameRecord> games = GameLog.read(out.resolve("games.ndjson"));
        assertThat(games).hasSize(8);
        assertThat(games).filteredOn(g -> g.forfeiter() >= 0).extracting(GameRecord::fault)
                .containsExactlyInAnyOrder(codes.split(" "));
        assertThat(out.resolve("best.json")).exists();
        assertThat(out.resolve("validation.json")).exists();
    }

    private static List<String> essence(Path run) throws Exception {
        return GameLog.read(run.resolve("games.ndjson")).stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores()).toList();
    }
}
