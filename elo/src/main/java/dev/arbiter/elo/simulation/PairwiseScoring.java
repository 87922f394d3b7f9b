package dev.arbiter.elo.simulation;

import dev.arbiter.elo.ClusteredResults;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns games into clustered pairwise results with Arbiter's rules (those of {@code tournament.results.Standings}):
 * in a game of two or more seats every pair of seats held by different engines is one result, the higher score
 * winning, and the games of one pairing of one round (same start) form a cluster; in a one-seat puzzle the
 * engines that played the same round are compared by their scores, and the round is the cluster.
 */
public final class PairwiseScoring {

    private final ClusteredResults results;
    private final Map<Integer, List<SimulatedGame>> soloRounds = new HashMap<>();

    /** @param results where the results go */
    public PairwiseScoring(ClusteredResults results) {
        this.results = results;
    }

    /** @return the results */
    public ClusteredResults results() {
        return results;
    }

    /** Adds one game's results. */
    public void add(SimulatedGame game) {
        if (game.seats().length == 1) {
            List<SimulatedGame> round = soloRounds.computeIfAbsent(game.round(), r -> new ArrayList<>());
            for (SimulatedGame other : round) {
                results.add(game.round(), game.seats()[0], other.seats()[0], points(game.scores()[0], other.scores()[0]));
            }
            round.add(game);
            return;
        }
        long cluster = ((long) game.round() << 32) | game.pairing();
        int[] seats = game.seats();
        for (int x = 0; x < seats.length; x++) {
            for (int y = x + 1; y < seats.length; y++) {
                if (seats[x] != seats[y]) {
                    results.add(cluster, seats[x], seats[y], points(game.scores()[x], game.scores()[y]));
                }
            }
        }
    }

    private static double points(double mine, double theirs) {
        return mine > theirs ? 1.0 : mine < theirs ? 0.0 : 0.5;
    }
}
