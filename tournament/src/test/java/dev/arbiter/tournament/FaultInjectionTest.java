package dev.arbiter.tournament;

import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.EngineStanding;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.FaultyEngine;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The fault-injection suite for qualification: for every way an engine can misbehave, a small tournament
 * (tic-tac-toe, the faulty engine against a sound one, 8 games at concurrency 2) completes, the faulty game
 * is recorded with the fault as its reason, the engine is restarted, no finished game is lost, and the
 * ranking counts the forfeit. The results are written as a table to {@code target/faults-qualify.md}, the
 * source of {@code docs/FAULTS.md}. The cases are independent (each its own folder and engines) and mostly wait on
 * engine start-up and timeouts, so two run at once.
 */
class FaultInjectionTest {

    private static final Game<?> TICTACTOE = GameRegistry.load().create("tictactoe");
    private static final Map<String, String> TABLE = new TreeMap<>();

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @Execution(ExecutionMode.CONCURRENT)
    @CsvSource(delimiter = '|', textBlock = """
        crash          | 3 | crash          | exits (status 3) in the middle of a search
        illegal        | 3 | illegal_action | answers a go with an occupied square
        hang           | 2 | timeout        | never answers a go
        late           | 2 | timeout        | answers a go 2.5 s late, after its move timeout
        garbage        | 2 | malformed      | answers a go with a line that is not JSON
        oversized      | 2 | malformed      | answers a go with a 2 MiB line
        wrong-reply    | 2 | malformed      | answers a go with a reply of the wrong type
        handshake-exit | 2 | crash start_failure | exits when greeted (after a crash, at its restart)
        silent         | 2 | crash start_failure | never announces its address (after a crash, at its restart)
        late-port      | 2 | crash          | announces its port 1.5 s before it listens (after a crash, at its restart)
        noise          | 0 | none           | floods stdout and stderr with noise all game long
        """)
    void aFaultyEngineForfeitsTheGameIsRestartedAndTheRunCompletes(String fault, int after, String expected,
                                                                    String behaviour) throws Exception {
        List<String> argv = Engines.java(FaultyEngine.class.getName());
        argv.addAll(List.of("tictactoe", "random", "1", fault, Integer.toString(after), dir.resolve("fired").toString()));
        EngineSpec faulty = new EngineSpec("faulty", argv, null, null, null, 8_000);
        EngineSpec sound = Engines.engine("sound", "tictactoe", "abp", 2_000);
        QualifyConfig config = new QualifyConfig(GameRules.of("tictactoe").withLimits(new MoveLimits(0, 0, 0, 0, 2_000))
                .withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(120_000), List.of(sound, faulty),
                new QualifyConfig.Rounds(4, null, ScheduleKind.ROUND_ROBIN), new QualifyConfig.Serving(1), 11,
                StopRule.NONE);
        Path run = dir.resolve("run");
        Qualification.Result result = new Qualification(config, TICTACTOE, new RunFiles(run), QualificationListener.NONE)
                .run();

        assertThat(result.games().played()).as("every game played").isEqualTo(result.games().planned()).isEqualTo(8);
        List<GameRecord> games = GameLog.read(run.resolve(RunFiles.GAMES));
        assertThat(games).extracting(GameRecord::index).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        List<String> faults = new ArrayList<>();
        games.stream().filter(g -> g.forfeiter() >= 0).forEach(g -> faults.add(g.fault()));
        EngineStanding faultyRow = result.ranking().stream().filter(s -> s.engine().equals("faulty")).findFirst().orElseThrow();
        List<String> expectedFaults = expected.equals("none") ? List.of() : List.of(expected.split(" "));
        assertThat(faults).containsExactlyElementsOf(expectedFaults);
        assertThat(faultyRow.forfeits()).isEqualTo(expectedFaults.size());
        for (GameRecord forfeited : games.stream().filter(g -> g.forfeiter() >= 0).toList()) {
            assertThat(forfeited.seats().get(forfeited.forfeiter())).isEqualTo("faulty");
            assertThat(forfeited.reason()).startsWith("faulty ");
        }
        long normal = games.stream().filter(g -> g.forfeiter() < 0).count();
        assertThat(normal).as("games played normally, by the restarted engine too").isEqualTo(8 - expectedFaults.size());
        assertThat(Files.readString(run.resolve(RunFiles.RANKING))).contains("faulty");
        synchronized (TABLE) {
            String recorded = expectedFaults.isEmpty() ? "no fault: the games are played"
                    : "`" + String.join("`, then `", expectedFaults) + "`: " + expectedFaults.size() + " game"
                    + (expectedFaults.size() == 1 ? "" : "s") + " forfeited";
            TABLE.put(fault, "| `" + fault + "` | " + behaviour + " | " + recorded + " | "
                    + (expectedFaults.isEmpty() ? "nothing to do" : "kills the process, starts a new one for the next game")
                    + " | " + games.size() + " of " + result.games().planned() + ", none lost | " + faultyRow.forfeits() + " |");
        }
    }

    /**
     * Writes the table, and when every fault ran, checks that docs/FAULTS.md shows exactly this table
     * ({@code -Dfaults.update=true} rewrites it there).
     */
    @AfterAll
    static void writeTable() throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("| fault | what the engine does | recorded as | the referee | games played | forfeits counted |\n");
        sb.append("|---|---|---|---|---|---|\n");
        TABLE.values().forEach(row -> sb.append(row).append('\n'));
        String table = sb.toString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "faults-qualify.md"), table);
        Path doc = Path.of("..", "docs", "FAULTS.md");
        if (TABLE.size() < FAULTS || !Files.exists(doc)) {
            return;
        }
        String text = Files.readString(doc);
        int start = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertThat(start).as("docs/FAULTS.md has the generated-table markers").isNotNegative();
        String current = text.substring(start + BEGIN.length(), end).strip() + "\n";
        if (Boolean.getBoolean("faults.update")) {
            Files.writeString(doc, text.substring(0, start + BEGIN.length()) + "\n" + table + text.substring(end));
        } else {
            assertThat(current).as("docs/FAULTS.md is out of date: run the suite with -Dfaults.update=true")
                    .isEqualTo(table);
        }
    }

    private static final int FAULTS = 11;
    private static final String BEGIN = "<!-- qualify faults: generated by FaultInjectionTest -->";
    private static final String END = "<!-- end of qualify faults -->";
}
