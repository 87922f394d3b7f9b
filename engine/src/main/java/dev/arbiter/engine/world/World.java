package dev.arbiter.engine.world;

/**
 * The mutable state of a problem: one node of the search tree (MiniFrame's "world").
 *
 * <p>Worlds are designed for allocation-free search. A search preallocates its worlds once with
 * {@link Game#newWorld()} and then only calls {@link #copyFrom}, {@link #apply} and the read-only
 * queries; actions are primitive {@code int}s whose meaning the game defines. None of those methods may
 * allocate.
 *
 * <p>Turns are sequential: exactly one actor acts in a world that has not ended. Actors are numbered
 * {@code 0 .. game.actorCount()-1}; an actor can be eliminated ({@link #isAlive}), and the
 * actor to move is always alive.
 *
 * @param <W> the concrete world type, so that {@link #copyFrom} is typed
 */
public interface World<W extends World<W>> {

    /** The actor who chooses the next action. Unspecified once {@link #isEnd()} holds. */
    int actorToMove();

    /** Whether {@code actor} still takes part (false once eliminated). */
    boolean isAlive(int actor);

    /**
     * Writes the legal actions into {@code out} (which holds at least {@link Game#maxActions()}) and
     * returns how many there are. An ended world has none. A world that has not ended has at least one:
     * a game where an actor can be stuck encodes its pass as an action.
     */
    int legalActions(int[] out);

    /** Applies a legal action in place. Behaviour for an illegal action is unspecified (check with {@link Game#isLegal}). */
    void apply(int action);

    /** Whether the problem is over (won, drawn, solved, crashed...). */
    boolean isEnd();

    /**
     * The game's own score of {@code actor}, higher is better. At an end world this is the final result
     * (1/0.5/0 for a win/draw/loss, seeds stored, fuel left, ...); before it, the game's provisional score
     * (used for adjudication). Scores of different actors are compared to rank them.
     */
    double score(int actor);

    /** Number of actions applied since the initial world. */
    int ply();

    /**
     * The most plies the game can still last from this world (0 once it has ended), or -1 (the default) when the
     * game does not say. Engines spreading a per-game budget over the moves to come read it
     * ({@code NodeBudgetStrategy}); a game whose length has a simple bound (cells left to fill) should say so.
     */
    default int maxPliesLeft() {
        return -1;
    }

    /**
     * Writes into {@code out} the actions a quiescence search still tries beyond its depth (captures and promotions
     * in chess), best first, and returns how many; only called for games whose {@link Game#quiescencePlies()} is
     * positive. Must not allocate.
     */
    default int tacticalActions(int[] out) {
        return 0;
    }

    /** Makes this world an exact copy of {@code other}, without allocating. */
    void copyFrom(W other);

    /** A 64-bit hash consistent with {@link #equals(Object)}, for transposition tables. */
    long hash();

    /** A compact one-line text encoding (no spaces), readable back with {@link Game#decodeWorld}. */
    String encode();

    /** A human-readable, multi-line printout of the world. */
    String print();

    /**
     * The world in one line for people, in messages ("illegal action 'x' in ..."): by default {@link #encode()}; a
     * game with a notation of its own overrides it (chess: the FEN, with its spaces).
     */
    default String describe() {
        return encode();
    }

    /**
     * Heap bytes this world takes, for turning memory budgets into world counts, or -1 (the default) to let
     * searches estimate it from {@link #encode()}. Override when the encoding carries data that worlds only
     * share by reference (a map, a landscape), which would make the estimate far too large.
     */
    default long footprintBytes() {
        return -1;
    }
}
