package dev.arbiter.tournament.live;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.ArrayList;
import java.util.List;

/**
 * One game played move by move from init data to its end, a ply cap or a resignation: the player of the actor
 * to move is asked, its action checked for legality (an illegal one stops the game with a {@link PlayerFailure})
 * and applied, and the listener told. One seat per actor, so puzzles (one actor) play the same way as duels.
 *
 * @param <W> the world type
 */
public final class LiveGame<W extends World<W>> {

    /**
     * Told of the game as it goes, to print it.
     *
     * @param <W> the world type
     */
    public interface Listener<W extends World<W>> {

        /** The game starts from {@code world}. */
        default void started(W world) {
        }

        /** {@code actor} played {@code move} at ply {@code ply} (counted from 1), which led to {@code world}. */
        void moved(int ply, int actor, LiveMove move, W world);
    }

    /**
     * How the game ended.
     *
     * @param world    the last world
     * @param resigned the actor who resigned, or -1
     * @param <W>      the world type
     */
    public record End<W extends World<W>>(W world, int resigned) {
    }

    private final Game<W> game;
    private final List<? extends LivePlayer<W>> seats;
    private final Listener<W> listener;
    private final int maxPlies;

    /**
     * @param seats    the player of each actor, by actor number
     * @param maxPlies stop after this many plies (0: play to the end)
     * @throws IllegalArgumentException if there is not one player per actor
     */
    public LiveGame(Game<W> game, List<? extends LivePlayer<W>> seats, Listener<W> listener, int maxPlies) {
        if (seats.size() != game.actorCount()) {
            throw new IllegalArgumentException(game.name() + " needs " + game.actorCount() + " players, got " + seats.size());
        }
        this.game = game;
        this.seats = List.copyOf(seats);
        this.listener = listener;
        this.maxPlies = maxPlies;
    }

    /**
     * Plays one game from {@code initData}, seeding the player of seat {@code s} with {@code seed + s}.
     *
     * @throws IllegalArgumentException if the game refuses the init data
     * @throws PlayerFailure            if a player cannot go on
     */
    public End<W> play(String initData, long seed) {
        W world = game.initialWorld(initData);
        for (int seat = 0; seat < seats.size(); seat++) {
            seats.get(seat).newGame(seat, initData, seed + seat);
        }
        listener.started(world);
        List<String> history = new ArrayList<>();
        while (!world.isEnd() && (maxPlies == 0 || history.size() < maxPlies)) {
            int actor = world.actorToMove();
            LivePlayer<W> player = seats.get(actor);
            LiveMove move = player.think(world, history);
            if (move.resigned()) {
                return new End<>(world, actor);
            }
            if (!game.isLegal(world, move.action())) {
                throw new PlayerFailure(player.name() + " chose the illegal action " + game.formatAction(move.action())
                        + " in " + world.describe(), null);
            }
            world.apply(move.action());
            history.add(game.formatAction(move.action()));
            listener.moved(history.size(), actor, move, world);
        }
        return new End<>(world, -1);
    }
}
