package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * One game played by engines only, in-process or not, from init data to its end (or a ply cap): each actor
 * to move asks the engine in its seat, checks the action is legal, prints the move ({@link MovePrinter})
 * and applies it. One seat per actor, so puzzles (one actor) play the same way as duels.
 *
 * @param <W> the world type
 */
final class EngineGame<W extends World<W>> {

    private final Game<W> game;
    private final List<? extends EnginePlayer<W>> seats;
    private final MovePrinter printer;
    private final PrintWriter out;
    private final boolean printWorlds;
    private final int maxPlies;

    /**
     * @param seats       the engine of each actor, by actor number
     * @param printWorlds also print the world after every move
     * @param maxPlies    stop after this many plies (0: play to the end)
     */
    EngineGame(Game<W> game, List<? extends EnginePlayer<W>> seats, PrintWriter out, boolean printWorlds, int maxPlies) {
        if (seats.size() != game.actorCount()) {
            throw new IllegalArgumentException(game.name() + " needs " + game.actorCount() + " engines, got " + seats.size());
        }
        this.game = game;
        this.seats = List.copyOf(seats);
        this.printer = new MovePrinter(game, out);
        this.out = out;
        this.printWorlds = printWorlds;
        this.maxPlies = maxPlies;
    }

    /** Plays one game from {@code initData}, seeding the engines from {@code seed}; returns the last world. */
    W play(String initData, long seed) {
        W world = game.initialWorld(initData);
        for (int seat = 0; seat < seats.size(); seat++) {
            seats.get(seat).newGame(seat, initData, seed + seat);
        }
        List<String> history = new ArrayList<>();
        if (printWorlds) {
            out.print(world.print());
        }
        while (!world.isEnd() && (maxPlies == 0 || history.size() < maxPlies)) {
            int actor = world.actorToMove();
            MoveInfo move = seats.get(actor).think(world, history);
            if (!game.isLegal(world, move.action())) {
                throw ArbiterException.failure(seats.get(actor).name() + " chose the illegal action "
                        + game.formatAction(move.action()) + " in " + world.encode(), null);
            }
            printer.print(history.size() + 1, actor, move);
            world.apply(move.action());
            history.add(game.formatAction(move.action()));
            if (printWorlds) {
                out.print(world.print());
            }
        }
        out.flush();
        return world;
    }
}
