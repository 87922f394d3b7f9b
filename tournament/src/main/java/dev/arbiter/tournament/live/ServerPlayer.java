package dev.arbiter.tournament.live;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLog;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.Move;

import java.util.List;

/**
 * An engine server started as a child process ({@link EngineProcess}) and played through the protocol
 * client, as the referee plays it.
 *
 * @param <W> the world type
 */
public final class ServerPlayer<W extends World<W>> implements LivePlayer<W> {

    /** Time an engine may take to start and answer the handshake. */
    private static final long START_TIMEOUT_MS = 30_000;
    /** Time an engine may take beyond its move time (or in all, without a time limit). */
    private static final long GRACE_MS = 60_000;

    private final Game<W> game;
    private final EngineProcess process;
    private final long timeMs;
    private final long nodes;
    private final int depth;

    private ServerPlayer(Game<W> game, EngineProcess process, long timeMs, long nodes, int depth) {
        this.game = game;
        this.process = process;
        this.timeMs = timeMs;
        this.nodes = nodes;
        this.depth = depth;
    }

    /**
     * Starts the engine {@code argv} and completes the handshake.
     *
     * @throws InvalidSettingException ({@code field} names the setting) if {@code argv} is empty or the engine plays
     *                                 another game
     * @throws PlayerFailure           if the engine does not start
     */
    public static <W extends World<W>> ServerPlayer<W> start(Game<W> game, List<String> argv, String field, long timeMs,
                                                             long nodes, int depth) {
        if (argv.isEmpty()) {
            throw new InvalidSettingException(field, field + " is empty");
        }
        EngineProcess process;
        try {
            process = EngineProcess.start(new EngineCommand("engine", argv, null), EngineLog.DISCARD, START_TIMEOUT_MS);
        } catch (EngineFault e) {
            throw new PlayerFailure(e.getMessage(), e);
        }
        String plays = process.hello().game();
        if (!plays.isEmpty() && !plays.equals(game.name())) {
            process.close();
            throw new InvalidSettingException(field, "the engine plays " + plays + ", not " + game.name());
        }
        return new ServerPlayer<>(game, process, timeMs, nodes, depth);
    }

    @Override
    public String name() {
        String name = process.hello().name();
        return name.isEmpty() ? "engine" : name;
    }

    @Override
    public void newGame(int seat, String initData, long seed) {
        try {
            process.client().newGame(seat, initData, seed, START_TIMEOUT_MS);
        } catch (EngineFault e) {
            throw new PlayerFailure(e.getMessage(), e);
        }
    }

    @Override
    public LiveMove think(W world, List<String> history) {
        Move move;
        try {
            move = process.client().play(world.encode(), history, timeMs, nodes, depth, timeMs + GRACE_MS);
        } catch (EngineFault e) {
            throw new PlayerFailure(e.getMessage(), e);
        }
        int action;
        try {
            action = game.parseAction(move.action());
        } catch (IllegalArgumentException e) {
            throw new PlayerFailure(name() + " answered '" + move.action() + "': " + e.getMessage(), e);
        }
        if (!game.isLegal(world, action)) {
            throw new PlayerFailure(name() + " played the illegal action '" + move.action() + "'", null);
        }
        return new LiveMove(action, move.value(), move.depth(), move.nodesOrZero(), move.engineMillis(), move.pv());
    }

    @Override
    public void close() {
        process.close();
    }
}
