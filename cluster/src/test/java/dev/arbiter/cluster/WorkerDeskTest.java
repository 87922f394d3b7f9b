package dev.arbiter.cluster;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a worker serves and what it refuses, without a network: only requests signed with the shared secret,
 * meant for this worker, not seen before and unaltered are served; a game naming an engine the worker does not
 * trust is recorded as that engine's start failure without starting anything; every reply is signed.
 */
class WorkerDeskTest {

    private static final ClusterSecret SECRET = new ClusterSecret("the-shared-secret-of-this-test-0123".getBytes(StandardCharsets.UTF_8));
    private static final ClusterSecret OTHER = new ClusterSecret("another-secret-that-is-long-enough-99".getBytes(StandardCharsets.UTF_8));
    private static final RunSpec RUN = new RunSpec(GameRules.of("tictactoe").withPlyLimit(100, Adjudication.SCORE)
            .withStartTimeoutMs(5_000), 4);
    private static final String NONCE = "nonce-of-this-worker";
    private static final String DIR = "/opt/bots";

    private final AtomicInteger playersCreated = new AtomicInteger();
    private final List<String> events = new CopyOnWriteArrayList<>();
    private final WorkerDesk desk = new WorkerDesk(new ClusterWorker.Settings(MemberAddress.LOOPBACK, List.of(), 1, SECRET,
            new EngineTrust(List.of(new EngineTrust.Template(List.of("arbiter", "serve", "--param", "w={w}"), DIR))),
            new SelfCommand(List.of("java", "-cp", "arbiter.jar", "Main")), false, 10), (run, slots, faults) -> {
                playersCreated.incrementAndGet();
                return new ScriptedPlayer(game -> List.of(1.0, 0.0), () -> { });
            }, events::add, NONCE, coordinator -> true);

    private static Entrant entrant(String name, String program, double w) {
        return new Entrant(name, List.of(program, "serve", "--param", "w={w}"), DIR, Map.of("w", w), MoveLimits.DEFAULT);
    }

    private static byte[] request(ClusterSecret secret, String worker, long seq, Message message) {
        return Envelope.sign(secret, Envelope.TO_WORKER, "session", worker, seq, "coordinator", MessageCodec.toJson(message))
                .encode();
    }

    private static Message.Play play(Entrant a, Entrant b) {
        return new Message.Play(RUN, List.of(GameJob.pair(7, a, b, 42, "")));
    }

    private static Message reply(byte[] bytes, long seq) throws IOException {
        Envelope e = Envelope.decode(bytes);
        assertThat(e.authentic(SECRET)).as("the reply is signed").isTrue();
        assertThat(e.seq()).isEqualTo(seq);
        assertThat(e.direction()).isEqualTo(Envelope.TO_COORDINATOR);
        return MessageCodec.fromJson(e.body());
    }

    @Test
    void aSignedJobForThisWorkerIsPlayedAndItsResultSigned() throws IOException {
        Message m = reply(desk.handle(request(SECRET, NONCE, 1, play(entrant("a", "arbiter", 1.5), entrant("b", "arbiter", 2)))), 1);
        assertThat(m).isInstanceOfSatisfying(Message.Played.class, p -> {
            assertThat(p.results()).singleElement().satisfies(r -> {
                assertThat(r.jobId()).isEqualTo(7);
                assertThat(r.games()).hasSize(2).allSatisfy(g -> assertThat(g.fault()).isNull());
            });
        });
        assertThat(playersCreated).hasValue(1);
    }

    @Test
    void aJobWithAWrongSignatureIsRefusedAndNothingIsStarted() throws IOException {
        byte[] answer = desk.handle(request(OTHER, NONCE, 1, play(entrant("a", "arbiter", 1), entrant("b", "arbiter", 2))));
        Envelope e = Envelope.decode(answer);
        assertThat(e.authentic(SECRET)).isFalse();
        assertThat(MessageCodec.fromJson(e.body())).isInstanceOf(Message.Refused.class);
        assertThat(playersCreated).hasValue(0);
        assertThat(events).anyMatch(l -> l.contains("wrong signature"));
    }

    @Test
    void anAlteredJobIsRefused() throws IOException {
        byte[] bytes = request(SECRET, NONCE, 1, play(entrant("a", "arbiter", 1), entrant("b", "arbiter", 2)));
        String text = new String(bytes, StandardCharsets.ISO_8859_1).replace("\"w\":1.0", "\"w\":9.0");
        assertThat(text).contains("\"w\":9.0");
        desk.handle(text.getBytes(StandardCharsets.ISO_8859_1));
        assertThat(playersCreated).hasValue(0);
        assertThat(events).anyMatch(l -> l.contains("wrong signature"));
    }

    @Test
    void aReplayedJobAndAJobForAnotherWorkerAreRefused() throws IOException {
        byte[] job = request(SECRET, NONCE, 5, play(entrant("a", "arbiter", 1), entrant("b", "arbiter", 2)));
        assertThat(reply(desk.handle(job), 5)).isInstanceOf(Message.Played.class);
        assertThat(reply(desk.handle(job), 5)).isInstanceOfSatisfying(Message.Refused.class,
                r -> assertThat(r.reason()).contains("replayed"));
        assertThat(reply(desk.handle(request(SECRET, "another-worker", 6, play(entrant("a", "arbiter", 1),
                entrant("b", "arbiter", 2)))), 6)).isInstanceOfSatisfying(Message.Refused.class,
                r -> assertThat(r.reason()).contains("another worker"));
        assertThat(playersCreated).hasValue(1);
    }

    @Test
    void aGameNamingAnEngineTheWorkerDoesNotTrustIsRecordedAsRefusedWithoutStartingIt() throws IOException {
        Message m = reply(desk.handle(request(SECRET, NONCE, 1, play(entrant("a", "arbiter", 1),
                entrant("evil", "/bin/sh", 2)))), 1);
        assertThat(m).isInstanceOfSatisfying(Message.Played.class, p -> {
            assertThat(p.results().get(0).games()).hasSize(2).allSatisfy(g -> {
                assertThat(g.fault()).isEqualTo("start_failure");
                assertThat(g.seats().get(g.forfeiter())).isEqualTo("evil");
                assertThat(g.reason()).contains("/bin/sh serve --param w=2", "is not one this worker trusts");
            });
            assertThat(p.faults()).extracting(Message.Fault::engine).containsExactly("evil", "evil");
        });
        assertThat(playersCreated).hasValue(0);
        assertThat(events).anyMatch(l -> l.startsWith("refused to play game"));
    }

    @Test
    void severalJobsInOneRequestArePlayedInOrderOnOneSlotAndAnsweredTogether() throws IOException {
        Entrant a = entrant("a", "arbiter", 1);
        Entrant b = entrant("b", "arbiter", 2);
        Message.Play play = new Message.Play(RUN, List.of(GameJob.pair(3, a, b, 1, ""),
                GameJob.pair(4, a, entrant("evil", "/bin/sh", 2), 2, ""), GameJob.pair(5, b, a, 3, "")));
        Message m = reply(desk.handle(request(SECRET, NONCE, 1, play)), 1);
        assertThat(m).isInstanceOfSatisfying(Message.Played.class, p -> {
            assertThat(p.results()).extracting(JobResult::jobId).containsExactly(3L, 4L, 5L);
            assertThat(p.results()).flatExtracting(JobResult::games).extracting(GameRecord::index)
                    .containsExactly(6, 7, 8, 9, 10, 11);
            assertThat(p.results().get(1).games()).allSatisfy(g -> assertThat(g.fault()).isEqualTo("start_failure"));
            assertThat(p.results().get(2).games()).allSatisfy(g -> assertThat(g.fault()).isNull());
            assertThat(p.faults()).extracting(Message.Fault::engine).containsExactly("evil", "evil");
        });
        assertThat(playersCreated).as("one slot, its player kept between the jobs").hasValue(1);
    }

    @Test
    void aJobQueuedForACoordinatorThatLeavesIsAnsweredAtOnceWhileItsSlotIsStillBusy() throws Exception {
        CountDownLatch playing = new CountDownLatch(1);
        CountDownLatch queued = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Set<String> left = ConcurrentHashMap.newKeySet();
        WorkerDesk oneSlot = new WorkerDesk(new ClusterWorker.Settings(MemberAddress.LOOPBACK, List.of(), 1, SECRET,
                new EngineTrust(List.of(new EngineTrust.Template(List.of("arbiter", "serve", "--param", "w={w}"), DIR))),
                new SelfCommand(List.of("java", "-cp", "arbiter.jar", "Main")), false, 10),
                (run, slots, faults) -> new ScriptedPlayer(game -> {
                    playing.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return List.of(1.0, 0.0);
                }, () -> { }), new ClusterWorker.Listener() {
                    @Override
                    public void event(String line) {
                        events.add(line);
                    }

                    @Override
                    public void queued(long jobId) {
                        queued.countDown();
                    }
                }, NONCE, coordinator -> !left.contains(coordinator));
        Entrant a = entrant("a", "arbiter", 1);
        Entrant b = entrant("b", "arbiter", 2);
        ExecutorService requests = Executors.newFixedThreadPool(2);
        CompletableFuture<byte[]> first = CompletableFuture.supplyAsync(() -> oneSlot.handle(request(SECRET, NONCE, 1,
                new Message.Play(RUN, List.of(GameJob.pair(1, a, b, 1, ""))))), requests);
        playing.await();
        CompletableFuture<byte[]> next = CompletableFuture.supplyAsync(() -> oneSlot.handle(request(SECRET, NONCE, 2,
                new Message.Play(RUN, List.of(GameJob.pair(2, a, b, 2, ""))))), requests);
        queued.await();

        left.add("coordinator");
        oneSlot.coordinatorLeft("coordinator");
        // bounded only so that a failure ends: the queued job must not wait for the busy slot
        assertThat(reply(next.get(60, TimeUnit.SECONDS), 2)).isInstanceOfSatisfying(Message.Refused.class,
                r -> assertThat(r.reason()).contains("left"));
        assertThat(first).isNotDone();
        release.countDown();
        assertThat(reply(first.get(60, TimeUnit.SECONDS), 1)).isInstanceOfSatisfying(Message.Refused.class,
                r -> assertThat(r.reason()).contains("stopped"));
        requests.shutdown();
    }

    @Test
    void aWorkerTrustsTemplatesWithNumbersForPlaceholdersInTheirOwnDirectoryOnly() {
        EngineTrust trust = new EngineTrust(List.of(new EngineTrust.Template(List.of("./bot", "--w={w}"), DIR)));
        assertThat(trust.refusal(new Entrant("x", List.of("./bot", "--w={w}"), DIR, Map.of("w", -0.25), MoveLimits.DEFAULT)))
                .isNull();
        assertThat(trust.refusal(new Entrant("x", List.of("./bot", "--w=3"), DIR, Map.of(), MoveLimits.DEFAULT))).isNull();
        assertThat(trust.refusal(new Entrant("x", List.of("./bot", "--w=;rm"), DIR, Map.of(), MoveLimits.DEFAULT))).isNotNull();
        assertThat(trust.refusal(new Entrant("x", List.of("./bot", "--w=3", "--x"), DIR, Map.of(), MoveLimits.DEFAULT)))
                .isNotNull();
        assertThat(trust.refusal(new Entrant("x", List.of("./bot", "--w=3"), "/tmp", Map.of(), MoveLimits.DEFAULT)))
                .isNotNull();
    }

    @Test
    void theReplayWindowAcceptsEachNumberOnceInAnyOrderWithinItsWidth() {
        ReplayWindow w = new ReplayWindow();
        assertThat(w.accept(10)).isTrue();
        assertThat(w.accept(8)).isTrue();
        assertThat(w.accept(10)).isFalse();
        assertThat(w.accept(8)).isFalse();
        assertThat(w.accept(9)).isTrue();
        assertThat(w.accept(10 + ReplayWindow.WIDTH)).isTrue();
        assertThat(w.accept(11)).isTrue();
        assertThat(w.accept(10)).isFalse();
        assertThat(w.accept(-1)).isFalse();
    }

    @Test
    void aJobWhosePlayerFailsIsAnsweredWithASignedRefusalAndTheNextJobGetsANewPlayer() throws IOException {
        AtomicInteger created = new AtomicInteger();
        WorkerDesk failingOnce = new WorkerDesk(new ClusterWorker.Settings(MemberAddress.LOOPBACK, List.of(), 1, SECRET,
                new EngineTrust(List.of(new EngineTrust.Template(List.of("arbiter", "serve", "--param", "w={w}"), DIR))),
                new SelfCommand(List.of("java", "-cp", "arbiter.jar", "Main")), false, 10), (run, slots, faults) -> {
                    if (created.incrementAndGet() == 1) {
                        return new ScriptedPlayer(game -> {
                            throw new IllegalStateException("a broken player");
                        }, () -> { });
                    }
                    return new ScriptedPlayer(game -> List.of(1.0, 0.0), () -> { });
                }, events::add, NONCE, coordinator -> true);
        Message.Play job = play(entrant("a", "arbiter", 1.5), entrant("b", "arbiter", 2));
        assertThat(reply(failingOnce.handle(request(SECRET, NONCE, 1, job)), 1))
                .isInstanceOfSatisfying(Message.Refused.class, r -> assertThat(r.reason()).contains("a broken player"));
        assertThat(reply(failingOnce.handle(request(SECRET, NONCE, 2, job)), 2)).isInstanceOf(Message.Played.class);
        assertThat(created).as("a new player after the failure").hasValue(2);
    }
}
