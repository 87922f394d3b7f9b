package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

@Timeout(20)
class BackgroundSearchTest {

    @Test
    void bestIsReadableWhileSearchingAndStopEndsTheThread() throws InterruptedException {
        RandomTree game = new RandomTree(8, 200, 9);
        Searcher<RandomTree.Node> searcher = Algorithms.create("mcts", game, game.defaultEvaluator(), Map.of(), 1);
        BackgroundSearch<RandomTree.Node> bg = new BackgroundSearch<>(searcher, game, game.initialWorld(""),
                new SearchLimits(0, 0, 0, 4 << 20));
        bg.start();
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (bg.best().nodes() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertThat(bg.best().action()).isBetween(0, 7);
        bg.stop();
        long nodes = bg.best().nodes();
        Thread.sleep(20);
        assertThat(bg.best().nodes()).isEqualTo(nodes);
    }
}
