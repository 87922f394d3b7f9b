package dev.arbiter.cli.tune;

/**
 * One game pair to play: vector A against vector B from the start drawn from {@code seed}.
 *
 * @param id    identifies the pair (the tuner's request id, or the validation pair number); games get
 *              {@code 2 id} and {@code 2 id + 1} in the log
 * @param aName A's name in the game log
 * @param a     A's parameter values
 * @param bName B's name in the game log
 * @param b     B's parameter values
 * @param seed  seed of the pair's start position
 */
public record PairJob(long id, String aName, double[] a, String bName, double[] b, long seed) {
}
