package dev.arbiter.tournament.results;

/**
 * Where a game stands in its run's schedule, and the seed it was played from.
 *
 * @param index   position in the schedule
 * @param round   round number
 * @param pairing group of engines within the round
 * @param seed    the round's seed
 */
public record GameSlot(int index, int round, int pairing, long seed) {
}
