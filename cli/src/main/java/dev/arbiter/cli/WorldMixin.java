package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * A world of a game, for the commands that start from one ({@code show}, {@code perft}, {@code search},
 * {@code debug}): the game ({@link GameMixin}) and the {@code --position} and {@code --moves} options, a world
 * given by its encoding, by actions played from the initial world, or both (actions applied to the encoded world).
 */
public final class WorldMixin {

    @Mixin
    GameMixin gameMixin;

    @Option(names = {"-p", "--position", "--fen"}, paramLabel = "WORLD",
            description = "A world in the game's encoding (see 'arbiter show'; for chess a FEN, --fen); default: the "
                    + "initial world.")
    String position;

    @Option(names = {"-m", "--moves"}, paramLabel = "ACTIONS",
            description = "Actions to play first, separated by spaces or commas, e.g. \"4 4 3\".")
    String moves;

    @Option(names = "--init", paramLabel = "DATA", description = "Init data for the initial world (default: none).")
    String initData = "";

    /** The game of {@code --game}. */
    public Game<?> game() {
        return gameMixin.create();
    }

    /** The world these options describe. */
    public <W extends World<W>> W world(Game<W> game) {
        try {
            W world = position == null ? game.initialWorld(initData) : game.decodeWorld(position);
            if (moves != null && !moves.isBlank()) {
                for (String token : moves.trim().split("[\\s,]+")) {
                    int action = game.parseAction(token);
                    if (world.isEnd() || !game.isLegal(world, action)) {
                        throw new IllegalArgumentException("action '" + token + "' is not legal in " + world.describe());
                    }
                    world.apply(action);
                }
            }
            return world;
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        }
    }
}
