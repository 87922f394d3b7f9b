package dev.arbiter.tournament;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.StopRule;

import dev.arbiter.tournament.play.PlaySettings;
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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code schedule: elimination} in a qualification, games decided in-process by a script (no engine process):
 * engine {@code e<k>} beats {@code e<j>}, {@code j < k}, with probability {@code 0.5 + 0.15 (k - j)}.
 */
class EliminationQualificationTest {

    @TempDir
    Path dir;

    private int concurrency = 1;
    private final List<String> drops = Collections.synchronizedList(new ArrayList<>());

    private QualifyConfig config() {
        List<EngineSpec> engines = new ArrayList<>();
        for (int e = 0; e < 4; e++) {
            engines.add(new EngineSpec("e" + e, List.of("engine"), null, null, null));
        }
        return new QualifyConfig(GameRules.of("tictactoe").withPlyLimit(9, Adjudication.SCORE), engines,
                new QualifyConfig.Rounds(400, null, ScheduleKind.ELIMINATION), new QualifyConfig.Serving(concurrency), 5,
                StopRule.NONE);
    }

    private Qualification.Result run(Path runDir, int abortAfter) throws Exception {
        QualificationListener listener = new QualificationListener() {
            @Override
            public void engineDropped(String line) {
                drops.add(line);
            }
        };
        return ScriptedQualification.run(config(), GameRegistry.load().create("tictactoe"), runDir, listener,
                ScriptedQualification::strongerByNumber, abortAfter);
    }

    @Test
    void namesTheStrongestAfterDroppingTheOthersEachWithItsBoundAndKeepsTheirGamesInTheRatings() throws Exception {
        Qualification.Result result = run(dir.resolve("run"), -1);
        assertThat(result.stopReason()).startsWith("elimination: e3 is the best engine at 95% confidence after "
                + result.games().played() + " games");
        assertThat(result.games().played()).isLessThan(result.games().planned() / 10);
        assertThat(result.elimination().named()).isEqualTo("e3");
        assertThat(result.elimination().inPlay()).containsExactly("e3");
        assertThat(result.elimination().dropped()).extracting(EliminationSchedule.Drop::engine)
                .containsExactlyInAnyOrder("e0", "e1", "e2");
        assertThat(result.elimination().dropped()).allSatisfy(d -> {
            assertThat(d.lowerBound()).isPositive();
            assertThat(d.lead()).isGreaterThan(d.lowerBound());
        });
        assertThat(drops).hasSize(3).allMatch(line -> line.matches(
                "elimination: e[0-2] dropped after \\d+ games \\(e3 leads it by \\+[0-9.]+ Elo, anytime lower bound "
                        + "\\+[0-9.]+ > 0\\)"));
        assertThat(result.ranking()).extracting(s -> s.engine()).containsExactly("e3", "e2", "e1", "e0");
        assertThat(result.ranking()).allSatisfy(s -> assertThat(s.results().games()).isPositive());
        int firstDrop = result.elimination().dropped().get(0).games();
        List<GameRecord> games = GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
        String dropped = result.elimination().dropped().get(0).engine();
        assertThat(games).filteredOn(g -> g.index() >= firstDrop).noneMatch(g -> g.seats().contains(dropped));
        assertThat(Files.readString(dir.resolve("run").resolve(RunFiles.SUMMARY))).contains("\"named\" : \"e3\"")
                .contains("\"kind\" : \"elimination\"").contains("\"lower_bound\"");
    }

    @Test
    void aConcurrentRunAndARunAbortedTwiceAndResumedPlayTheSameGamesAsASerialOneAndNameTheSameEngine() throws Exception {
        Path serial = dir.resolve("serial");
        Qualification.Result reference = run(serial, -1);
        concurrency = 2;
        Path concurrent = dir.resolve("concurrent");
        Qualification.Result parallel = run(concurrent, -1);
        Path split = dir.resolve("split");
        run(split, 37);
        run(split, 101);
        Qualification.Result resumed = run(split, -1);
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
    void refusesAGameOfOtherThanTwoSeats() {
        assertThatThrownBy(() -> new Qualification(config(), GameRegistry.load().create("sudoku"),
                new RunFiles(dir.resolve("x")), QualificationListener.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-player game");
    }
}
