package dev.arbiter.tournament.play;

import dev.arbiter.tournament.results.GameRecord;

import java.util.List;

/**
 * What a job produced, as plain data: one record per game, in the job's order.
 *
 * @param jobId the job's id
 * @param games the records
 */
public record JobResult(long jobId, List<GameRecord> games) {

    /** Copies the list. */
    public JobResult {
        games = List.copyOf(games);
    }

    /**
     * For a pair job ({@link GameJob#pair}): A's points in the pair times two, 0..4 (A sits in seat 0 of the
     * first game and seat 1 of the second).
     */
    public int halfPoints() {
        if (games.size() != 2) {
            throw new IllegalStateException("not a pair: " + games.size() + " games");
        }
        return (int) Math.round(2 * games.get(0).points(0, 1) + 2 * games.get(1).points(1, 0));
    }
}
