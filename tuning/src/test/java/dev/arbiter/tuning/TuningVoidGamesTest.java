package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.JobPlayer;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.FakeClock;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Void games in a tuning run (an external referee could not score them), with the simulated game of
 * {@link TuningResumeTest}: a pair with a void game is never reported to the tuner, it is shown, played again with
 * the same seed and counted in {@code best.json}; a run killed and resumed around void pairs ends exactly as an
 * uninterrupted one; a referee that scores nothing stops the run with the referee's log named.
 */
class TuningVoidGamesTest {

    @TempDir
    Path dir;

    /** Plays the simulated game; a job whose first game {@code voids} is void on both games. */
    private record VoidingPlayer(ScriptedPlayer scripted, Predicate<GameRecord> voids) implements JobPlayer {
        @Override
        public JobResult play(GameJob job) {
            JobResult played = scripted.play(job);
            if (!voids.test(played.games().get(0))) {
                return played;
            }
            List<GameRecord> voided = new ArrayList<>();
            for (GameRecord g : played.games()) {
                voided.add(new GameRecord(g.slot(), g.init(), g.seats(), List.of(),
                        new GameOutcome(List.of(0.0, 0.0), GameEnd.VOID, "void: the referee failed twice: exit code 1",
                        -1, null)));
            }
            return new JobResult(played.jobId(), voided);
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    /** Runs (or resumes) a tuning, aborting it in the middle of its {@code abortAfter}-th pair. */
    private Tuning.Result run(Path runDir, TuningConfig config, VoidLimit limit, Predicate<GameRecord> voids,
                              int abortAfter, TuningListener listener) throws IOException, TournamentException {
        FakeClock clock = new FakeClock();
        AtomicInteger plays = new AtomicInteger();
        Tuning[] tuning = new Tuning[1];
        tuning[0] = new Tuning(config, new dev.arbiter.games.tictactoe.TicTacToe(), new RunFiles(runDir), listener,
                clock, limit);
        try (GameService service = new GameService(new LocalExecutor(1, () -> new VoidingPlayer(
                new ScriptedPlayer(TuningResumeTest::simulated, () -> {
                    clock.advanceMs(TuningResumeTest.CHECKPOINT_EVERY_5);
                    if (plays.incrementAndGet() == abortAfter) {
                        tuning[0].abort();
                    }
                }), voids)), FaultListener.NONE)) {
            return tuning[0].run(service);
        }
    }

    /**
     * The first play of every third tuning pair and of validation pair 1 is void; {@code shown} collects the seeds
     * of the void games the run showed, so that a pair is void once per run, whatever its sessions.
     */
    private static Predicate<GameRecord> firstPlayVoid(Set<Long> shown) {
        return g -> (g.index() / 2) % 3 == 1 && !shown.contains(g.seed());
    }

    private static TuningListener collecting(Set<Long> shown, List<GameRecord> voidGames) {
        return new TuningListener() {
            @Override
            public void voidGame(GameRecord record) {
                shown.add(record.seed());
                voidGames.add(record);
            }
        };
    }

    @Test
    void aPairWithAVoidGameIsPlayedAgainNotGivenToTheTunerAndCountedInBestJson() throws Exception {
        TuningConfig config = TuningResumeTest.config("de", TuningResumeTest.generations("de", 2), 4);
        Set<Long> shown = ConcurrentHashMap.newKeySet();
        List<GameRecord> voidGames = new ArrayList<>();
        Path runDir = dir.resolve("run");

        Tuning.Result result = run(runDir, config, new VoidLimit(0.5), firstPlayVoid(shown), -1,
                collecting(shown, voidGames));

        assertThat(result.aborted()).isFalse();
        assertThat(voidGames).isNotEmpty().allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.VOID));
        List<GameRecord> logged = GameLog.read(runDir.resolve(RunFiles.GAMES));
        long voidInLog = logged.stream().filter(g -> g.end() == GameEnd.VOID).count();
        assertThat(voidInLog).isPositive();
        assertThat(logged.size() - voidInLog).as("scored games are the tuner's pairs").isEqualTo(2 * result.pairs());
        for (GameRecord v : logged.stream().filter(g -> g.end() == GameEnd.VOID).toList()) {
            assertThat(logged).as("played again with the same seed").anySatisfy(g -> {
                assertThat(g.end()).isNotEqualTo(GameEnd.VOID);
                assertThat(g.seed()).isEqualTo(v.seed());
                assertThat(g.index()).isEqualTo(v.index());
            });
        }
        JsonNode best = new ObjectMapper().readTree(runDir.resolve(TuningOutputs.BEST).toFile());
        assertThat(best.get("void").get("games").asLong()).isEqualTo(voidGames.size());
        assertThat(best.get("void").get("reasons").get(0).get("reason").asText()).isEqualTo("the referee failed twice: exit code 1");
        assertThat(best.get("pairs").asLong()).isEqualTo(result.pairs());
    }

    @Test
    void aRunKilledAroundVoidPairsAndResumedEndsExactlyAsAnUninterruptedOne() throws Exception {
        TuningConfig config = TuningResumeTest.config("spsa", TuningResumeTest.generations("spsa", 3), 4);
        Set<Long> shownWhole = ConcurrentHashMap.newKeySet();
        Path whole = dir.resolve("whole");
        Tuning.Result expected = run(whole, config, VoidLimit.DEFAULT, firstPlayVoid(shownWhole), -1,
                collecting(shownWhole, new ArrayList<>()));

        Set<Long> shown = ConcurrentHashMap.newKeySet();
        Path split = dir.resolve("split");
        for (int killAfter : new int[] {7, 9}) {
            byte[][] checkpointAtFirstVoid = new byte[1][];
            TuningListener snapshotting = new TuningListener() {
                @Override
                public void voidGame(GameRecord record) {
                    shown.add(record.seed());
                    try {
                        if (checkpointAtFirstVoid[0] == null) {
                            checkpointAtFirstVoid[0] = Files.readAllBytes(split.resolve(TuningOutputs.CHECKPOINT));
                        }
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                }
            };
            Tuning.Result stopped = run(split, config, VoidLimit.DEFAULT, firstPlayVoid(shown), killAfter, snapshotting);
            assertThat(stopped.aborted()).isTrue();
            assertThat(checkpointAtFirstVoid[0]).as("a void pair in this session").isNotNull();
            // killed: the checkpoint on disk is older than the void pair in the log, whose last line is cut short
            Files.write(split.resolve(TuningOutputs.CHECKPOINT), checkpointAtFirstVoid[0]);
            Files.writeString(split.resolve(RunFiles.GAMES), "{\"index\":999", StandardOpenOption.APPEND);
        }
        Tuning.Result last = run(split, config, VoidLimit.DEFAULT, firstPlayVoid(shown), -1,
                collecting(shown, new ArrayList<>()));

        assertThat(shownWhole).isNotEmpty();
        assertThat(last.pairs()).isEqualTo(expected.pairs());
        assertThat(last.recommendation()).containsExactly(expected.recommendation());
        TuningResumeTest.assertSameRun(split, whole);
    }

    @Test
    void aRefereeThatScoresNoGameStopsTheRunNamingItsLog() throws Exception {
        TuningConfig config = TuningResumeTest.config("de", TuningResumeTest.generations("de", 3), 4);
        List<GameRecord> voidGames = new ArrayList<>();
        Path runDir = dir.resolve("run");

        assertThatThrownBy(() -> run(runDir, config, VoidLimit.DEFAULT, g -> true, -1,
                collecting(ConcurrentHashMap.newKeySet(), voidGames)))
                .isInstanceOf(TournamentException.class)
                .hasMessageContaining("the referee failed: 2 of 2 games are void")
                .hasMessageContaining(runDir.resolve("engines/referee.log").toString());
        assertThat(voidGames).hasSize(2);
        JsonNode best = new ObjectMapper().readTree(runDir.resolve(TuningOutputs.BEST).toFile());
        assertThat(best.get("pairs").asLong()).isZero();
        assertThat(best.get("void").get("games").asLong()).isEqualTo(2);
    }

    @Test
    void aPairVoidEveryTimeStopsTheRunEvenWhenEveryShareIsAllowed() throws Exception {
        TuningConfig config = TuningResumeTest.config("de", TuningResumeTest.generations("de", 3), 4);
        Path runDir = dir.resolve("run");

        assertThatThrownBy(() -> run(runDir, config, new VoidLimit(1), g -> g.index() / 2 == 2, -1,
                TuningListener.NONE))
                .isInstanceOf(TournamentException.class)
                .hasMessageContaining("the referee failed: pair 2 was void " + Tuning.MAX_VOID_PLAYS + " times");
    }
}
