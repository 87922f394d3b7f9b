package dev.arbiter.engine.world;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The rules of one problem (a game or a puzzle) with fixed options: MiniFrame's "five functions" plus
 * the helpers it asks for (copy, printing, init data). A game object is immutable and thread-safe; its
 * state lives in {@link World}s.
 *
 * <p>A game starts from <em>init data</em>: a compact string the game generates from a seed (a random
 * opening, a random map) and from which every engine and the referee build the same initial world.
 * Games without randomness return the empty string.
 *
 * @param <W> the world type
 */
public interface Game<W extends World<W>> {

    /** The name under which the game is registered, e.g. {@code connectx}. */
    String name();

    /** The options this instance was created with, canonical form ({@code rows=6,cols=7,x=4}); empty if none. */
    String options();

    /** Number of actors (seats): 1 for a puzzle, 2 for a duel, more for a many-player game. */
    int actorCount();

    /** An upper bound on the number of legal actions of any world. */
    int maxActions();

    /** Allocates a new world (content unspecified until {@link #setInitial} or {@link World#copyFrom}). */
    W newWorld();

    /** Generates init data from a seed. The same seed always gives the same init data. */
    String createInitData(SplittableRandom random);

    /**
     * Sets {@code world} to the initial world for {@code initData}.
     *
     * @throws IllegalArgumentException if the init data does not parse
     */
    void setInitial(W world, String initData);

    /** A new world decoded from {@link World#encode()} output. @throws IllegalArgumentException if malformed */
    W decodeWorld(String encoded);

    /** The text form of an action, e.g. {@code 4}, {@code d3}, {@code pass}. */
    String formatAction(int action);

    /** Parses the text form of an action. @throws IllegalArgumentException if malformed */
    int parseAction(String text);

    /**
     * Parses an action as a person types it in {@code world}: by default {@link #parseAction(String)}; a game whose
     * people's notation needs the position (chess's SAN, {@code Nf3}) reads it here as well.
     *
     * @throws IllegalArgumentException if malformed
     */
    default int parseAction(W world, String text) {
        return parseAction(text);
    }

    /** The named, bounded parameters of this game's evaluation (its weights), in a fixed order. */
    List<ParameterSpec> parameters();

    /**
     * Creates the evaluation function for the given values of {@link #parameters()} (already validated
     * against the bounds), which it reads by name.
     */
    Evaluator<W> evaluator(Parameters weights);

    /**
     * How the published perft counts of this game treat a game that ends before the depth ({@link Perft}):
     * by default not as a leaf.
     */
    default Perft.Convention perftConvention() {
        return Perft.Convention.EXACT_DEPTH;
    }

    /**
     * How many plies past its depth {@code abp} follows {@link World#tacticalActions} (a quiescence search: the
     * side to move may stand on the evaluation or try them), so that a horizon in the middle of an exchange is not
     * evaluated as it stands; 0 (the default) evaluates the horizon as it is. Games of captures (chess) opt in.
     */
    default int quiescencePlies() {
        return 0;
    }

    /**
     * The perft counter of {@code arbiter perft} and the bench, prepared for depths up to {@code maxDepth}: by
     * default {@link Perft} over this game's worlds. A game whose published counts ignore rules its worlds apply
     * (chess's draw rules end a game, not a perft line) supplies its own.
     */
    default PerftCounter<W> perftCounter(int maxDepth, Perft.Convention convention, Perft.Counting counting) {
        return new Perft<>(this, maxDepth, convention, counting);
    }

    /** Creates a fresh world at the initial state of {@code initData}. */
    default W initialWorld(String initData) {
        W world = newWorld();
        setInitial(world, initData);
        return world;
    }

    /** A new world equal to {@code world}. */
    default W copyOf(W world) {
        W copy = newWorld();
        copy.copyFrom(world);
        return copy;
    }

    /** Whether {@code action} is legal in {@code world} (allocates; for referees, not for search). */
    default boolean isLegal(W world, int action) {
        int[] actions = new int[maxActions()];
        int n = world.legalActions(actions);
        for (int i = 0; i < n; i++) {
            if (actions[i] == action) {
                return true;
            }
        }
        return false;
    }

    /** The evaluator with every parameter at its default. */
    default Evaluator<W> defaultEvaluator() {
        return evaluator(Parameters.defaults(parameters()));
    }

    /** An exact solver for {@code arbiter solve}, if this game has one. */
    default Optional<PositionSolver.Factory> solver() {
        return Optional.empty();
    }

    /**
     * The CodinGame-style line format in which bots with {@code protocol: stdio} play this game (docs/STDIO.md):
     * by default the {@link GenericStdioFormat}; games with a customary format of their own override this.
     */
    default StdioFormat<W> stdio() {
        return new GenericStdioFormat<>(this);
    }

    /** This game's customary file of game records (chess's PGN) that a qualification writes, if it has one. */
    default Optional<GameNotation> notation() {
        return Optional.empty();
    }

    /** This game's own self-play report for {@code arbiter selfplay}, if it has one (else the move list). */
    default Optional<SelfPlayShow<W>> selfPlayShow() {
        return Optional.empty();
    }
}
