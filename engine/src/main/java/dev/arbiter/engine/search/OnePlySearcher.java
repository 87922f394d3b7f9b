package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The two baselines that look at most one ply ahead: {@code greedy} plays the action whose resulting world
 * evaluates best for the actor to move (MiniFrame's greedy algorithm), {@code random} plays a uniformly
 * random legal action. Ties of {@code greedy} are broken uniformly at random (reservoir sampling), both
 * from the seed, so a fixed seed gives a fixed sequence of choices.
 *
 * @param <W> the world type
 */
final class OnePlySearcher<W extends World<W>> extends AbstractSearcher<W> {

    /** The registration of {@code greedy}. */
    static final AlgorithmSpec GREEDY = new AlgorithmSpec("greedy", "one-ply evaluation, random tie-break", List.of(),
            OnePlySearcher::greedy);

    /** The registration of {@code random}. */
    static final AlgorithmSpec RANDOM = new AlgorithmSpec("random", "a uniformly random legal action", List.of(),
            OnePlySearcher::random);

    private final boolean greedy;
    private SplittableRandom random;
    private final W world;
    private final W child;
    private final int[] actions;
    private boolean done;
    private int action = -1;
    private double value;

    OnePlySearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, boolean greedy, long seed) {
        super(game, evaluator, clock, 1);
        this.greedy = greedy;
        this.random = new SplittableRandom(seed);
        this.world = game.newWorld();
        this.child = game.newWorld();
        this.actions = new int[game.maxActions()];
    }

    private static <W extends World<W>> Searcher<W> greedy(AlgorithmSpec.Setup<W> s) {
        return new OnePlySearcher<>(s.game(), s.evaluator(), s.clock(), true, s.seed());
    }

    private static <W extends World<W>> Searcher<W> random(AlgorithmSpec.Setup<W> s) {
        return new OnePlySearcher<>(s.game(), s.evaluator(), s.clock(), false, s.seed());
    }

    @Override
    public String algorithm() {
        return (greedy ? GREEDY : RANDOM).name();
    }

    /** One ply is all there is: a search ends by itself. */
    @Override
    public boolean needsLimit() {
        return false;
    }

    /** Reseeds the tie-breaks and random choices. */
    @Override
    public void newGame(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public void setWorld(W actual) {
        world.copyFrom(actual);
        done = false;
        action = -1;
        value = 0;
        hasWorld = true;
    }

    @Override
    protected W actualWorld() {
        return world;
    }

    @Override
    protected void prepare(long memoryBytes, boolean timed) {
        // two worlds, whatever the memory
    }

    @Override
    protected long bytesPerNode() {
        return 8;
    }

    @Override
    public long worldsInUse() {
        return 2;
    }

    @Override
    protected boolean doStep() {
        if (done || world.isEnd()) {
            done = true;
            return false;
        }
        done = true;
        int count = world.legalActions(actions);
        if (!greedy) {
            action = actions[random.nextInt(count)];
            nodes = 1;
            return false;
        }
        int actor = world.actorToMove();
        int ties = 0;
        for (int i = 0; i < count; i++) {
            child.copyFrom(world);
            child.apply(actions[i]);
            nodes++;
            double v = Values.distant(evaluator.evaluate(child, actor), 1);
            if (ties == 0 || v > value) {
                value = v;
                action = actions[i];
                ties = 1;
            } else if (v == value && random.nextInt(++ties) == 0) {
                action = actions[i];
            }
        }
        return false;
    }

    @Override
    public SearchResult best() {
        return new SearchResult(action, value, action < 0 && !done ? 0 : 1, nodes, elapsed(),
                action == -1 ? new int[0] : new int[] {action});
    }
}
