package dev.arbiter.tournament;

import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.Standings;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.FakeClock;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A qualification's own logic (schedule, resume, stop rule, result files) with games decided in-process by a
 * script: no engine process, no waiting. Engine {@code e<k>} beats a lower {@code k} with probability 0.8.
 */
class QualificationInProcessTest {

    @TempDir
    Path dir;

    /** The start positions' file of the runs, or null for the game's own starts. */
    private Openings openings;
    /** The game of the runs. */
    private String game = "tictactoe";
    /** Games played at once. */
    private int concurrency = 1;
    /** Decides the games of the runs. */
    private ScriptedPlayer.Rule rule = QualificationInProcessTest::scripted;
    /** Hears the runs' finished games. */
    private QualificationListener listener = QualificationListener.NONE;

    private QualifyConfig config(StopRule stop) {
        List<EngineSpec> engines = List.of(new EngineSpec("e0", List.of("engine"), null, null, null),
                new EngineSpec("e1", List.of("engine"), null, null, null),
                new EngineSpec("e2", List.of("engine"), null, null, null));
        return new QualifyConfig(GameRules.of(game).withPlyLimit(9, Adjudication.SCORE).withOpenings(openings), engines,
                new QualifyConfig.Rounds(30, null, ScheduleKind.ROUND_ROBIN), new QualifyConfig.Serving(concurrency), 3,
                stop);
    }

    private static List<Double> scripted(PlannedGame game) {
        int a = game.names().get(0).charAt(1) - '0';
        int b = game.names().get(1).charAt(1) - '0';
        boolean stronger = new SplittableRandom(game.seed() * 31 + game.index()).nextDouble() < 0.8;
        boolean seat0Wins = (a > b) == stronger;
        return seat0Wins ? List.of(1.0, 0.0) : List.of(0.0, 1.0);
    }

    private Qualification.Result run(Path runDir, StopRule stop, int abortAfter) throws Exception {
        AtomicInteger games = new AtomicInteger();
        Qualification[] qualification = {new Qualification(config(stop), GameRegistry.load().create(game),
                new RunFiles(runDir), listener, new FakeClock())};
        try (GameService service = new GameService(new LocalExecutor(concurrency, () -> new ScriptedPlayer(rule, () -> {
                    if (games.incrementAndGet() == abortAfter) {
                        qualification[0].abort();
                    }
                })), FaultListener.NONE)) {
            return qualification[0].run(service);
        }
    }

    private static List<String> essence(Path run) throws Exception {
        return GameLog.read(run.resolve(RunFiles.GAMES)).stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.init() + " " + g.seats() + " " + g.scores()).toList();
    }

    @Test
    void aRunAbortedTwiceAndResumedEqualsAnUninterruptedOne() throws Exception {
        Qualification.Result whole = run(dir.resolve("whole"), StopRule.NONE, -1);
        assertThat(whole.games().played()).isEqualTo(whole.games().planned()).isEqualTo(180);
        Path split = dir.resolve("split");
        assertThat(run(split, StopRule.NONE, 50).games().played()).isEqualTo(49);
        assertThat(run(split, StopRule.NONE, 70).games().played()).isEqualTo(49 + 69);
        Qualification.Result last = run(split, StopRule.NONE, -1);
        assertThat(last.games().played()).isEqualTo(180);
        assertThat(essence(split)).isEqualTo(essence(dir.resolve("whole")));
        assertThat(Files.readString(split.resolve(RunFiles.RANKING))).isEqualTo(Files.readString(dir.resolve("whole")
                .resolve(RunFiles.RANKING)));
        assertThat(Files.readString(split.resolve(RunFiles.SUMMARY))).isEqualTo(Files.readString(dir.resolve("whole")
                .resolve(RunFiles.SUMMARY)));
        assertThat(last.ranking()).extracting(r -> r.engine()).containsExactly("e2", "e1", "e0");
    }

    @Test
    void theThresholdRuleStopsOnceTheLeaderIsClearAndSaysWhy() throws Exception {
        Qualification.Result result = run(dir.resolve("run"), StopRule.threshold(50, 0.9, 12), -1);
        assertThat(result.stopReason()).startsWith("threshold: e2 leads");
        assertThat(result.games().played()).isLessThan(result.games().planned());
        assertThat(result.ranking().get(0).rating().eloLow()).isGreaterThan(result.ranking().get(1).rating().elo());
        assertThat(Files.readString(dir.resolve("run").resolve(RunFiles.SUMMARY))).contains("threshold: e2 leads");
        assertThat(GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES))).hasSize(result.games().played());
        assertThat(Files.readAllLines(dir.resolve("run").resolve(RunFiles.CROSSTABLE)).get(0))
                .isEqualTo("engine,opponent,games,points,score,elo,elo_low,elo_high,pairs");
    }

    @Test
    void aStoppedRunCountsExactlyTheGamesTheRuleFiredOnHoweverTheGamesInFlightFinish() throws Exception {
        StopRule stop = StopRule.threshold(50, 0.9, 12);
        Qualification.Result sequential = run(dir.resolve("sequential"), stop, -1);
        int n = sequential.stop().games();
        assertThat(sequential.games().played()).isEqualTo(n);
        assertThat(sequential.games().notCounted()).isZero();

        // Two workers, and the game that completes the stop's games held back until three later games are logged:
        // the worst order for a count that depended on timing.
        concurrency = 2;
        CountDownLatch laterGamesLogged = new CountDownLatch(3);
        listener = new QualificationListener() {
            @Override
            public void gameFinished(GameRecord record, Standings standings, int done, int planned) {
                if (record.index() >= n) {
                    laterGamesLogged.countDown();
                }
            }
        };
        rule = game -> {
            if (game.index() == n - 1) {
                try {
                    assertThat(laterGamesLogged.await(60, TimeUnit.SECONDS)).as("later games logged").isTrue();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return scripted(game);
        };
        Path parallel = dir.resolve("parallel");
        Qualification.Result result = run(parallel, stop, -1);

        assertThat(result.stop().games()).isEqualTo(n);
        assertThat(result.games().played()).isEqualTo(n);
        assertThat(result.games().notCounted()).isGreaterThanOrEqualTo(3);
        assertThat(GameLog.read(parallel.resolve(RunFiles.GAMES))).hasSize(n + result.games().notCounted());
        for (String file : List.of(RunFiles.RANKING, RunFiles.CROSSTABLE)) {
            assertThat(Files.readString(parallel.resolve(file))).as(file)
                    .isEqualTo(Files.readString(dir.resolve("sequential").resolve(file)));
        }
        String text = Files.readString(parallel.resolve(GameText.FILE));
        assertThat(text.split("\\[Game \"", -1)).hasSize(n + 1);
        assertThat(text).endsWith("; " + result.games().notCounted() + " more games, running or finished ahead of the schedule "
                + "when the stop rule fired, are in games.ndjson and counted in no figure\n");
        assertThat(Files.readString(parallel.resolve(RunFiles.SUMMARY))).contains("\"played\" : " + n + ",");

        Qualification.Result resumed = run(parallel, stop, -1);
        assertThat(resumed.games().played()).isEqualTo(n);
        assertThat(resumed.games().notCounted()).isEqualTo(result.games().notCounted());
        assertThat(Files.readString(parallel.resolve(RunFiles.RANKING)))
                .isEqualTo(Files.readString(dir.resolve("sequential").resolve(RunFiles.RANKING)));
    }

    @Test
    void openingsFromAFileArePlayedOneARoundInEverySeatAssignmentShuffledByTheSeedAlsoAfterAResume() throws Exception {
        Path file = Files.writeString(dir.resolve("openings.txt"), "4\n44\n17 \n# a corner\n7\n");
        openings = new Openings(file.toString(), Openings.Order.SHUFFLED);
        game = "connect4";
        run(dir.resolve("whole"), StopRule.NONE, -1);
        Path split = dir.resolve("split");
        run(split, StopRule.NONE, 40);
        run(split, StopRule.NONE, -1);
        assertThat(essence(split)).isEqualTo(essence(dir.resolve("whole")));
        List<GameRecord> games = GameLog.read(split.resolve(RunFiles.GAMES));
        Map<Integer, Set<String>> initsByRound = new TreeMap<>();
        Map<String, Set<List<String>>> seatingsByInit = new TreeMap<>();
        for (GameRecord g : games) {
            initsByRound.computeIfAbsent(g.round(), r -> new HashSet<>()).add(g.init());
            if (g.round() < 4) {
                seatingsByInit.computeIfAbsent(g.init(), i -> new HashSet<>()).add(g.seats());
            }
        }
        assertThat(initsByRound.values()).as("the games of a round share its opening").allMatch(inits -> inits.size() == 1);
        assertThat(seatingsByInit.keySet()).as("the first pass plays every line once").containsExactlyInAnyOrder("4",
                "44", "17", "7");
        assertThat(seatingsByInit.values()).as("each opening in all six seatings of three engines")
                .allMatch(seatings -> seatings.size() == 6);
    }
}
