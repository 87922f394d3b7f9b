package dev.arbiter.engine.server;

import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.testkit.Nim;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GoReplySenderTest {

    private final ByteArrayOutputStream wire = new ByteArrayOutputStream();
    private final List<Integer> bytesWrittenWhenAnswered = new ArrayList<>();
    private final GoReplySender<Nim.NimWorld> sender = new GoReplySender<>(new Nim(), new DeadlineKeeper(),
            new ReplyWriter(wire), () -> bytesWrittenWhenAnswered.add(wire.size()), line -> { });

    @Test
    void theSessionIsToldTheGoHasAnsweredBeforeTheReplyIsWritten() throws Exception {
        GoReply reply = new GoReply(new RequestId(3), System.nanoTime(), 0, 0);

        sender.answer(reply, new SearchResult(2, 0, 1, 1, 0, new int[] {2}));

        assertThat(bytesWrittenWhenAnswered).containsExactly(0);
        assertThat(replies()).singleElement().asString().contains("\"action\":\"2\"", "\"id\":3", "\"latencyMs\":");
    }

    @Test
    void aFailedSearchIsAnsweredWithAnErrorOnceAndNotAfterTheReplyHasLeft() throws Exception {
        GoReply failed = new GoReply(new RequestId(4), System.nanoTime(), 0, 0);
        sender.fail(failed, new IllegalStateException("broken"));
        sender.fail(failed, new IllegalStateException("again"));

        GoReply answered = new GoReply(new RequestId(5), System.nanoTime(), 0, 0);
        sender.answer(answered, new SearchResult(1, 0, 1, 1, 0, new int[] {1}));
        sender.fail(answered, new IllegalStateException("too late"));

        assertThat(replies()).hasSize(2);
        assertThat(replies().get(0)).contains("\"type\":\"error\"", "search failed: java.lang.IllegalStateException: broken",
                "\"id\":4");
        assertThat(replies().get(1)).contains("\"action\":\"1\"", "\"id\":5");
    }

    private List<String> replies() {
        return wire.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
