package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.World;

/**
 * A searcher that forwards every call to another one: the base of a wrapper that changes one behaviour (a
 * scripted fault, a delay per move) and keeps the rest.
 *
 * @param <W> the world type
 */
public abstract class ForwardingSearcher<W extends World<W>> implements Searcher<W> {

    /** The searcher every call goes to. */
    protected final Searcher<W> delegate;

    /** Forwards to {@code delegate}. */
    protected ForwardingSearcher(Searcher<W> delegate) {
        this.delegate = delegate;
    }

    @Override
    public String algorithm() {
        return delegate.algorithm();
    }

    @Override
    public void newGame(long seed) {
        delegate.newGame(seed);
    }

    @Override
    public void setEvaluator(Evaluator<W> evaluator) {
        delegate.setEvaluator(evaluator);
    }

    @Override
    public boolean needsLimit() {
        return delegate.needsLimit();
    }

    @Override
    public long nodeOvershoot(W world) {
        return delegate.nodeOvershoot(world);
    }

    @Override
    public void setWorld(W actual) {
        delegate.setWorld(actual);
    }

    @Override
    public boolean step(SearchLimits limits) {
        return delegate.step(limits);
    }

    @Override
    public SearchResult best() {
        return delegate.best();
    }

    @Override
    public SearchResult search(SearchLimits limits) {
        return delegate.search(limits);
    }

    @Override
    public void stop() {
        delegate.stop();
    }

    @Override
    public long worldsInUse() {
        return delegate.worldsInUse();
    }

    @Override
    public long worldsForMemory(long memoryBytes) {
        return delegate.worldsForMemory(memoryBytes);
    }

    @Override
    public TreeView<W> treeView() {
        return delegate.treeView();
    }

    @Override
    public void setListener(SearchListener listener) {
        delegate.setListener(listener);
    }
}
