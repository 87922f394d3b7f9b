package dev.arbiter.tournament.play;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The game service over scripted players: jobs and results are plain data, every job is reported once, one abort path. */
class GameServiceTest {

    private static final Entrant A = new Entrant("a", List.of("engine", "--w={w}"), null, Map.of("w", 0.25),
            MoveLimits.DEFAULT);
    private static final Entrant B = new Entrant("b", List.of("engine", "--w={w}"), "/tmp", Map.of("w", 1.0),
            new MoveLimits(10, 0, 0, 5, 100));

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
}
