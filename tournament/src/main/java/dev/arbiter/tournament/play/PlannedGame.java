package dev.arbiter.tournament.play;

import dev.arbiter.tournament.results.GameSlot;

import java.util.ArrayList;
import java.util.List;

/**
 * One game to play, as plain data: its place (index, round, pairing), the seed and init data it starts from,
 * and the engine in each seat.
 *
 * @param index   position in the run, from 0; identifies the game in logs and on resume
 * @param round   round number (a tuning pair's id)
 * @param pairing group of engines of the round the game belongs to
 * @param seed    the seed of the game's start (each seat's engine gets a seed derived from it)
 * @param init    the init data the game starts from
 * @param seats   the engine in each seat
 */
public record PlannedGame(int index, int round, int pairing, long seed, String init, List<Entrant> seats) {

    /** Copies the list. */
    public PlannedGame {
        seats = List.copyOf(seats);
    }

    /** Its place in the schedule and its seed, as its record keeps them. */
    public GameSlot slot() {
        return new GameSlot(index, round, pairing, seed);
    }

    /** The engine names, seat by seat. */
    public List<String> names() {
        List<String> names = new ArrayList<>(seats.size());
        seats.forEach(e -> names.add(e.name()));
        return names;
    }
}
