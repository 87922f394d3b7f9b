package dev.arbiter.evolution;

/**
 * A tuner's request to play one seat-paired game pair between vectors A and B. The result is
 * reported back with {@link Tuner#report(long, int)} under the same id, as A's points in the pair.
 *
 * @param id unique, increasing request id within one tuner run
 * @param a  vector A (the tuner's own copy; callers must not modify it)
 * @param b  vector B
 */
public record PairRequest(long id, double[] a, double[] b) {
}
