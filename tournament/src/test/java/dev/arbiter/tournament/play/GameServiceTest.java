package dev.arbiter.tournament.play;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The game service over scripted players: jobs and results are plain data, every job is reported once, one abort path. */
class GameServiceTest {

    private static final Entrant A = new Entrant("a", List.of("engine", "--w={w}"), null, Map.of("w", 0.25),
            MoveLimits.DEFAULT);
    private static final Entrant B = new Entrant("b", List.of("engine", "--w={w}"), "/tmp", Map.of("w", 1.0),
            new MoveLimits(10, 0, 0, 5, 100).withGameNodes(20_000));

    /** A source of {@code n} pairs that records what it is told. */
    private static class Pairs implements JobSource {
        final List<JobResult> results = Collections.synchronizedList(new ArrayList<>());
        private final int n;
        private int next;
        volatile boolean aborted;

        Pairs(int n) {
            this.n = n;
        }

        @Override
        public synchronized GameJob next() {
            return aborted || next >= n ? null : GameJob.pair(next++, A, B, 7, "");
        }

        @Override
        public void finished(JobResult result) throws IOException {
            results.add(result);
        }

        @Override
        public void abort() {
            aborted = true;
        }
    }

    private static List<Double> seatZeroWins(PlannedGame game) {
        return List.of(1.0, 0.0);
    }

    @Test
    void jobsAndResultsArePlainDataThatSurviveAJsonRoundTrip() throws Exception {
        ObjectMapper json = new ObjectMapper();
        GameJob job = GameJob.pair(3, A, B, -42, "init");
        assertThat(json.readValue(json.writeValueAsString(job), GameJob.class)).isEqualTo(job);
        JobResult result = new ScriptedPlayer(GameServiceTest::seatZeroWins, () -> { }).play(job);
        assertThat(json.readValue(json.writeValueAsString(result), JobResult.class)).isEqualTo(result);
        assertThat(result.halfPoints()).isEqualTo(2);
        assertThat(job.games()).extracting(PlannedGame::index).containsExactly(6, 7);
        assertThat(job.games().get(1).names()).containsExactly("b", "a");
        assertThat(A.resolve().argv()).containsExactly("engine", "--w=0.25");
    }

    @Test
    void kWorkersPlayEveryJobOnceAndReportIt() throws IOException {
        Pairs source = new Pairs(40);
        try (GameService service = new GameService(new LocalExecutor(3, () -> new ScriptedPlayer(GameServiceTest::seatZeroWins,
                () -> { })), FaultListener.NONE)) {
            service.run(source);
        }
        assertThat(source.results).extracting(JobResult::jobId).containsExactlyInAnyOrderElementsOf(
                LongStream.range(0, 40).boxed().toList());
        assertThat(source.results).allSatisfy(r -> assertThat(r.games()).hasSize(2));
    }

    @Test
    void anAbortThrowsAwayTheJobInFlightAndStartsNoMore() throws IOException {
        Pairs source = new Pairs(40);
        AtomicInteger played = new AtomicInteger();
        GameService[] service = new GameService[1];
        service[0] = new GameService(new LocalExecutor(1, () -> new ScriptedPlayer(GameServiceTest::seatZeroWins, () -> {
            if (played.incrementAndGet() == 5) {
                service[0].abort();
            }
        })), FaultListener.NONE);
        try (GameService s = service[0]) {
            s.run(source);
            assertThat(s.aborted()).isTrue();
        }
        assertThat(played).hasValue(5);
        assertThat(source.results).hasSize(4);
        assertThat(source.aborted).isTrue();
    }

    @Test
    void aFailedReportStopsEveryWorkerAndReachesTheCaller() {
        Pairs failing = new Pairs(40) {
            @Override
            public void finished(JobResult result) throws IOException {
                throw new IOException("disk full");
            }
        };
        GameService service = new GameService(new LocalExecutor(2, () -> new ScriptedPlayer(GameServiceTest::seatZeroWins,
                () -> { })), FaultListener.NONE);
        assertThatThrownBy(() -> service.run(failing)).isInstanceOf(IOException.class).hasMessage("disk full");
        assertThat(failing.aborted).isTrue();
        service.close();
    }

    /** An executor that only checks engines: it plays nothing. */
    private abstract static class CheckingExecutor implements GameExecutor {
        @Override
        public void run(JobSource source) {
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }

    /** An executor whose checks wait for each other: they pass only when they run at the same time. */
    private static final class RendezvousExecutor extends CheckingExecutor {
        final CyclicBarrier together = new CyclicBarrier(2);
        final List<String> checked = Collections.synchronizedList(new ArrayList<>());
        final int parallel;
        final long waitMs;
        final Set<String> failOnce = ConcurrentHashMap.newKeySet();

        /** Checks wait up to {@code waitMs} for each other (alone, a check can never meet its partner). */
        RendezvousExecutor(int parallel, long waitMs, String... failOnce) {
            this.parallel = parallel;
            this.waitMs = waitMs;
            this.failOnce.addAll(List.of(failOnce));
        }

        @Override
        public void check(Entrant entrant) throws EngineFault {
            if (failOnce.remove(entrant.name())) {
                throw new EngineFault(FaultKind.START_FAILURE, entrant.name() + " did not start");
            }
            try {
                together.await(waitMs, TimeUnit.MILLISECONDS);
            } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                throw new EngineFault(FaultKind.START_FAILURE, entrant.name() + " was checked alone");
            }
            checked.add(entrant.name());
        }

        @Override
        public int parallelChecks() {
            return parallel;
        }
    }

    @Test
    void theEnginesAreCheckedAtTheSameTimeAndAForgivenFirstFailureIsReported() throws Exception {
        RendezvousExecutor executor = new RendezvousExecutor(2, 30_000, "b");
        List<String> faults = Collections.synchronizedList(new ArrayList<>());
        try (GameService service = new GameService(executor, (engine, fault) -> faults.add(engine + ": "
                + fault.getMessage()))) {
            service.check(List.of(A, B));
        }
        assertThat(executor.checked).containsExactlyInAnyOrder("a", "b");
        assertThat(faults).containsExactly("b: b did not start");
    }

    /** An executor whose engines reject their settings at every check, counting the checks. */
    private static final class RejectingExecutor extends CheckingExecutor {
        final AtomicInteger checks = new AtomicInteger();

        @Override
        public void check(Entrant entrant) throws EngineFault {
            checks.incrementAndGet();
            throw new EngineFault(FaultKind.REJECTED_SETTINGS, entrant.name() + ": option 'Hashh' is not declared");
        }
    }

    @Test
    void anEngineThatRejectsItsSettingsIsCheckedOnceAndTheConfigurationIsBlamed() {
        RejectingExecutor executor = new RejectingExecutor();
        GameService service = new GameService(executor, FaultListener.NONE);
        assertThatThrownBy(() -> service.check(List.of(A))).isInstanceOf(InvalidSettingException.class)
                .hasMessage("engine 'a' rejected its settings: a: option 'Hashh' is not declared")
                .extracting(e -> ((InvalidSettingException) e).field()).isEqualTo("engines");
        assertThat(executor.checks).as("trying again cannot help").hasValue(1);
    }

    @Test
    void anExecutorThatChecksOneAtATimeIsNeverAskedForTwo() {
        RendezvousExecutor executor = new RendezvousExecutor(1, 50);
        GameService service = new GameService(executor, FaultListener.NONE);
        assertThatThrownBy(() -> service.check(List.of(A, B))).isInstanceOf(TournamentException.class)
                .hasMessageContaining("engine 'a' cannot start (tried twice): a was checked alone");
    }
}
