package dev.arbiter.engine.world;

/**
 * Value conventions shared by evaluators and searches: the magnitude of a decisive (won or lost) value,
 * and the helpers that tell decisive values from heuristic ones.
 */
public final class Values {

    /** The value of a won world for the winner (a lost world is {@code -WIN}). */
    public static final double WIN = 1_000_000.0;

    /** Any value at least this large in magnitude is decisive (a proven win or loss). */
    public static final double DECISIVE = WIN / 2;

    private Values() {
    }

    /** Whether {@code value} stands for a proven win or loss. */
    public static boolean isDecisive(double value) {
        return Math.abs(value) >= DECISIVE;
    }

    /** A decisive value moved {@code plies} further away: wins shrink, losses grow toward zero. */
    public static double distant(double value, int plies) {
        if (value >= DECISIVE) {
            return value - plies;
        }
        if (value <= -DECISIVE) {
            return value + plies;
        }
        return value;
    }

    /**
     * The outcome of an ended world for {@code actor} in [0, 1]: the share of the other actors whose score
     * is below {@code actor}'s, ties counting half. For one actor it is 1 when its score is positive,
     * 0 when negative and 0.5 at zero.
     */
    public static double outcome(World<?> world, int actor, int actorCount) {
        double own = world.score(actor);
        if (actorCount == 1) {
            return own > 0 ? 1.0 : own < 0 ? 0.0 : 0.5;
        }
        double sum = 0;
        for (int other = 0; other < actorCount; other++) {
            if (other != actor) {
                double theirs = world.score(other);
                sum += own > theirs ? 1.0 : own == theirs ? 0.5 : 0.0;
            }
        }
        return sum / (actorCount - 1);
    }
}
