package dev.arbiter.tournament;

/**
 * When void games (games an external referee could not score, counted for nobody) stop a run: when more than
 * {@code maxShare} of the games finished in this session are void, once a round's worth of games has finished, or
 * when every game of a round is void. A referee that fails that often is broken, and the ratings of the games it did
 * score would rest on the starts it happens to handle. {@code maxShare} 1 lets every game be void.
 *
 * @param maxShare the largest share of void games a run goes on with, in (0, 1]
 */
public record VoidLimit(double maxShare) {

    /** Half the games. */
    public static final VoidLimit DEFAULT = new VoidLimit(0.5);

    /** Checks the share. */
    public VoidLimit {
        if (!(maxShare > 0 && maxShare <= 1)) {
            throw new IllegalArgumentException("referee.maxVoidShare: expected a share in (0, 1], got " + maxShare);
        }
    }

    /** Whether no count of void games stops a run. */
    public boolean never() {
        return maxShare >= 1;
    }
}
