package dev.arbiter.tournament;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.KillScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Crash safety of the referee itself: a qualification is killed with kill -9 at six random moments (or
 * {@code -Dkill.moments=N}; {@code ResumeAfterKillTest} kills one at a chosen game) (seeded, so the test is
 * repeatable), resumed after each kill, and finally run to its end. After every kill
 * no file is corrupt, and the final games and ranking equal those of an uninterrupted run.
 */
class KillAtRandomMomentsTest {

    private static final int KILLS = Integer.getInteger("kill.moments", 6);

    @TempDir
    Path dir;

    @Test
    void killedAtRandomMomentsAndResumedEqualsAnUninterruptedRun() throws Exception {
        Path whole = dir.resolve("whole");
        Qualification.Result reference = KillScenario.run(whole);
        assertThat(reference.games().played()).isEqualTo(24);

        Path run = dir.resolve("killed");
        SplittableRandom moments = new SplittableRandom(2026);
        List<Integer> logged = new ArrayList<>();
        for (int kill = 0; kill < KILLS; kill++) {
            List<String> argv = Engines.java(KillScenario.class.getName());
            argv.add(run.toString());
            Process referee = new ProcessBuilder(argv).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            referee.waitFor(300 + moments.nextInt(1_500), TimeUnit.MILLISECONDS);
            referee.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            assertFilesAreWhole(run);
            logged.add(GameLog.read(run.resolve(RunFiles.GAMES)).size());
        }
        Qualification.Result resumed = KillScenario.run(run);
        assertThat(resumed.games().played()).isEqualTo(24);
        assertThat(logged).as("games logged after each kill").isSorted();
        assertThat(essence(GameLog.read(run.resolve(RunFiles.GAMES))))
                .isEqualTo(essence(GameLog.read(whole.resolve(RunFiles.GAMES))));
        assertThat(Files.readString(run.resolve(RunFiles.RANKING))).isEqualTo(Files.readString(whole.resolve(RunFiles.RANKING)));
        assertThat(Files.readString(run.resolve(RunFiles.CROSSTABLE)))
                .isEqualTo(Files.readString(whole.resolve(RunFiles.CROSSTABLE)));
        assertThat(Files.readString(run.resolve(RunFiles.SUMMARY)))
                .isEqualTo(Files.readString(whole.resolve(RunFiles.SUMMARY)));
    }

    /** Every file the run has written so far parses; only the game log may end in a cut-off line. */
    private static void assertFilesAreWhole(Path run) throws Exception {
        if (!Files.exists(run)) {
            return;
        }
        GameLog.read(run.resolve(RunFiles.GAMES));
        Path summary = run.resolve(RunFiles.SUMMARY);
        if (Files.exists(summary)) {
            new ObjectMapper().readTree(summary.toFile());
        }
        for (String csv : List.of(RunFiles.RANKING, RunFiles.CROSSTABLE)) {
            Path file = run.resolve(csv);
            if (Files.exists(file)) {
                List<String> lines = Files.readAllLines(file);
                assertThat(lines).isNotEmpty();
                int columns = lines.get(0).split(",", -1).length;
                assertThat(lines).allSatisfy(l -> assertThat(l.split(",", -1)).hasSize(columns));
            }
        }
        try (var files = Files.list(run)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")))
                    .as("no temporary file left behind by an interrupted atomic write... except one being written")
                    .hasSizeLessThanOrEqualTo(1);
        }
    }

    private static List<String> essence(List<GameRecord> games) {
        return games.stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.seats() + " " + g.actions() + " " + g.scores() + " " + g.end())
                .toList();
    }
}
