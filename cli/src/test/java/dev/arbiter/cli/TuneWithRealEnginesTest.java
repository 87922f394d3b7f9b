package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.FaultyEngine;
import dev.arbiter.tournament.support.Leftovers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter tune} end to end with real engine processes. Kept small: tuning plays its games through the
 * same game service as {@code qualify}, whose fault suite tries every fault ({@code FaultInjectionTest}), and
 * the tuning run's own logic (resume, budgets, outputs) is tested in-process and instantly
 * ({@code TuningResumeTest}, for every tuner). Here: an uninterrupted run writes every output, and a run killed
 * with kill -9 at random moments (3, or {@code -Dkill.moments=N}) and resumed each time ends exactly like it, also
 * when both are extended to a larger budget (with another number of validation pairs); an SPSA run extended to a
 * larger budget ends as the run given it from the start and is verified; a verification won by every pair gives finite
 * figures with a one-sided bound everywhere; engine logs stay within {@code engineLogMb}; a budget too short for the
 * first generation; an engine that crashes in a game and then fails to start
 * forfeits those games while the run completes (every other fault is the game service's, tried by
 * {@code FaultInjectionTest}).
 */
@Execution(ExecutionMode.CONCURRENT) // independent runs, each in its own folder, mostly waiting on engine processes
class TuneWithRealEnginesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A tic-tac-toe tuning with DE of the three evaluation weights of a 200-node alpha-beta engine. */
    private Path config(List<String> engine, int games) throws Exception {
        return write("tune.yaml", engine, 200, """
                parameters:
                  - {name: one, min: -20, max: 20, seed: -5}
                  - {name: two, min: -20, max: 20, seed: -5}
                  - {name: centre, min: -20, max: 20, seed: 0, integer: true}
                population: 4
                budget: {games: %d}
                duel: {minPairs: 1, maxPairs: 1}
                validation: {pairs: 2}
                """.formatted(games));
    }

    /**
     * SPSA over one whole-valued weight in a small range at 30 nodes a move, where the weight decides games; its values
     * reach the engine in each {@code newgame}, so each worker keeps its engine processes (the command-line
     * placeholders are tried by the fault test below and by {@code ClusterTuneTest}).
     */
    private Path spsaConfig(int games) throws Exception {
        return write("spsa.yaml", serve(), 30, """
                parameters:
                  - {name: centre, min: -4, max: 4, seed: -3, integer: true}
                tuner: spsa
                spsa: {games: 40, cFraction: 0.25, rEnd: 0.3, stepPairs: 2}
                budget: {games: %d}
                validation: {pairs: 1}
                """.formatted(games));
    }

    private Path write(String name, List<String> engine, int nodes, String rest) throws Exception {
        String cmd = yamlList(engine);
        Path file = dir.resolve(name);
        Files.writeString(file, """
                game: tictactoe
                seed: 5
                limits: {nodes: %d, maxMoveMs: 1500}
                engine:
                  cmd: [%s]
                """.formatted(nodes, cmd) + rest);
        return file;
    }

    /** Program and arguments as the items of a YAML flow list, each single-quoted. */
    private static String yamlList(List<String> argv) {
        return argv.stream().map(a -> "'" + a.replace("'", "''") + "'").collect(Collectors.joining(", "));
    }

    /** The built-in engine, its parameter values sent in each {@code newgame} (no placeholders). */
    private static List<String> serve() {
        List<String> argv = Engines.java("dev.arbiter.cli.Arbiter");
        argv.addAll(List.of("serve", "--game", "tictactoe", "--algo", "abp"));
        return argv;
    }

    @Test
    void anEngineThatTakesNoParametersInNewgameStopsTheRunWithOneLineAsBadInput() throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "abp", "200", "none", "0", dir.resolve("fired").toString()));
        CliRunner.Run run = CliRunner.run("tune", config(argv, 8).toString(), "--out", dir.resolve("run").toString(),
                "--no-progress");
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("field 'engines': engine '", "' rejected its settings: ",
                "takes no parameters in 'newgame'", "{centre}, {one}, {two}");
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
        killAtRandomMoments(config, killed, Integer.getInteger("kill.moments", 3), 7);
        assertThat(essence(killed)).isEqualTo(essence(whole));
        assertThat(JSON.readTree(killed.resolve("best.json").toFile()).path("recommended"))
                .isEqualTo(JSON.readTree(whole.resolve("best.json").toFile()).path("recommended"));

        for (Path folder : List.of(whole, killed)) {
            CliRunner.Run extended = CliRunner.run("tune", "--resume", folder.toString(), "--games", "24",
                    "--validation-pairs", "3", "--no-progress");
            assertThat(extended.exit()).as(extended.err()).isZero();
            assertThat(extended.out()).contains("tuning: ", "12 pairs (24 games)", "validation: recommended vs seed",
                    "3 pairs = 6 games");
        }
        assertThat(essence(killed)).isEqualTo(essence(whole)).hasSize(24);
    }

    /**
     * SPSA from the command line: a run extended to a larger budget ends as a run given that budget from the start
     * (kill -9 and resume are tried above, and for SPSA in-process by {@code TuningResumeTest}); resumed once more it
     * says it is complete; its recommendation can be verified, also against other values.
     */
    @Test
    void spsaExtendsToTheRunItWouldHaveBeenWithTheLargerBudgetAndIsVerified() throws Exception {
        Path whole = dir.resolve("whole");
        CliRunner.Run run = CliRunner.run("tune", spsaConfig(12).toString(), "--out", whole.toString(), "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("tuner spsa", "6 pairs (12 games)");

        Path extended = dir.resolve("extended");
        CliRunner.Run shorter = CliRunner.run("tune", spsaConfig(8).toString(), "--out", extended.toString(), "--no-progress");
        assertThat(shorter.exit()).as(shorter.err()).isZero();
        CliRunner.Run longer = CliRunner.run("tune", "--resume", extended.toString(), "--games", "12", "--no-progress");
        assertThat(longer.exit()).as(longer.err()).isZero();
        assertThat(essence(extended)).isEqualTo(essence(whole)).hasSize(12);
        assertThat(JSON.readTree(extended.resolve("validation.json").toFile()))
                .isEqualTo(JSON.readTree(whole.resolve("validation.json").toFile()));

        CliRunner.Run again = CliRunner.run("tune", "--resume", extended.toString(), "--no-progress");
        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(again.out()).contains("the run is complete: its budget (12 games) is spent");
        assertThat(GameLog.read(extended.resolve("games.ndjson"))).hasSize(12);

        String recommended = JSON.readTree(extended.resolve("best.json").toFile()).path("recommended").path("centre").asText();
        String other = recommended.equals("4") ? "3" : "4";
        CliRunner.Run verify = CliRunner.run("tune", "verify", extended.toString(), "--pairs", "1", "--seed", "3",
                "--against", "centre=" + other, "--no-progress");
        assertThat(verify.exit()).as(verify.err()).isZero();
        assertThat(verify.out()).contains("vs baseline centre=" + other, "validation: recommended vs baseline")
                .doesNotContain("seed vector");
        assertThat(Files.readString(extended.resolve("report/index.html"))).as("the report names the baseline")
                .contains("tune verify&#39; match, again from fresh start positions: recommended vs baseline ");
    }

    /** A run and its verification both asked for no report write every other file and leave no report folder. */
    @Test
    void aVerificationWithoutReportWritesItsFilesAndNoReport() throws Exception {
        Path out = dir.resolve("quiet");
        CliRunner.Run run = CliRunner.run("tune", spsaConfig(4).toString(), "--out", out.toString(), "--no-progress",
                "--no-report");
        assertThat(run.exit()).as(run.err()).isZero();
        String recommended = JSON.readTree(out.resolve("best.json").toFile()).path("recommended").path("centre").asText();
        String other = recommended.equals("4") ? "3" : "4";

        CliRunner.Run verify = CliRunner.run("tune", "verify", out.toString(), "--pairs", "1", "--against",
                "centre=" + other, "--no-progress", "--no-report");

        assertThat(verify.exit()).as(verify.err()).isZero();
        assertThat(out.resolve("verify.json")).exists();
        assertThat(out.resolve("report")).doesNotExist();
    }

    /**
     * The first test every bot author runs, as a tuning: a real run's recommendation (the search depth and evaluation
     * weights of the built-in Connect Four engine, at 2,000 nodes a move) against a seed vector that searches one ply
     * with no evaluation wins all 16 pairs of {@code tune verify}. The console line, verify.json and the report (brought
     * up to date by the verification) give a finite estimate with a one-sided bound in words, no NaN or Infinity. No
     * engine process the run or the verification started is left, by process id, group or session.
     */
    @Test
    void aVerificationWonByEveryPairGivesAFiniteEstimateWithAOneSidedBoundEverywhere() throws Exception {
        List<String> engine = Engines.java("dev.arbiter.cli.Arbiter");
        engine.addAll(List.of("serve", "--game", "connect4", "--algo", "abp"));
        Path file = dir.resolve("sweep.yaml");
        Files.writeString(file, """
                game: connect4:openings=4
                seed: 5
                limits: {nodes: 2000, maxMoveMs: 1500}
                engine:
                  cmd: [%s]
                parameters:
                  - {name: depth, min: 1, max: 9, seed: 1, integer: true}
                  - {name: threatBoth, min: 0, max: 400000, seed: 0}
                  - {name: threatOne, min: 0, max: 400000, seed: 0}
                  - {name: twoBoth, min: 0, max: 200000, seed: 0}
                  - {name: twoSpace, min: 0, max: 100000, seed: 0}
                  - {name: centre, min: 0, max: 10000, seed: 0}
                population: 4
                budget: {games: 8}
                duel: {minPairs: 1, maxPairs: 1}
                validation: {pairs: 0}
                """.formatted(yamlList(engine)));
        Path out = dir.resolve("run");
        CliRunner.Run run = CliRunner.run("tune", file.toString(), "--out", out.toString(), "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();

        CliRunner.Run verify = CliRunner.run("tune", "verify", out.toString(), "--pairs", "16", "--no-progress");

        assertThat(verify.exit()).as(verify.err()).isZero();
        assertThat(verify.out()).containsPattern("validation: recommended vs seed \\+\\d+\\.\\d Elo at least \\+\\d+\\.\\d "
                + "\\(95%, 16 pairs = 32 games, pentanomial \\[0, 0, 0, 0, 16\\]\\), LOS 100\\.0%");
        String verifyJson = Files.readString(out.resolve("verify.json"));
        JsonNode summary = JSON.readTree(verifyJson);
        assertThat(summary.get("pentanomial").toString()).isEqualTo("[0,0,0,0,16]");
        assertThat(summary.get("elo").isNumber()).isTrue();
        assertThat(summary.get("elo_low").doubleValue()).isPositive().isLessThan(summary.get("elo").doubleValue());
        assertThat(summary.get("elo_high").isNull()).as("no upper bound after a clean sweep").isTrue();
        String report = Files.readString(out.resolve("report/index.html"));
        assertThat(report).containsPattern("tune verify&#39; match.*pentanomial \\[0, 0, 0, 0, 16\\]")
                .containsPattern("Elo at least \\+\\d+\\.\\d \\(95%\\), 16 pairs");
        for (String text : List.of(verify.out(), verify.err(), verifyJson, report)) {
            assertThat(text).doesNotContainPattern("(?i)\\bnan\\b|infinity|∞");
        }
        List<Long> started = startedProcesses(out.resolve("engines"));
        assertThat(started).as("the run's and the verification's engines").hasSizeGreaterThanOrEqualTo(3);
        assertThat(Leftovers.of(started)).as("processes left by pid, group or session").isEmpty();
    }

    /** The process ids of every start the engine logs in {@code folder} record ({@code [arbiter] started NAME (pid N)}). */
    private static List<Long> startedProcesses(Path folder) throws Exception {
        Pattern start = Pattern.compile("\\[arbiter\\] started \\S+ \\(pid (\\d+)\\)");
        List<Long> ids = new ArrayList<>();
        try (var files = Files.list(folder)) {
            for (Path log : files.toList()) {
                Matcher m = start.matcher(Files.readString(log));
                while (m.find()) {
                    ids.add(Long.parseLong(m.group(1)));
                }
            }
        }
        return ids;
    }

    /**
     * {@code engineLogMb} bounds a tuning run's engine logs as a qualification's: an engine that prints 3 MB to its
     * standard error each time it starts leaves at most 1 MiB per engine in {@code engines/}, the latest output kept
     * (one pair is enough: the bound is the game service's, whatever the run plays).
     */
    @Test
    void aTuneRunKeepsEachEngineLogWithinItsEngineLogMb() throws Exception {
        List<String> flooding = new ArrayList<>(List.of("sh", "-c",
                "head -c 3000000 /dev/zero | tr '\\0' x >&2; echo flood-done >&2; exec \"$@\"", "flood"));
        flooding.addAll(serve());
        Path out = dir.resolve("flood");
        CliRunner.Run run = CliRunner.run("tune", write("flood.yaml", flooding, 200, """
                engineLogMb: 1
                parameters:
                  - {name: centre, min: -4, max: 4, seed: -3, integer: true}
                population: 4
                budget: {games: 2}
                validation: {pairs: 0}
                """).toString(), "--out", out.toString(), "--allow-short-budget", "--no-progress");

        assertThat(run.exit()).as(run.err()).isZero();
        List<Path> logs;
        try (var files = Files.list(out.resolve("engines"))) {
            logs = files.filter(f -> f.getFileName().toString().endsWith(".log")).toList();
        }
        assertThat(logs).isNotEmpty();
        for (Path log : logs) {
            Path older = log.resolveSibling(log.getFileName() + ".1");
            assertThat(older).as("the flood reached the bound of " + log).exists();
            assertThat(Files.size(log) + Files.size(older)).as(log.toString()).isLessThanOrEqualTo(1 << 20);
            assertThat(Files.readString(log) + Files.readString(older)).as("the latest output kept").contains("flood-done");
        }
    }

    @Test
    void aBudgetTooShortForTheFirstGenerationIsRefusedAndWhenAllowedTheSeedIsNamedAsSuch() throws Exception {
        Path out = dir.resolve("short");
        CliRunner.Run refused = CliRunner.run("tune", config(serve(), 2).toString(), "--out", out.toString());
        assertThat(refused.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err()).contains("field 'budget.games': expected at least 8 games");
        assertThat(out).doesNotExist();

        CliRunner.Run allowed = CliRunner.run("tune", config(serve(), 2).toString(), "--out", out.toString(),
                "--allow-short-budget", "--no-progress");
        assertThat(allowed.exit()).as(allowed.err()).isZero();
        assertThat(allowed.out()).contains("note: the budget of 2 games may end before the tuner's first generation",
                "recommended: the seed vector (no generation finished within the budget): one=-5 two=-5 centre=0",
                "validation: skipped, the recommendation is the seed vector").doesNotContain("+0.0 Elo");
        CliRunner.Run verify = CliRunner.run("tune", "verify", out.toString(), "--pairs", "1");
        assertThat(verify.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(verify.err()).contains("is its seed vector: nothing to verify");
    }

    /** Starts the run (or resumes it), kills it with kill -9 after a random moment, {@code kills} times; then resumes it to its end. */
    private static void killAtRandomMoments(Path config, Path runDir, int kills, long seed) throws Exception {
        SplittableRandom moments = new SplittableRandom(seed);
        for (int kill = 0; kill < kills; kill++) {
            List<String> argv = Engines.java("dev.arbiter.cli.Arbiter");
            if (Files.exists(runDir.resolve("checkpoint.json"))) {
                argv.addAll(List.of("tune", "--resume", runDir.toString(), "--no-progress"));
            } else {
                argv.addAll(List.of("tune", config.toString(), "--out", runDir.toString(), "--no-progress"));
            }
            Process tuner = new ProcessBuilder(argv).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            tuner.waitFor(800 + moments.nextInt(2_500), TimeUnit.MILLISECONDS);
            tuner.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            if (Files.exists(runDir.resolve("checkpoint.json"))) {
                JSON.readTree(runDir.resolve("checkpoint.json").toFile());
            }
        }
        CliRunner.Run resumed = Files.exists(runDir.resolve("checkpoint.json"))
                ? CliRunner.run("tune", "--resume", runDir.toString(), "--no-progress")
                : CliRunner.run("tune", config.toString(), "--out", runDir.toString(), "--no-progress");
        assertThat(resumed.exit()).as(resumed.err()).isZero();
    }

    @Test
    void aFaultyEngineForfeitsDuringTuningAndTheRunCompletes() throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "abp", "200", "handshake-exit", "3", dir.resolve("fired").toString(), "{one}",
                "{two}", "{centre}"));
        Path out = dir.resolve("run");
        CliRunner.Run run = CliRunner.run("tune", config(argv, 8).toString(), "--out", out.toString(), "--no-progress");
        assertThat(run.exit()).as(run.err()).isZero();
        List<GameRecord> games = GameLog.read(out.resolve("games.ndjson"));
        assertThat(games).hasSize(8);
        assertThat(games).filteredOn(g -> g.forfeiter() >= 0).extracting(GameRecord::fault)
                .containsExactlyInAnyOrder("crash", "start_failure");
        assertThat(out.resolve("best.json")).exists();
        assertThat(out.resolve("validation.json")).exists();
    }

    private static List<String> essence(Path run) throws Exception {
        return GameLog.read(run.resolve("games.ndjson")).stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores()).toList();
    }
}
