package dev.arbiter.tournament.results;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * One engine's line of the ranking. Elo figures are relative (mean 0 over the engines) with their 95%
 * interval; every count is of pairwise results (in a game of N players each pair of seats is one result). In
 * {@code summary.json} it is one flat object: {@code rank, engine, elo, eloLow, eloHigh, games, wins, draws,
 * losses, score, losNext, forfeits, sequentialElo}.
 *
 * @param rank          1 for the best
 * @param engine        engine name
 * @param rating        joint Bradley-Terry rating with its 95% interval
 * @param results       the pairwise results counted and their score
 * @param losNext       likelihood of superiority over the next engine in the ranking (NaN for the last)
 * @param forfeits      games this engine forfeited
 * @param sequentialElo MiniFrame's sequential Elo after every game in order (secondary)
 */
@JsonPropertyOrder({"rank", "engine", "rating", "results", "losNext", "forfeits", "sequentialElo"})
public record EngineStanding(int rank, String engine, @JsonUnwrapped Rating rating,
                             @JsonUnwrapped PairwiseResults results, double losNext, long forfeits,
                             double sequentialElo) {

    /**
     * A joint Bradley-Terry rating with its 95% interval, NaN throughout for an engine without a counted result.
     *
     * @param elo     the rating
     * @param eloLow  lower end of its 95% interval
     * @param eloHigh upper end of its 95% interval
     */
    public record Rating(double elo, double eloLow, double eloHigh) {

        /** No rating: an engine without a counted result has no figure rather than the prior's 0 +- 3000. */
        public static final Rating NONE = new Rating(Double.NaN, Double.NaN, Double.NaN);
    }

    /**
     * An engine's pairwise results.
     *
     * @param games  pairwise results counted
     * @param wins   results won
     * @param draws  results drawn
     * @param losses results lost
     */
    @JsonPropertyOrder({"games", "wins", "draws", "losses", "score"})
    public record PairwiseResults(long games, long wins, long draws, long losses) {

        /** Points divided by games (NaN without games). */
        @JsonProperty("score")
        public double score() {
            return games == 0 ? Double.NaN : (wins + 0.5 * draws) / games;
        }
    }
}
