package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * {@code arbiter play}: a person plays an engine in the terminal. The engine is built in ({@code --algo}
 * with its parameters) or an engine server started from {@code --engine-cmd}. At the person's turns the
 * world and the legal actions are printed and an action is read (with line editing at a terminal, plain
 * lines otherwise); anything that is not a legal action is refused with a message and asked again.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play against an engine in the terminal: built in (--algo, --param) or a server (--engine-cmd).",
            "Type an action at your turn, or quit to resign. Without a budget the engine thinks 1000 ms a move."})
final class PlayCommand implements Runnable, ReadsInput {

    /** The engine's time per move when no budget is given. */
    static final long DEFAULT_TIME_MS = 1000;

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Mixin
    EngineOptions engineOptions;

    @Option(names = "--engine-cmd", paramLabel = "COMMAND",
            description = "Start this engine server instead of a built-in engine, e.g. \"arbiter serve --game tictactoe --algo mm\" "
                    + "(words split at spaces, quotes group; a leading arbiter runs this build).")
    String engineCommand;

    @Option(names = "--human-seat", defaultValue = "0", paramLabel = "SEAT", description = "Your seat (default: ${DEFAULT-VALUE}).")
    int humanSeat;

    @Option(names = "--init", paramLabel = "DATA", description = "Init data (default: generated from --seed).")
    String initData;

    @Spec
    CommandSpec spec;

    InputStream in = System.in;

    @Override
    public void setInput(InputStream in) {
        this.in = in;
    }

    @Override
    public void run() {
        play(gameMixin.create(), spec.commandLine().getOut());
    }

    private <W extends World<W>> void play(Game<W> game, PrintWriter out) {
        int actors = game.actorCount();
        if (humanSeat < 0 || humanSeat >= actors) {
            throw ArbiterException.usage("--human-seat must be between 0 and " + (actors - 1) + " for " + game.name());
        }
        if (engineCommand != null && actors > 2) {
            throw ArbiterException.usage("a server engine plays one seat: " + game.name() + " has " + actors
                    + " actors, use a built-in engine (--algo)");
        }
        String init = initData != null ? initData : game.createInitData(new SplittableRandom(engineOptions.seed()));
        W world;
        try {
            world = game.initialWorld(init);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage("--init: " + e.getMessage());
        }
        try (EnginePlayer<W> engine = engine(game);
             LineSource lines = LineSource.open(in, null, out)) {
            for (int seat = 0; seat < actors; seat++) {
                if (seat != humanSeat) {
                    engine.newGame(seat, init, engineOptions.seed());
                    break;
                }
            }
            out.printf("you play seat %d against %s; type an action, or quit%n", humanSeat, engine.name());
            MovePrinter printer = new MovePrinter(game, out);
            HumanTurn<W> human = new HumanTurn<>(game, lines, out);
            List<String> history = new ArrayList<>();
            while (!world.isEnd()) {
                int actor = world.actorToMove();
                int action;
                if (actor == humanSeat) {
                    action = human.read(world);
                    if (action == HumanTurn.RESIGN) {
                        out.println("you resigned");
                        out.flush();
                        return;
                    }
                } else {
                    MoveInfo move = engine.think(world, history);
                    action = move.action();
                    printer.print(history.size() + 1, actor, move);
                }
                world.apply(action);
                history.add(game.formatAction(action));
            }
            out.print(world.print());
            int winner = Outcome.winner(world, actors);
            String scores = "scores " + Outcome.scores(world, actors);
            if (actors == 1) {
                out.printf("result: %s%n", scores);
            } else if (winner == Outcome.DRAW) {
                out.printf("result: draw (%s)%n", scores);
            } else {
                out.printf("result: %s (%s)%n", winner == humanSeat ? "you win" : "the engine wins", scores);
            }
            out.flush();
        }
    }

    private <W extends World<W>> EnginePlayer<W> engine(Game<W> game) {
        SearchLimits limits = engineOptions.limits();
        long timeMs = limits.unlimited() ? DEFAULT_TIME_MS : limits.timeMs();
        if (engineCommand != null) {
            return ServerPlayer.start(game, engineCommand, timeMs, limits.nodes(), limits.depth());
        }
        Engine<W> engine = engineOptions.build(game);
        SearchLimits perMove = new SearchLimits(timeMs, limits.nodes(), limits.depth(), limits.memoryBytes());
        return new SearcherPlayer<>(engine.searcher().algorithm(), game, engine.searcher(), perMove);
    }
}
