package dev.arbiter.tournament.engine;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

/** A test double that answers the first legal action at once, or waits to be stopped when told to. */
final class FirstActionSearcher<W extends World<W>> implements Searcher<W> {

    private final Game<W> game;
    private final W world;
    private final int[] actions;
    private final boolean waitForStop;
    private volatile boolean stopped;

    FirstActionSearcher(Game<W> game, boolean waitForStop) {
        this.game = game;
        this.world = game.newWorld();
        this.actions = new int[game.maxActions()];
        this.waitForStop = waitForStop;
    }

    @Override
    public String algorithm() {
        return "first";
    }

    @Override
    public void setWorld(W actual) {
        world.copyFrom(actual);
    }

    @Override
    public boolean step(SearchLimits limits) {
        return false;
    }

    @Override
    public SearchResult best() {
        int n = world.legalActions(actions);
        int action = n == 0 ? -1 : actions[0];
        return new SearchResult(action, 0, 1, n, 1, n == 0 ? new int[0] : new int[] {action});
    }

    @Override
    public SearchResult search(SearchLimits limits) {
        stopped = false;
        while (waitForStop && !stopped) {
            Thread.onSpinWait();
        }
        return best();
    }

    @Override
    public void stop() {
        stopped = true;
    }

    @Override
    public long worldsInUse() {
        return 1;
    }

    @Override
    public long worldsForMemory(long memoryBytes) {
        return 1;
    }

    Game<W> game() {
        return game;
    }
}
