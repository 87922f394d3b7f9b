package dev.arbiter.engine.server;

import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.testkit.Searches;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class GoSetupFailureTest {

    /** Nim whose copy of a world fails once when armed: the copy a {@code go} makes of the game's world. */
    static final class CopyFailingNim implements Game<Nim.NimWorld> {
        private final Nim nim = new Nim();
        volatile boolean failNextCopy;

        @Override
        public Nim.NimWorld copyOf(Nim.NimWorld world) {
            if (failNextCopy) {
                failNextCopy = false;
                throw new IllegalStateException("planted: the world cannot be copied");
            }
            return nim.copyOf(world);
        }

        @Override
        public String name() {
            return nim.name();
        }

        @Override
        public String options() {
            return nim.options();
        }

        @Override
        public int actorCount() {
            return nim.actorCount();
        }

        @Override
        public int maxActions() {
            return nim.maxActions();
        }

        @Override
        public Nim.NimWorld newWorld() {
            return nim.newWorld();
        }

        @Override
        public String createInitData(SplittableRandom random) {
            return nim.createInitData(random);
        }

        @Override
        public void setInitial(Nim.NimWorld world, String initData) {
            nim.setInitial(world, initData);
        }

        @Override
        public Nim.NimWorld decodeWorld(String encoded) {
            return nim.decodeWorld(encoded);
        }

        @Override
        public String formatAction(int action) {
            return nim.formatAction(action);
        }

        @Override
        public int parseAction(String text) {
            return nim.parseAction(text);
        }

        @Override
        public List<ParameterSpec> parameters() {
            return nim.parameters();
        }

        @Override
        public Evaluator<Nim.NimWorld> evaluator(Parameters weights) {
            return nim.evaluator(weights);
        }
    }

    @Test
    void aGoWhoseSearchCannotBeSetUpIsAnsweredWithAnErrorAndLeavesTheSessionIdle() throws Exception {
        CopyFailingNim game = new CopyFailingNim();
        try (ServedSession session = new ServedSession(new EngineServer<>(game, Searches.searcher("abp", game, Map.of()),
                new EngineIdentity("copy-failing", Map.of()), ServerOptions.defaults("copy-failing"), line -> { }))) {
            session.send("{\"type\":\"hello\",\"protocol\":1}");
            session.read();
            session.send("{\"type\":\"newgame\",\"init\":\"9\"}");
            assertThat(session.read()).contains("\"ready\"");
            game.failNextCopy = true;
            session.send("{\"type\":\"go\",\"limits\":{\"depth\":2},\"id\":1}");
            assertThat(session.read()).as("the failed set-up, answered")
                    .contains("\"type\":\"error\"", "planted: the world cannot be copied", "\"id\":1");
            session.send("{\"type\":\"go\",\"limits\":{\"depth\":2},\"id\":2}");
            assertThat(session.read()).as("the next go is searched, not refused as busy")
                    .contains("\"type\":\"action\"", "\"id\":2");
            session.send("{\"type\":\"newgame\",\"init\":\"9\"}");
            assertThat(session.read()).contains("\"ready\"");
        }
    }
}
