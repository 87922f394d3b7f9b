package dev.arbiter.tournament.play.uci;

import java.util.List;

/**
 * What an engine reported about one search in its {@code info} lines, the last value of each field (the
 * principal variation's line: lines of {@code multipv} 2 and more are not read).
 *
 * @param depth    depth in plies (0: not reported)
 * @param seldepth selective depth (0: not reported)
 * @param score    the score it reported
 * @param effort   what the search cost: nodes, speed, hash, time
 * @param pv       the principal variation (empty if none)
 */
public record SearchInfo(int depth, int seldepth, Score score, Effort effort, List<String> pv) {

    /** A search that reported nothing. */
    public static final SearchInfo NONE = new SearchInfo(0, 0, new Score(Double.NaN, 0), new Effort(-1, 0, -1, -1),
            List.of());

    /**
     * The score of a search.
     *
     * @param cp   score in centipawns from the mover's side, a mate as {@link #mateScore} (NaN: not reported)
     * @param mate moves to mate, negative when the mover is mated (0: no mate reported)
     */
    public record Score(double cp, int mate) {
    }

    /**
     * What a search cost, as the engine reported it.
     *
     * @param nodes    nodes searched ({@code -1}: not reported)
     * @param nps      nodes per second (0: not reported)
     * @param hashfull permill of the hash table in use ({@code -1}: not reported)
     * @param timeMs   the engine's own time of its search in ms ({@code -1}: not reported)
     */
    public record Effort(long nodes, long nps, int hashfull, long timeMs) {
    }

    /** The largest score a mate gets, in centipawns (Stockfish's {@code VALUE_MATE}). */
    public static final int MATE_CP = 32_000;

    /**
     * A mate in {@code moves} moves (negative: the mover is mated) as centipawns: beyond any evaluation, nearer
     * mates larger, {@code MATE_CP} less the plies to the mate.
     */
    public static double mateScore(int moves) {
        return moves > 0 ? MATE_CP - (2.0 * moves - 1) : -(MATE_CP - 2.0 * -moves);
    }

    /** Copies the variation. */
    public SearchInfo {
        pv = List.copyOf(pv);
    }
}
