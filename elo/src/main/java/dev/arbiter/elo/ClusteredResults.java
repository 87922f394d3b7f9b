package dev.arbiter.elo;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Pairwise results grouped into clusters, the input of the draw- and pairing-aware Bradley–Terry fit
 * ({@link BradleyTerry#fit(ClusteredResults)}).
 *
 * <p>A <i>cluster</i> is a group of results that may depend on each other while different clusters are
 * independent: the two games of a seat-swapped game pair (same start), the rotations of a many-seat game
 * (every pair of seats of one game is a result, and they are strongly dependent), or the engines compared
 * in one round of a one-player puzzle. Results are kept as totals per pair of players ({@code games},
 * {@code points}) plus the sufficient statistics of the cluster-robust variance: for every two pairs
 * {@code p, q} of players (a pair {@code p = (i, j)}, {@code i < j}, with {@code S_p} the points of
 * {@code i} against {@code j} in a cluster and {@code m_p} their results there)
 * <pre>  A_pq = Σ_c S_p S_q,   B_pq = Σ_c S_p m_q,   D_pq = Σ_c m_p m_q.</pre>
 * From them {@link BradleyTerry} computes, for any ratings, {@code Σ_c (S_p - m_p σ_p)(S_q - m_q σ_q)} in
 * constant time per entry, so the fit after every game costs the same whatever the number of games.
 * Adding a result updates O(k) entries, k the number of pairs its cluster has touched.
 */
public final class ClusteredResults {

    private final int players;
    private final double[][] games;
    private final double[][] points;
    /** Per pair (symmetric): {@code Σ x(1 - x)} over its results, x the points of one side (a quarter per draw). */
    private final double[][] drawVariance;
    private final Map<Long, Cluster> clusters = new HashMap<>();
    /** Per pair-of-pairs key {@code p * P + q} ({@code p <= q}): A_pq, B_pq, B_qp, D_pq. */
    private final Map<Long, double[]> cross = new HashMap<>();
    /**
     * The keys of {@link #cross} in ascending order, and their cells: iterated by every fit, always in the same
     * order, so that the fit is bit for bit a function of the set of results, not of the order they came in.
     */
    private long[] crossKeys = new long[8];
    private double[][] crossCells = new double[8][];
    private int crossSize;
    private long results;
    /** Per pair: Σ over its results of 1 / rank of the result's cluster (rank = engines in the cluster - 1). */
    /** Per pair and cluster rank k (engines in the cluster - 1): the pair's results in clusters of that rank. */
    private final long[][] resultsByRank;

    /**
     * @param players number of players (&gt;= 0)
     */
    public ClusteredResults(int players) {
        if (players < 0) {
            throw new IllegalArgumentException("players must be >= 0: " + players);
        }
        this.players = players;
        this.games = new double[players][players];
        this.points = new double[players][players];
        this.drawVariance = new double[players][players];
        this.resultsByRank = new long[Math.max(0, players * (players - 1) / 2)][Math.max(1, players)];
    }

    /**
     * Adds one pairwise result.
     *
     * @param cluster the independent unit it belongs to (any id; equal ids are one cluster)
     * @param a       first player
     * @param b       second player, different from {@code a}
     * @param pointsA points of {@code a}: 1 win, 0.5 draw, 0 loss (any value in [0, 1])
     */
    public void add(long cluster, int a, int b, double pointsA) {
        if (a < 0 || b < 0 || a >= players || b >= players || a == b) {
            throw new IllegalArgumentException("players must be two different indices below " + players + ": " + a + ", " + b);
        }
        if (!(pointsA >= 0.0 && pointsA <= 1.0)) {
            throw new IllegalArgumentException("points must be in [0, 1]: " + pointsA);
        }
        games[a][b]++;
        games[b][a]++;
        points[a][b] += pointsA;
        points[b][a] += 1.0 - pointsA;
        drawVariance[a][b] += pointsA * (1.0 - pointsA);
        drawVariance[b][a] += pointsA * (1.0 - pointsA);
        results++;
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        double pointsLow = a == low ? pointsA : 1.0 - pointsA;
        clusters.computeIfAbsent(cluster, c -> new Cluster()).add(low, high, pairIndex(low, high), pointsLow, this);
    }

    /** @return number of players */
    public int players() {
        return players;
    }

    /** @return number of results added */
    public long results() {
        return results;
    }

    /** @return number of distinct clusters */
    public int clusterCount() {
        return clusters.size();
    }

    /**
     * @param i a player
     * @param j another player
     * @return results between them
     */
    public double games(int i, int j) {
        return games[i][j];
    }

    /**
     * @param i a player
     * @param j another player
     * @return points {@code i} scored against {@code j}
     */
    public double points(int i, int j) {
        return points[i][j];
    }

    /** @return a copy of the results per pair: {@code games[i][j]} (symmetric) */
    public double[][] games() {
        return copy(games);
    }

    /** @return a copy of the points per pair: {@code points[i][j]} scored by {@code i} against {@code j} */
    public double[][] points() {
        return copy(points);
    }

    /**
     * A copy, per pair (symmetric), of {@code Σ x(1 - x)} over the pair's results, x the points of one side: a quarter
     * per draw, 0 for a win or a loss. A result with expected score s and this term h has variance {@code s(1 - s) - h}:
     * how much draws make the results less variable than win-or-lose ones.
     *
     * @return the matrix
     */
    public double[][] drawVariance() {
        return copy(drawVariance);
    }

    double[][] gamesView() {
        return games;
    }

    double[][] pointsView() {
        return points;
    }

    /** Index of the pair {@code (i, j)}, {@code i < j}, in row-major order of the upper triangle. */
    int pairIndex(int i, int j) {
        return i * players - i * (i + 1) / 2 + (j - i - 1);
    }

    int pairCount() {
        return players * (players - 1) / 2;
    }

    /** Number of cross statistics cells. */
    int crossSize() {
        return crossSize;
    }

    /** Key {@code p * P + q} ({@code p <= q}) of cell {@code k}. */
    long crossKey(int k) {
        return crossKeys[k];
    }

    /** Cell {@code k}: {A_pq, B_pq, B_qp, D_pq}. */
    double[] crossCell(int k) {
        return crossCells[k];
    }

    /**
     * Per pair {@code p}: {@code Σ_c m_cp / k_c}, the results of {@code p} weighted by the inverse of the number of
     * directions ({@code k_c}, engines of the cluster minus one) their cluster spans. Used for the small-sample
     * correction of the cluster-robust variance. Computed from integer counts in a fixed order.
     */
    double directionShare(int pair) {
        double share = 0.0;
        long[] byRank = resultsByRank[pair];
        for (int k = 1; k < byRank.length; k++) {
            share += (double) byRank[k] / k;
        }
        return share;
    }

    private double[] cell(int p, int q) {
        long key = (long) p * pairCount() + q;
        double[] cell = cross.get(key);
        if (cell == null) {
            cell = new double[4];
            cross.put(key, cell);
            if (crossSize == crossKeys.length) {
                crossKeys = Arrays.copyOf(crossKeys, 2 * crossSize);
                crossCells = Arrays.copyOf(crossCells, 2 * crossSize);
            }
            int at = crossSize;
            while (at > 0 && crossKeys[at - 1] > key) {
                crossKeys[at] = crossKeys[at - 1];
                crossCells[at] = crossCells[at - 1];
                at--;
            }
            crossKeys[at] = key;
            crossCells[at] = cell;
            crossSize++;
        }
        return cell;
    }

    private static double[][] copy(double[][] m) {
        double[][] c = new double[m.length][];
        for (int i = 0; i < m.length; i++) {
            c[i] = m[i].clone();
        }
        return c;
    }

    /** Points {@code S} and results {@code m} of each pair a cluster has touched. */
    private static final class Cluster {
        private int[] engines = new int[2];
        private int engineCount;
        private int[] pairs = new int[1];
        private double[] s = new double[1];
        private double[] m = new double[1];
        private int size;

        void add(int low, int high, int pair, double pointsLow, ClusteredResults owner) {
            int rank = Math.max(1, engineCount - 1);
            addEngine(low);
            addEngine(high);
            int newRank = Math.max(1, engineCount - 1);
            if (newRank != rank) {
                for (int o = 0; o < size; o++) {
                    owner.resultsByRank[pairs[o]][rank] -= (long) m[o];
                    owner.resultsByRank[pairs[o]][newRank] += (long) m[o];
                }
            }
            owner.resultsByRank[pair][newRank]++;
            int k = 0;
            while (k < size && pairs[k] != pair) {
                k++;
            }
            if (k == size) {
                if (size == pairs.length) {
                    pairs = Arrays.copyOf(pairs, 2 * size);
                    s = Arrays.copyOf(s, 2 * size);
                    m = Arrays.copyOf(m, 2 * size);
                }
                pairs[size] = pair;
                size++;
            }
            double oldS = s[k];
            double oldM = m[k];
            double newS = oldS + pointsLow;
            double newM = oldM + 1.0;
            double dS = pointsLow;
            for (int o = 0; o < size; o++) {
                if (o == k) {
                    continue;
                }
                int q = pairs[o];
                if (pair < q) {
                    double[] c = owner.cell(pair, q);
                    c[0] += dS * s[o];
                    c[1] += dS * m[o];
                    c[2] += s[o];
                    c[3] += m[o];
                } else {
                    double[] c = owner.cell(q, pair);
                    c[0] += s[o] * dS;
                    c[1] += s[o];
                    c[2] += dS * m[o];
                    c[3] += m[o];
                }
            }
            double[] d = owner.cell(pair, pair);
            d[0] += newS * newS - oldS * oldS;
            double sm = newS * newM - oldS * oldM;
            d[1] += sm;
            d[2] += sm;
            d[3] += newM * newM - oldM * oldM;
            s[k] = newS;
            m[k] = newM;
        }

        private void addEngine(int engine) {
            for (int i = 0; i < engineCount; i++) {
                if (engines[i] == engine) {
                    return;
                }
            }
            if (engineCount == engines.length) {
                engines = Arrays.copyOf(engines, 2 * engineCount);
            }
            engines[engineCount++] = engine;
        }
    }
}
