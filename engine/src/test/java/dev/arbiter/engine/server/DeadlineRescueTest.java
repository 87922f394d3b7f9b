package dev.arbiter.engine.server;

import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.testkit.StallingSearcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rescue of a timed {@code go}, fired by the test instead of the timer: each request has a limit of a minute,
 * so the timer's own rescue is far off and the test decides what happened first, the rescue or the search's answer.
 */
class DeadlineRescueTest {

    private static final long MINUTE_MS = 60_000;

    private final ByteArrayOutputStream wire = new ByteArrayOutputStream();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final DeadlineKeeper deadlines = new DeadlineKeeper();
    private final GoReplySender<Nim.NimWorld> sender = new GoReplySender<>(new Nim(), deadlines,
            new ReplyWriter(wire), () -> { }, line -> { });
    private final DeadlineRescue<Nim.NimWorld> rescue = new DeadlineRescue<>(deadlines, timer, sender, line -> { });

    @AfterEach
    void stopTheTimer() {
        timer.shutdownNow();
    }

    @Test
    void aStalledSearchIsAnsweredForWithWhatItPublishedAndToldToStopAndItsOwnAnswerIsDropped() throws Exception {
        StallingSearcher<Nim.NimWorld> stalling = new StallingSearcher<>(2, 1);
        GoReply reply = rescue.open(new RequestId(7), System.nanoTime(), MINUTE_MS, stalling);

        rescue.rescue(reply, stalling);
        assertThat(replies()).singleElement().asString()
                .contains("\"action\":\"2\"", "\"rescued\":true", "\"id\":7");
        assertThat(stalling.stopped.getCount()).as("the stalled search was told to stop").isZero();

        sender.answer(reply, stalling.searchUntil(SearchLimits.time(MINUTE_MS), reply.deadlineNanos));
        assertThat(replies()).as("the search's own, late answer is not sent").hasSize(1);
    }

    @Test
    void aSearchThatHasPublishedNothingIsNeitherAnsweredForNorStoppedAndAnswersItself() throws Exception {
        StallingSearcher<Nim.NimWorld> silent = StallingSearcher.silent(1);
        GoReply reply = rescue.open(new RequestId(7), System.nanoTime(), MINUTE_MS, silent);

        rescue.rescue(reply, silent);
        assertThat(replies()).as("no reply without a result").isEmpty();
        assertThat(silent.stopped.getCount()).as("the search was not stopped").isEqualTo(1);

        silent.released.countDown();
        sender.answer(reply, silent.searchUntil(SearchLimits.time(MINUTE_MS), reply.deadlineNanos));
        assertThat(replies()).singleElement().asString()
                .contains("\"action\":\"1\"", "\"rescued\":false", "\"id\":7");
        assertThat(reply.rescue.isCancelled()).as("the timer's rescue is called off once the reply has left").isTrue();
    }

    @Test
    void aRescueAfterTheSearchHasAnsweredSendsNothingAndStopsNothing() throws Exception {
        StallingSearcher<Nim.NimWorld> stalling = new StallingSearcher<>(2, 1);
        GoReply reply = rescue.open(new RequestId(7), System.nanoTime(), MINUTE_MS, stalling);

        sender.answer(reply, stalling.best());
        rescue.rescue(reply, stalling);

        assertThat(replies()).singleElement().asString().contains("\"action\":\"1\"", "\"rescued\":false");
        assertThat(stalling.stopped.getCount()).isEqualTo(1);
    }

    @Test
    void aGoWithoutATimeLimitIsNotWatchedSoNothingIsRescued() {
        StallingSearcher<Nim.NimWorld> stalling = new StallingSearcher<>(2, 1);
        GoReply reply = rescue.open(new RequestId(7), System.nanoTime(), 0, stalling);

        rescue.rescue(reply, stalling);

        assertThat(reply.rescue == null).as("no rescue scheduled").isTrue();
        assertThat(replies()).isEmpty();
        assertThat(stalling.stopped.getCount()).isEqualTo(1);
    }

    private List<String> replies() {
        return wire.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
