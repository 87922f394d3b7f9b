package dev.arbiter.cli;

import dev.arbiter.engine.world.World;

import java.util.List;

/**
 * An engine seated at a game played from the command line ({@code play}, {@code selfplay}): in-process
 * ({@link SearcherPlayer}) or a server process ({@link ServerPlayer}).
 *
 * @param <W> the world type
 */
interface EnginePlayer<W extends World<W>> extends AutoCloseable {

    /** A short name for transcripts. */
    String name();

    /** Starts a new game in {@code seat} from {@code initData}, seeding the engine's random choices. */
    void newGame(int seat, String initData, long seed);

    /**
     * Chooses an action in {@code world}, reached from the initial world by {@code history} (action texts).
     *
     * @throws ArbiterException when the engine fails or answers something illegal
     */
    MoveInfo think(W world, List<String> history);

    /** Releases the engine (ends a server process). */
    @Override
    void close();
}
