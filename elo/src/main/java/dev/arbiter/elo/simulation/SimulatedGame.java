package dev.arbiter.elo.simulation;

/**
 * One simulated game, in the terms of Arbiter's game log: schedule index, round, pairing, the engine in each
 * seat and each seat's score.
 *
 * @param index   position in the schedule
 * @param round   round (one start position)
 * @param pairing group of engines within the round
 * @param seats   engine index per seat
 * @param scores  score per seat (equal scores are a draw)
 */
public record SimulatedGame(int index, int round, int pairing, int[] seats, double[] scores) {
}
