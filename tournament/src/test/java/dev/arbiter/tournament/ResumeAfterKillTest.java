package dev.arbiter.tournament;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.ResumeScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A qualification killed with kill -9 in the middle and resumed ends with the same games, the same
 * ranking and the same summary as an uninterrupted run with the same seed and node budgets.
 */
class ResumeAfterKillTest {

    @TempDir
    Path dir;

    @Test
    void aRunKilledMidwayAndResumedEqualsAnUninterruptedRun() throws Exception {
        Path whole = dir.resolve("whole");
        Qualification.Result reference = ResumeScenario.run(whole);
        assertThat(reference.games().played()).isEqualTo(reference.games().planned()).isEqualTo(12);

        Path killed = dir.resolve("killed");
        List<String> argv = Engines.java(ResumeScenario.class.getName());
        argv.add(killed.toString());
        Process referee = new ProcessBuilder(argv).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Path log = killed.resolve(RunFiles.GAMES);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (lines(log) < 4 && referee.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        referee.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        int before = GameLog.read(log).size();
        assertThat(before).as("games logged before the kill").isBetween(4, 11);

        Qualification.Result resumed = ResumeScenario.run(killed);
        assertThat(resumed.games().played()).isEqualTo(12);
        assertThat(essence(GameLog.read(log))).isEqualTo(essence(GameLog.read(whole.resolve(RunFiles.GAMES))));
        assertThat(Files.readString(killed.resolve(RunFiles.RANKING)))
                .isEqualTo(Files.readString(whole.resolve(RunFiles.RANKING)));
        assertThat(Files.readString(killed.resolve(RunFiles.SUMMARY)))
                .isEqualTo(Files.readString(whole.resolve(RunFiles.SUMMARY)));
    }

    private static long lines(Path file) throws Exception {
        return Files.exists(file) ? Files.readString(file).chars().filter(c -> c == '\n').count() : 0;
    }

    /** What must not depend on the interruption: which game, who sat where, what was played, how it ended. */
    private static List<String> essence(List<GameRecord> games) {
        return games.stream().sorted(java.util.Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.init() + " " + g.actions() + " " + g.scores() + " " + g.end())
                .toList();
    }
}
