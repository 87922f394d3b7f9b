package dev.arbiter.tournament.config;

/**
 * When a qualification may end before all its rounds are played.
 *
 * @param kind       {@code none}, {@code threshold}, {@code sprt} or {@code max-games}
 * @param elo        threshold: the lead T in Elo the leader must have over every rival, bound by the anytime-valid
 *                   lower confidence bound of each lead (not by the point estimate)
 * @param confidence threshold: overall confidence of the statement "the leader is ahead of every rival by at
 *                   least T", valid however often it is checked (see {@code elo.LeaderTest})
 * @param minGames   threshold and sprt: games to play before the rule is checked
 * @param elo0       sprt: Elo of H0 (normalized Elo, as the chess testing frameworks)
 * @param elo1       sprt: Elo of H1
 * @param alpha      sprt: false positive rate
 * @param beta       sprt: false negative rate
 * @param maxGames   max-games: stop after this many games
 */
public record StopRule(String kind, double elo, double confidence, int minGames, double elo0, double elo1, double alpha,
                       double beta, int maxGames) {

    /** No early stop: every round is played. */
    public static final StopRule NONE = new StopRule("none", 0, 0.95, 0, 0, 0, 0.05, 0.05, 0);

    /** The leader-threshold rule. */
    public static StopRule threshold(double elo, double confidence, int minGames) {
        return new StopRule("threshold", elo, confidence, minGames, 0, 0, 0.05, 0.05, 0);
    }

    /** The two-engine SPRT. */
    public static StopRule sprt(double elo0, double elo1, double alpha, double beta) {
        return new StopRule("sprt", 0, 0.95, 0, elo0, elo1, alpha, beta, 0);
    }

    /** Stop after a number of games. */
    public static StopRule maxGames(int games) {
        return new StopRule("max-games", 0, 0.95, 0, 0, 0, 0.05, 0.05, games);
    }
}
