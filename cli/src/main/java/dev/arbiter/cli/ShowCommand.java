package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code arbiter show}: prints a world as a board, with its encoding and legal actions; or, with {@code --record},
 * replays a game of a run ({@code games.txt}, {@code games.ndjson} or the run folder) board by board, its moves
 * read back by the game's own notation ({@link Game#parseAction}).
 */
@Command(name = "show", mixinStandardHelpOptions = true, modelTransformer = ShowCommand.GameOptional.class,
        description = {"Print a world of a game as a board, or replay a recorded game of a run.",
                "  arbiter show --game connect4 -m '4 4 3'",
                "  arbiter show --record results/RUN/games.txt --number 12 [--ply 9]"})
final class ShowCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    WorldMixin position;

    @Option(names = "--record", paramLabel = "FILE",
            description = "Replay a game of a run: its games.txt, games.ndjson (with config.json beside it) or folder.")
    Path record;

    @Option(names = "--number", paramLabel = "N", description = "The game to replay (its [Game \"N\"], the index in the run).")
    Integer number;

    @Option(names = "--ply", paramLabel = "P", description = "Print only the board after P plies (0: the start).")
    Integer ply;

    @Spec
    CommandSpec spec;

    /** Makes {@code --game} optional here: a recorded game names its own. */
    static final class GameOptional implements CommandLine.IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec command) {
            OptionSpec game = command.findOption("--game");
            forgetInMixins(command);
            command.remove(game);
            command.addOption(OptionSpec.builder(game).required(false).build());
            return command;
        }

        private static void forgetInMixins(CommandSpec command) {
            for (CommandSpec mixin : command.mixins().values()) {
                OptionSpec game = mixin.findOption("--game");
                if (game != null) {
                    mixin.remove(game);
                }
                forgetInMixins(mixin);
            }
        }
    }

    @Override
    public void run() {
        if (record == null) {
            if (number != null || ply != null) {
                throw ArbiterException.usage((number != null ? "--number" : "--ply") + " goes with --record");
            }
            if (position.gameMixin.game == null) {
                throw ArbiterException.usage("Missing required option: '--game=GAME' (or --record FILE to replay a game)");
            }
            show(position.game());
            return;
        }
        if (position.gameMixin.game != null) {
            throw ArbiterException.usage("--record names its game; give either --game or --record");
        }
        if (number == null) {
            throw ArbiterException.usage("--record: expected --number N, the game to replay");
        }
        RecordedGame game = RecordedGame.read(record, number);
        Game<?> replayed;
        try {
            replayed = position.gameMixin.gameJars.registry().create(game.variant());
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(game.source() + ": game " + number + ": [Variant \"" + game.variant() + "\"]: " + e.getMessage());
        }
        replay(game, replayed);
    }

    private <W extends World<W>> void replay(RecordedGame recorded, Game<W> game) {
        List<String> moves = recorded.moves();
        if (ply != null && (ply < 0 || ply > moves.size())) {
            throw ArbiterException.usage("--ply: expected 0.." + moves.size() + " (game " + recorded.number() + " has "
                    + moves.size() + " plies), got " + ply);
        }
        PrintWriter out = spec.commandLine().getOut();
        recorded.tags().forEach((tag, value) -> out.println("[" + tag + " \"" + value + "\"]"));
        W world;
        try {
            world = game.initialWorld(recorded.init());
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(recorded.source() + ": game " + recorded.number() + ": bad init: " + e.getMessage());
        }
        if (ply == null || ply == 0) {
            out.println();
            out.println("start");
            out.print(world.print());
        }
        for (int i = 0; i < moves.size() && (ply == null || i < ply); i++) {
            String move = moves.get(i);
            int action;
            try {
                action = game.parseAction(move);
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage(recorded.source() + ": game " + recorded.number() + ", ply " + (i + 1) + ": "
                        + e.getMessage());
            }
            if (world.isEnd() || !game.isLegal(world, action)) {
                throw ArbiterException.usage(recorded.source() + ": game " + recorded.number() + ", ply " + (i + 1)
                        + ": move '" + move + "' is not legal in " + world.describe());
            }
            int mover = world.actorToMove();
            world.apply(action);
            if (ply == null || i + 1 == ply) {
                out.println();
                out.println("ply " + (i + 1) + ": " + recorded.seat(mover) + " plays " + move);
                out.print(world.print());
            }
        }
        out.println("encoding: " + world.encode());
        out.flush();
    }

    private <W extends World<W>> void show(Game<W> game) {
        W world = position.world(game);
        PrintWriter out = spec.commandLine().getOut();
        out.print(world.print());
        out.println("encoding: " + world.encode());
        int[] actions = new int[game.maxActions()];
        int n = world.legalActions(actions);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : " ").append(game.formatAction(actions[i]));
        }
        out.println("actions: " + (n == 0 ? "(none)" : sb));
        out.flush();
    }
}
