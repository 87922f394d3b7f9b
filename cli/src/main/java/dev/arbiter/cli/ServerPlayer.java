package dev.arbiter.cli;

import dev.arbiter.cli.config.Launchers;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineLog;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.Move;

import java.util.ArrayList;
import java.util.List;

/**
 * An engine server started as a child process ({@link EngineProcess}) and played through the protocol
 * client, as the referee plays it. A leading {@code arbiter} in the command runs this build.
 *
 * @param <W> the world type
 */
final class ServerPlayer<W extends World<W>> implements EnginePlayer<W> {

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

    /** Starts the engine from a command line ({@link #split}) and completes the handshake. */
    static <W extends World<W>> ServerPlayer<W> start(Game<W> game, String commandLine, long timeMs, long nodes,
                                                      int depth) {
        List<String> argv = Launchers.expand(split(commandLine));
        if (argv.isEmpty()) {
            throw ArbiterException.usage("--engine-cmd is empty");
        }
        try {
            EngineProcess process = EngineProcess.start(new EngineCommand("engine", argv, null), EngineLog.DISCARD, START_TIMEOUT_MS);
            String plays = process.hello().game();
            if (!plays.isEmpty() && !plays.equals(game.name())) {
                process.close();
                throw ArbiterException.usage("the engine plays " + plays + ", not " + game.name());
            }
            return new ServerPlayer<>(game, process, timeMs, nodes, depth);
        } catch (EngineFault e) {
            throw ArbiterException.failure(e.getMessage(), e);
        }
    }

    /**
     * Splits a command line into words at whitespace; single or double quotes group words (no shell is
     * involved: no variables, globs or escapes).
     */
    static List<String> split(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char ch = commandLine.charAt(i);
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    word.append(ch);
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                inWord = true;
            } else if (Character.isWhitespace(ch)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(ch);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw ArbiterException.usage("--engine-cmd: unbalanced quote in: " + commandLine);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
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
            throw ArbiterException.failure(e.getMessage(), e);
        }
    }

    @Override
    public MoveInfo think(W world, List<String> history) {
        Move move;
        try {
            move = process.client().play(world.encode(), history, timeMs, nodes, depth, timeMs + GRACE_MS);
        } catch (EngineFault e) {
            throw ArbiterException.failure(e.getMessage(), e);
        }
        int action;
        try {
            action = game.parseAction(move.action());
        } catch (IllegalArgumentException e) {
            throw ArbiterException.failure(name() + " answered '" + move.action() + "': " + e.getMessage(), e);
        }
        if (!game.isLegal(world, action)) {
            throw ArbiterException.failure(name() + " played the illegal action '" + move.action() + "'", null);
        }
        return new MoveInfo(action, move.value(), move.depth(), move.nodes(), move.engineMillis(), move.pv());
    }

    @Override
    public void close() {
        process.close();
    }
}
