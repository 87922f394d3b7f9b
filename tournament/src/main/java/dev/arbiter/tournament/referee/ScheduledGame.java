package dev.arbiter.tournament.referee;

import java.util.List;

/**
 * One game of the schedule: its place (round, pairing) and which engine sits in which seat.
 *
 * @param index   position in the schedule, from 0; identifies the game in logs and on resume
 * @param round   round number from 0; every game of a round starts from the same init data
 * @param pairing which group of engines of the round this game belongs to
 * @param seats   engine index per seat
 */
public record ScheduledGame(int index, int round, int pairing, List<Integer> seats) {

    /** Copies the list. */
    public ScheduledGame {
        seats = List.copyOf(seats);
    }
}
