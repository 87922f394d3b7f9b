package dev.arbiter.cli;

import dev.arbiter.cli.config.Launchers;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.live.LiveGame;
import dev.arbiter.tournament.live.LivePlayer;
import dev.arbiter.tournament.live.Outcome;
import dev.arbiter.tournament.live.SearcherPlayer;
import dev.arbiter.tournament.live.ServerPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

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
final class PlayCommand extends InputCommand {

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
        try {
            game.initialWorld(init);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage("--init: " + e.getMessage());
        }
        try (LivePlayer<W> engine = engine(game);
             LineSource lines = LineSource.open(in, null, out)) {
            out.printf("you play seat %d against %s; type an action, or quit%n", humanSeat, engine.name());
            MovePrinter printer = new MovePrinter(game, out);
            LivePlayer<W> human = new HumanPlayer<>(game, lines, out);
            List<LivePlayer<W>> seats = new ArrayList<>();
            for (int seat = 0; seat < actors; seat++) {
                seats.add(seat == humanSeat ? human : engine);
            }
            LiveGame.End<W> end = new LiveGame<>(game, seats, (ply, actor, move, after) -> {
                if (actor != humanSeat) {
                    printer.print(ply, actor, move);
                }
            }, 0).play(init, engineOptions.seed());
            if (end.resigned() >= 0) {
                out.println("you resigned");
                out.flush();
                return;
            }
            W world = end.world();
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

    private <W extends World<W>> LivePlayer<W> engine(Game<W> game) {
        SearchLimits limits = engineOptions.limits();
        long timeMs = limits.unlimited() ? DEFAULT_TIME_MS : limits.timeMs();
        if (engineCommand != null) {
            return ServerPlayer.start(game, Launchers.expand(CommandWords.split(engineCommand)), "--engine-cmd", timeMs,
                    limits.nodes(), limits.depth());
        }
        Engine<W> engine = engineOptions.build(game);
        SearchLimits perMove = new SearchLimits(timeMs, limits.nodes(), limits.depth(), limits.memoryBytes());
        return new SearcherPlayer<>(engine.searcher().algorithm(), game, engine.searcher(), perMove);
    }
}
