package dev.arbiter.tournament.live;

import dev.arbiter.engine.world.World;

import java.util.List;

/**
 * A player seated at a {@link LiveGame}: an in-process searcher ({@link SearcherPlayer}), an engine server
 * ({@link ServerPlayer}) or a person.
 *
 * @param <W> the world type
 */
public interface LivePlayer<W extends World<W>> extends AutoCloseable {

    /** A short name for transcripts. */
    String name();

    /** Starts a new game in {@code seat} from {@code initData}, seeding the player's random choices. */
    void newGame(int seat, String initData, long seed);

    /**
     * Chooses an action in {@code world}, reached from the initial world by {@code history} (action texts).
     *
     * @return the move, or {@link LiveMove#resign()}
     * @throws PlayerFailure when the player cannot answer
     */
    LiveMove think(W world, List<String> history);

    /** Releases the player (ends a server process). */
    @Override
    void close();
}
