package dev.arbiter.tournament;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;

import dev.arbiter.tournament.support.ScriptedQualification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code schedule: elimination} with a gauntlet, and with two engines, games decided in-process by a script (no
 * engine process): engine {@code e<k>} beats {@code e<j>}, {@code j < k}, with probability
 * {@code 0.5 + 0.15 (k - j)}.
 */
class GauntletEliminationQualificationTest {

    @TempDir
    Path dir;

    private final List<String> drops = Collections.synchronizedList(new ArrayList<>());

    private static QualifyConfig config(int engineCount, String gauntlet, int concurrency, StopRule stop,
                                        ScheduleKind schedule) {
        List<EngineSpec> engines = new ArrayList<>();
        for (int e = 0; e < engineCount; e++) {
            engines.add(new EngineSpec("e" + e, List.of("engine"), null, null, null));
        }
        return new QualifyConfig(GameRules.of("tictactoe").withPlyLimit(9, Adjudication.SCORE), engines,
                new QualifyConfig.Rounds(400, gauntlet, schedule), new QualifyConfig.Serving(concurrency), 5, stop);
    }

    private static QualifyConfig gauntlet(int concurrency) {
        return config(5, "e2", concurrency, StopRule.NONE, ScheduleKind.ELIMINATION);
    }

    private Qualification.Result run(QualifyConfig config, Path runDir, int abortAfter) throws Exception {
        QualificationListener listener = new QualificationListener() {
            @Override
            public void engineDropped(String line) {
                drops.add(line);
            }
        };
        return ScriptedQualification.run(config, GameRegistry.load().create("tictactoe"), runDir, listener,
                ScriptedQualification::strongerByNumber, abortAfter);
    }

    @Test
    void theCandidateStopsPlayingEachBaselineOnceShownBetterOrWorseAndTheRunEndsWhenAllAreDecided() throws Exception {
        Path run = dir.resolve("run");
        Qualification.Result result = run(gauntlet(1), run, -1);
        assertThat(result.stopReason()).isEqualTo("elimination: every comparison of e2 decided at 95% confidence "
                + "after " + result.games().played() + " games: better than " + String.join(", ", betterThan(result))
                + "; worse than " + String.join(", ", worseThan(result)));
        assertThat(betterThan(result)).containsExactlyInAnyOrder("e0", "e1");
        assertThat(worseThan(result)).containsExactlyInAnyOrder("e3", "e4");
        assertThat(result.games().played()).isLessThan(result.games().planned() / 5);
        assertThat(result.games().planned()).as("the plain gauntlet's games: 400 rounds of 4 pairs").isEqualTo(400 * 8);
        assertThat(result.elimination().candidate()).isEqualTo("e2");
        assertThat(result.elimination().inPlay()).containsExactly("e2");
        assertThat(result.elimination().named()).isNull();
        assertThat(result.elimination().dropped()).allSatisfy(d -> {
            assertThat(d.versus()).isEqualTo("e2");
            assertThat(d.lowerBound()).isPositive();
            assertThat(d.lead()).isGreaterThan(d.lowerBound());
        });
        assertThat(drops).hasSize(4).allMatch(line -> line.matches("elimination: e[0134] dropped after \\d+ games "
                + "\\((e2 leads it|it leads e2) by \\+[0-9.]+ Elo, anytime lower bound \\+[0-9.]+ > 0\\)"));
        List<GameRecord> games = GameLog.read(run.resolve(RunFiles.GAMES));
        assertThat(games).allMatch(g -> g.seats().contains("e2"));
        for (EliminationSchedule.Drop d : result.elimination().dropped()) {
            assertThat(games).filteredOn(g -> g.index() >= d.games()).noneMatch(g -> g.seats().contains(d.engine()));
            assertThat(games).filteredOn(g -> g.seats().contains(d.engine())).isNotEmpty();
        }
        assertThat(Files.readString(run.resolve(RunFiles.SUMMARY))).contains("\"candidate\" : \"e2\"")
                .contains("\"versus\" : \"e2\"").contains("\"in_play\" : [ \"e2\" ]");
    }

    @Test
    void aThresholdRuleIsSplitOverTheComparisonsAndDoesNotEndTheRunOnTheWholeField() throws Exception {
        Qualification.Result result = run(config(5, "e2", 1, StopRule.threshold(0, 0.9, 0), ScheduleKind.ELIMINATION),
                dir.resolve("run"), -1);
        assertThat(result.stopReason()).startsWith("elimination: every comparison of e2 decided at 90% confidence");
        assertThat(result.stop()).isNull();
        assertThat(result.elimination().dropped()).hasSize(4);
    }

    @Test
    void beforeTheFirstDropItPlaysThePlainGauntletsGames() throws Exception {
        Path elimination = dir.resolve("elimination");
        Qualification.Result result = run(gauntlet(1), elimination, -1);
        int firstDrop = result.elimination().dropped().get(0).games();
        Path plain = dir.resolve("plain");
        run(config(5, "e2", 1, StopRule.maxGames(firstDrop), ScheduleKind.ROUND_ROBIN), plain, -1);
        assertThat(ScriptedQualification.essence(elimination).subList(0, firstDrop)).isEqualTo(ScriptedQualification.essence(plain).subList(0, firstDrop));
    }

    @Test
    void aConcurrentGauntletAndOneAbortedTwiceAndResumedPlayTheSameGamesAsASerialOne() throws Exception {
        Path serial = dir.resolve("serial");
        Qualification.Result reference = run(gauntlet(1), serial, -1);
        Path concurrent = dir.resolve("concurrent");
        Qualification.Result parallel = run(gauntlet(2), concurrent, -1);
        Path split = dir.resolve("split");
        run(gauntlet(2), split, 29);
        run(gauntlet(1), split, 83);
        Qualification.Result resumed = run(gauntlet(2), split, -1);
        for (Path other : List.of(concurrent, split)) {
            assertThat(ScriptedQualification.essence(other)).as(other.toString()).isEqualTo(ScriptedQualification.essence(serial));
            for (String file : List.of(RunFiles.RANKING, RunFiles.CROSSTABLE, RunFiles.SUMMARY)) {
                assertThat(Files.readString(other.resolve(file))).as(other + " " + file)
                        .isEqualTo(Files.readString(serial.resolve(file)));
            }
        }
        assertThat(parallel.stopReason()).isEqualTo(reference.stopReason());
        assertThat(resumed.stopReason()).isEqualTo(reference.stopReason());
        assertThat(resumed.elimination()).isEqualTo(reference.elimination());
    }

    @Test
    void twoEnginesPlayTheSameGamesAndReachTheSameVerdictAsTheDefaultScheduleUnderThresholdAndSprt()
            throws Exception {
        for (StopRule stop : List.of(StopRule.threshold(0, 0.95, 0), StopRule.threshold(20, 0.9, 0),
                StopRule.sprt(0, 10, 0.05, 0.05))) {
            Path roundRobin = dir.resolve("rr-" + stop.hashCode());
            Qualification.Result reference = run(config(2, null, 1, stop, ScheduleKind.ROUND_ROBIN), roundRobin, -1);
            Path elimination = dir.resolve("elimination-" + stop.hashCode());
            Qualification.Result result = run(config(2, null, 1, stop, ScheduleKind.ELIMINATION), elimination, -1);
            assertThat(reference.stopReason()).as(stop.inWords()).isNotNull();
            assertThat(result.stopReason()).as(stop.inWords()).isEqualTo(reference.stopReason());
            assertThat(result.games().played()).as(stop.inWords()).isEqualTo(reference.games().played()).isLessThan(800);
            assertThat(ScriptedQualification.essence(elimination)).as(stop.inWords()).isEqualTo(ScriptedQualification.essence(roundRobin));
            assertThat(Files.readString(elimination.resolve(RunFiles.RANKING))).as(stop.inWords())
                    .isEqualTo(Files.readString(roundRobin.resolve(RunFiles.RANKING)));
        }
    }

    @Test
    void twoEnginesWithoutAStopRuleEndOnTheThresholdRulesBoundAtABatchEnd() throws Exception {
        Qualification.Result reference = run(config(2, null, 1, StopRule.threshold(0, 0.95, 0),
                ScheduleKind.ROUND_ROBIN), dir.resolve("rr"), -1);
        Qualification.Result result = run(config(2, null, 1, StopRule.NONE, ScheduleKind.ELIMINATION),
                dir.resolve("elimination"), -1);
        assertThat(result.games().played()).as("looks at batch ends only").isGreaterThanOrEqualTo(reference.games().played());
        assertThat(result.stopReason()).startsWith("elimination: e1 is the best engine at 95% confidence after "
                + result.games().played() + " games (over e0: lead +");
        assertThat(result.elimination().named()).isEqualTo("e1");
        assertThat(result.elimination().candidate()).isNull();
    }

    private static List<String> betterThan(Qualification.Result result) {
        return result.elimination().dropped().stream().filter(d -> d.leader().equals("e2"))
                .map(EliminationSchedule.Drop::engine).toList();
    }

    private static List<String> worseThan(Qualification.Result result) {
        return result.elimination().dropped().stream().filter(d -> !d.leader().equals("e2"))
                .map(EliminationSchedule.Drop::engine).toList();
    }
}
