package dev.arbiter.tournament.engine;

import dev.arbiter.tournament.config.MoveLimits;

import java.util.List;
import java.util.Map;

/**
 * What the referee needs from the engine in a seat: start a game, then answer positions with actions. Every
 * call is bounded by a timeout and fails with an {@link EngineFault}. {@link EngineClient} speaks the
 * Arbiter protocol over a socket; tests use in-process connections with a fake clock.
 */
public interface EngineConnection {

    /**
     * Sends {@code newgame} without waiting for the reply, so that a referee can start every seat's engine at
     * once; returns the request id for {@link #awaitNewGame}.
     *
     * @param parameters parameter values for this game (sent only when not empty, to an engine that takes them)
     */
    long sendNewGame(int seat, String initData, long seed, Map<String, Double> parameters) throws EngineFault;

    /** Waits at most {@code timeoutMs} for the reply to the {@code newgame} sent as {@code id}. */
    void awaitNewGame(long id, long timeoutMs) throws EngineFault;

    /**
     * Imposes the actual world (its encoding and the actions that led to it) and asks for an action under the
     * given limits (0 = not set); waits at most {@code timeoutMs} in all.
     */
    Move play(String world, List<String> history, long timeMs, long nodes, int depth, long timeoutMs) throws EngineFault;

    /**
     * As {@link #play(String, List, long, long, int, long)}, also telling the engine what is left of its budgets
     * for the game (its game clock, its node budget per game). Connections whose protocol has no field for them (a
     * stdio bot) leave them out; the referee keeps the budgets either way.
     */
    default Move play(String world, List<String> history, long timeMs, long nodes, int depth, GameBudgetsLeft left,
                      long timeoutMs) throws EngineFault {
        return play(world, history, timeMs, nodes, depth, timeoutMs);
    }

    /**
     * Whether {@link #play} reads its {@code world} argument. A connection that gives the engine the start and the
     * actions instead (UCI's {@code position ... moves}) says no, and the referee hands it an empty world rather than
     * encoding the world every move.
     */
    default boolean readsWorld() {
        return true;
    }

    /**
     * Lets the engine think during the other seats' turns ({@code background} on, the protocol's pondering),
     * or stops that; waits at most {@code timeoutMs} for the reply. Connections to engines that cannot
     * ponder ignore it.
     */
    default void background(boolean on, long timeoutMs) throws EngineFault {
    }
}
