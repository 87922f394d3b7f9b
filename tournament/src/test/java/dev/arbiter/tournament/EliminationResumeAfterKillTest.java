package dev.arbiter.tournament;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.EliminationScenario;
import dev.arbiter.tournament.support.Engines;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An elimination between real engines under node budgets (among all three, and as a gauntlet of greedy against
 * alpha-beta and random) played serially, and played two games at a time, killed with kill -9 in the middle and
 * resumed, plays the same games, drops the same engines at the same games and reaches the same verdict.
 */
class EliminationResumeAfterKillTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "gauntlet {0}")
    @NullSource
    @ValueSource(strings = "greedy")
    void aConcurrentEliminationKilledAndResumedEqualsASerialOne(String gauntlet) throws Exception {
        Path serial = dir.resolve("serial");
        Qualification.Result reference = EliminationScenario.run(serial, 1, gauntlet);
        assertThat(reference.elimination().dropped()).as("an engine was dropped").isNotEmpty();

        Path killed = dir.resolve("killed");
        List<String> argv = Engines.java(EliminationScenario.class.getName());
        argv.addAll(List.of(killed.toString(), "2"));
        if (gauntlet != null) {
            argv.add(gauntlet);
        }
        Process referee = new ProcessBuilder(argv).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Path log = killed.resolve(RunFiles.GAMES);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (lines(log) < 8 && referee.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        referee.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertThat(GameLog.read(log).size()).as("games logged before the kill").isBetween(8, reference.games().played() - 1);

        Qualification.Result resumed = EliminationScenario.run(killed, 2, gauntlet);
        assertThat(essence(GameLog.read(log))).isEqualTo(essence(GameLog.read(serial.resolve(RunFiles.GAMES))));
        for (String file : List.of(RunFiles.RANKING, RunFiles.SUMMARY)) {
            assertThat(Files.readString(killed.resolve(file))).as(file).isEqualTo(Files.readString(serial.resolve(file)));
        }
        assertThat(resumed.elimination()).isEqualTo(reference.elimination());
        assertThat(resumed.stopReason()).isEqualTo(reference.stopReason());
    }

    private static long lines(Path file) throws Exception {
        return Files.exists(file) ? Files.readString(file).chars().filter(c -> c == '\n').count() : 0;
    }

    private static List<String> essence(List<GameRecord> games) {
        return games.stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.init() + " " + g.actions() + " " + g.scores() + " "
                        + g.end()).toList();
    }
}
