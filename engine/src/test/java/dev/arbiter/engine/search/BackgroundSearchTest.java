package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

@Timeout(20)
class BackgroundSearchTest {

    private final Ttt ttt = new Ttt();

    @Test
    void searchesOnItsOwnThreadAndFollowsTheActualWorld() throws InterruptedException {
        Searcher<TttWorld> searcher = Algorithms.create("mm", ttt, ttt.defaultEvaluator(), Map.of(), 1);
        AtomicInteger published = new AtomicInteger();
        TttWorld world = ttt.decodeWorld("x...o....");
        try (BackgroundSearch<TttWorld> bg = new BackgroundSearch<>(searcher, ttt, world,
                new SearchLimits(0, 0, 0, 8 << 20), r -> published.incrementAndGet())) {
            bg.start();
            assertThat(bg.awaitIdle(10_000)).isTrue();
            assertThat(ttt.isLegal(world, bg.best().action())).isTrue();
            assertThat(bg.best().value()).isZero();
            world.apply(ttt.parseAction("a1"));
            world.apply(ttt.parseAction("c3"));
            bg.setWorld(world);
            bg.awaitWorld();
            assertThat(bg.worldsImposed()).isEqualTo(1);
            assertThat(bg.awaitIdle(10_000)).isTrue();
            assertThat(ttt.isLegal(world, bg.best().action())).isTrue();
        }
        assertThat(published.get()).isGreaterThan(1);
    }

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
