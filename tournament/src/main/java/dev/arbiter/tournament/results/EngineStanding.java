package dev.arbiter.tournament.results;

/**
 * One engine's line of the ranking. Elo figures are relative (mean 0 over the engines) with their 95%
 * interval; every count is of pairwise results (in a game of N players each pair of seats is one result).
 *
 * @param rank          1 for the best
 * @param engine        engine name
 * @param elo           joint Bradley-Terry rating
 * @param eloLow        lower end of its 95% interval
 * @param eloHigh       upper end of its 95% interval
 * @param games         pairwise results counted
 * @param wins          results won
 * @param draws         results drawn
 * @param losses        results lost
 * @param score         points divided by games
 * @param losNext       likelihood of superiority over the next engine in the ranking (NaN for the last)
 * @param forfeits      games this engine forfeited
 * @param sequentialElo MiniFrame's sequential Elo after every game in order (secondary)
 */
public record EngineStanding(int rank, String engine, double elo, double eloLow, double eloHigh, long games, long wins,
                             long draws, long losses, double score, double losNext, long forfeits, double sequentialElo) {
}
