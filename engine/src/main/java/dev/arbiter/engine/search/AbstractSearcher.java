package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.SplittableRandom;

/**
 * What every searcher shares: the game, evaluator and clock, the budget of the current search, the
 * {@link #search} loop over {@link #step}, progress publication and the memory estimate.
 *
 * <p>Budgets: {@link #search} starts one budget and runs steps until a step reports no further progress or
 * the budget is spent; a {@link #step} called on its own starts a budget for itself. Subclasses count nodes
 * in {@link #nodes} and call {@link #outOfBudget()} once per node.
 *
 * @param <W> the world type
 */
abstract class AbstractSearcher<W extends World<W>> implements Searcher<W> {

    /** Memory used for a tree when a search gives no memory budget. */
    static final long DEFAULT_MEMORY_BYTES = SearchLimits.DEFAULT_MEMORY_BYTES;

    protected final Game<W> game;
    protected Evaluator<W> evaluator;
    protected final int actors;
    protected final long worldBytes;
    private final Clock clock;
    private final Budget budget;

    /** Nodes counted in the current search. */
    protected long nodes;
    /** Effective maximum depth of the current search, relative to the actual world. */
    protected int maxDepth;
    /** Whether a world has been set. */
    protected boolean hasWorld;

    private SearchListener listener = SearchListener.NONE;
    private long publishInterval = SearchListener.NONE.intervalNanos();
    private boolean inSearch;
    private long lastPublish;
    private final int depthCap;

    /**
     * @param depthCap the algorithm's own maximum depth (a parameter); a search's depth limit can only lower it
     */
    AbstractSearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, int depthCap) {
        this.game = game;
        this.evaluator = evaluator;
        this.clock = clock;
        this.budget = new Budget(clock);
        this.actors = game.actorCount();
        this.depthCap = depthCap;
        this.maxDepth = depthCap;
        this.worldBytes = WorldSize.estimate(sampleWorld(game));
    }

    private static <W extends World<W>> W sampleWorld(Game<W> game) {
        return game.initialWorld(game.createInitData(new SplittableRandom(0)));
    }

    @Override
    public void setEvaluator(Evaluator<W> evaluator) {
        this.evaluator = evaluator;
    }

    /**
     * One expansion's worth, {@code game.maxActions()}: a tree searcher expands the root whatever its limit, and a
     * search that found nothing answers with one ply, one node per action.
     */
    @Override
    public long nodeOvershoot(W world) {
        return game.maxActions();
    }

    @Override
    public final SearchResult search(SearchLimits limits) {
        requireWorld();
        begin(limits, limits.timeMs() > 0);
        budget.start(limits, watched());
        return run(limits);
    }

    @Override
    public final SearchResult searchUntil(SearchLimits limits, long deadlineNanos) {
        requireWorld();
        begin(limits, true);
        budget.startUntil(limits, deadlineNanos, watched());
        return run(limits);
    }

    private SearchResult run(SearchLimits limits) {
        inSearch = true;
        try {
            while (!budget.exhausted() && step(limits)) {
                // each step publishes its own progress
            }
        } finally {
            inSearch = false;
        }
        SearchResult result = best();
        if (result.action() < 0 && !actualWorld().isEnd()) {
            result = onePly(result);
        }
        listener.onProgress(result);
        return result;
    }

    /**
     * The action whose world evaluates best for the actor to move, for a search that ended before it found any
     * (its deadline had passed before it began): one ply, one evaluation per action, is an answer in time.
     */
    private SearchResult onePly(SearchResult nothing) {
        W world = actualWorld();
        int actor = world.actorToMove();
        int[] actions = new int[game.maxActions()];
        int count = world.legalActions(actions);
        W child = game.newWorld();
        int best = -1;
        double bestValue = 0;
        for (int i = 0; i < count; i++) {
            child.copyFrom(world);
            child.apply(actions[i]);
            double v = evaluator.evaluate(child, actor);
            if (best < 0 || v > bestValue) {
                best = actions[i];
                bestValue = v;
            }
        }
        return new SearchResult(best, bestValue, best < 0 ? 0 : 1, nothing.nodes() + count, nothing.elapsedNanos(),
                best < 0 ? new int[0] : new int[] {best});
    }

    @Override
    public final boolean step(SearchLimits limits) {
        requireWorld();
        if (!inSearch) {
            begin(limits, limits.timeMs() > 0);
            budget.start(limits, watched());
        }
        if (budget.poll(nodes)) {
            return false;
        }
        boolean more = doStep();
        if (listener != SearchListener.NONE) {
            lastPublish = clock.nanoTime();
            listener.onProgress(best());
        }
        return more && !budget.exhausted();
    }

    private void begin(SearchLimits limits, boolean timed) {
        long memory = limits.memoryBytes() > 0 ? limits.memoryBytes() : DEFAULT_MEMORY_BYTES;
        maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), depthCap) : depthCap;
        prepare(memory, timed);
        nodes = 0;
        lastPublish = clock.nanoTime();
    }

    private void requireWorld() {
        if (!hasWorld) {
            throw new IllegalStateException("setWorld must be called before searching");
        }
    }

    /**
     * Called at the start of every budget, once {@link #maxDepth} is set, with the memory budget (or the
     * default when none is given). A timed search ({@code timed}) should allocate here whatever memory the
     * search may need, so that no allocation (an array grown and copied, a garbage collection) happens while
     * its clock runs.
     */
    protected abstract void prepare(long memoryBytes, boolean timed);

    /** One exploration step; returns false when no further progress is possible. */
    protected abstract boolean doStep();

    /**
     * Whether the search must stop now (budget spent or stop requested). Call once per node; also publishes
     * progress when a listener is set, at most every {@link SearchListener#intervalNanos()}.
     */
    protected final boolean outOfBudget() {
        if (budget.poll(nodes)) {
            return true;
        }
        if (listener != SearchListener.NONE && budget.lastRead() - lastPublish >= publishInterval) {
            lastPublish = budget.lastRead();
            listener.onProgress(best());
        }
        return false;
    }

    /** Whether a listener wants progress during steps (the budget then reads the clock for it). */
    private boolean watched() {
        return listener != SearchListener.NONE;
    }

    /**
     * Whether creating {@code more} nodes would pass the node budget; if so the budget is marked spent, so
     * that the node count stays within the budget and depends only on the budget (deterministic).
     */
    protected final boolean wouldExceed(int more) {
        if (budget.wouldExceed(nodes, more)) {
            budget.exhaust();
            return true;
        }
        return false;
    }

    /** Whether the budget of the current search is spent. */
    protected final boolean exhausted() {
        return budget.exhausted();
    }

    /** Whether the current budget has a time or node limit. */
    protected final boolean bounded() {
        return budget.bounded();
    }

    /** Nanoseconds since the current budget started. */
    protected final long elapsed() {
        return budget.elapsed();
    }

    @Override
    public void stop() {
        budget.requestStop();
    }

    @Override
    public void setListener(SearchListener listener) {
        this.listener = listener == null ? SearchListener.NONE : listener;
        this.publishInterval = this.listener.intervalNanos();
    }

    @Override
    public long worldsForMemory(long memoryBytes) {
        return Math.max(1, memoryBytes / (worldBytes + bytesPerNode()));
    }

    /** The actual world (owned by the searcher; valid once a world is set). */
    protected abstract W actualWorld();

    /**
     * A one-ply view of the actual world ({@link OnePlyView}): searchers that keep a tree override this with
     * their tree. The view is a snapshot of the actual world when called; its {@link TreeView#makeActual}
     * sets that world on this searcher.
     */
    @Override
    public TreeView<W> treeView() {
        requireWorld();
        return new OnePlyView<>(game, evaluator, actualWorld(), this::setWorld);
    }

    /** Bytes the algorithm keeps per world besides the world itself (node arrays, references). */
    protected abstract long bytesPerNode();
}
