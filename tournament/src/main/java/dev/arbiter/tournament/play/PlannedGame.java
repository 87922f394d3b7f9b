package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.referee.GameSetup;
import dev.arbiter.tournament.results.GameSlot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One game to play, as plain data: its place (index, round, pairing), the seed and init data it starts from,
 * and the engine in each seat; what the referee reads of it is its {@link GameSetup}.
 *
 * @param index   position in the run, from 0; identifies the game in logs and on resume
 * @param round   round number (a tuning pair's id)
 * @param pairing group of engines of the round the game belongs to
 * @param seed    the seed of the game's start (each seat's engine gets a seed derived from it)
 * @param init    the init data the game starts from
 * @param seats   the engine in each seat
 */
public record PlannedGame(int index, int round, int pairing, long seed, String init, List<Entrant> seats)
        implements GameSetup {

    /** Copies the list. */
    public PlannedGame {
        seats = List.copyOf(seats);
    }

    /** Its place in the schedule and its seed, as its record keeps them. */
    @Override
    public GameSlot slot() {
        return new GameSlot(index, round, pairing, seed);
    }

    /** The engine names, seat by seat. */
    @Override
    public List<String> names() {
        List<String> names = new ArrayList<>(seats.size());
        seats.forEach(e -> names.add(e.name()));
        return names;
    }

    /** The move limits of the engine in {@code seat}. */
    @Override
    public MoveLimits limits(int seat) {
        return seats.get(seat).limits();
    }

    /** The parameter values the engine in {@code seat} is sent with each new game. */
    @Override
    public Map<String, Double> gameParameters(int seat) {
        return seats.get(seat).gameParameters();
    }
}
