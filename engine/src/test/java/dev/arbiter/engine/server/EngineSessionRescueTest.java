package dev.arbiter.engine.server;

import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.testkit.StallingSearcher;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EngineSessionRescueTest {

    @Test
    void aSearchThreadStalledPastItsDeadlineIsAnsweredForWithTheResultItPublishedLast() throws Exception {
        Nim nim = new Nim();
        StallingSearcher<Nim.NimWorld> stalling = new StallingSearcher<>(2, 1);
        try (ServedSession session = new ServedSession(new EngineServer<>(nim, stalling,
                new EngineIdentity("stalling", Map.of()), ServerOptions.defaults("stalling"), line -> { }))) {
            session.send("{\"type\":\"hello\",\"protocol\":1}");
            session.read();
            session.send("{\"type\":\"newgame\",\"init\":\"9\"}");
            assertThat(session.read()).contains("\"ready\"");
            session.send("{\"type\":\"go\",\"limits\":{\"timeMs\":20},\"id\":7}");
            assertThat(session.read()).as("the published action, sent while the search thread still stalls")
                    .contains("\"type\":\"action\",\"action\":\"2\"", "\"rescued\":true", "\"id\":7");
            assertThat(stalling.stopped.getCount()).as("the stalled search was told to stop").isZero();
            session.send("{\"type\":\"go\",\"limits\":{\"depth\":1},\"id\":8}");
            assertThat(session.read()).as("the session serves on once the stalled search has ended")
                    .contains("\"type\":\"action\",\"action\":\"1\"", "\"id\":8");
        }
    }
}
