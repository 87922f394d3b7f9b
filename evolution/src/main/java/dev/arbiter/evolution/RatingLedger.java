package dev.arbiter.evolution;

import dev.arbiter.elo.BradleyTerry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every vector a tuner has played and every game between them: the data of the joint rating.
 *
 * <p>Vectors get dense ids in order of registration. Results are kept per unordered pair of ids as
 * (games, points of the lower id). {@link #fit(int[])} computes the joint Bradley–Terry fit
 * ({@link BradleyTerry}, with its weak virtual-draw prior) of any subset of vectors from the games
 * among them. Fitting all vectors ever played would cost O(n³) per fit and grow without bound,
 * so callers fit a bounded, recent subset (see {@link DifferentialEvolution}).
 */
public final class RatingLedger {

    private final List<double[]> vectors = new ArrayList<>();
    private final List<List<Integer>> neighbours = new ArrayList<>();
    private final List<Double> gamesOf = new ArrayList<>();
    private final Map<Long, double[]> edges = new HashMap<>();
    private final List<Long> edgeOrder = new ArrayList<>();

    /** Registers a vector (copied) and returns its id. */
    public int register(double[] vector) {
        vectors.add(vector.clone());
        neighbours.add(new ArrayList<>());
        gamesOf.add(0.0);
        return vectors.size() - 1;
    }

    /** Number of registered vectors. */
    public int size() {
        return vectors.size();
    }

    /** The vector with this id (a copy). */
    public double[] vector(int id) {
        return vectors.get(id).clone();
    }

    /** Total games played by a vector. */
    public double games(int id) {
        return gamesOf.get(id);
    }

    /**
     * Records games between two vectors.
     *
     * @param a      id of one vector
     * @param b      id of the other
     * @param games  number of games
     * @param points points {@code a} scored in them
     */
    public void record(int a, int b, double games, double points) {
        if (a == b) {
            throw new IllegalArgumentException("a vector cannot play itself");
        }
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        long key = ((long) low << 32) | high;
        double[] edge = edges.get(key);
        if (edge == null) {
            edge = new double[2];
            edges.put(key, edge);
            edgeOrder.add(key);
            neighbours.get(low).add(high);
            neighbours.get(high).add(low);
        }
        edge[0] += games;
        edge[1] += a == low ? points : games - points;
        gamesOf.set(a, gamesOf.get(a) + games);
        gamesOf.set(b, gamesOf.get(b) + games);
    }

    /**
     * Joint Bradley–Terry fit of a subset of vectors from the games among them.
     *
     * @param ids distinct vector ids; index {@code k} of the fit is {@code ids[k]}
     * @return the fit, Elo with mean 0 over the subset
     */
    public BradleyTerry.Fit fit(int[] ids) {
        int n = ids.length;
        Map<Integer, Integer> index = new HashMap<>();
        for (int k = 0; k < n; k++) {
            index.put(ids[k], k);
        }
        double[][] games = new double[n][n];
        double[][] points = new double[n][n];
        for (int k = 0; k < n; k++) {
            int id = ids[k];
            for (int other : neighbours.get(id)) {
                Integer m = index.get(other);
                if (m == null || other < id) {
                    continue;
                }
                double[] edge = edges.get(((long) id << 32) | other);
                games[k][m] = edge[0];
                games[m][k] = edge[0];
                points[k][m] = edge[1];
                points[m][k] = edge[0] - edge[1];
            }
        }
        return BradleyTerry.fit(games, points);
    }

    /** Plain data of the ledger, for checkpoints. */
    public State save() {
        int e = edgeOrder.size();
        int[] low = new int[e];
        int[] high = new int[e];
        double[] games = new double[e];
        double[] points = new double[e];
        for (int k = 0; k < e; k++) {
            long key = edgeOrder.get(k);
            double[] edge = edges.get(key);
            low[k] = (int) (key >>> 32);
            high[k] = (int) key;
            games[k] = edge[0];
            points[k] = edge[1];
        }
        return new State(vectors.stream().map(double[]::clone).toArray(double[][]::new), low, high, games, points);
    }

    /** Rebuilds a ledger from {@link #save()}. */
    public static RatingLedger restore(State state) {
        RatingLedger ledger = new RatingLedger();
        for (double[] v : state.vectors()) {
            ledger.register(v);
        }
        for (int k = 0; k < state.edgeLow().length; k++) {
            ledger.record(state.edgeLow()[k], state.edgeHigh()[k], state.edgeGames()[k], state.edgePointsLow()[k]);
        }
        return ledger;
    }

    /**
     * Serialisable ledger data.
     *
     * @param vectors       every vector, by id
     * @param edgeLow       lower id of each pair of vectors that met, in order of first meeting
     * @param edgeHigh      higher id
     * @param edgeGames     games between them
     * @param edgePointsLow points the lower id scored
     */
    public record State(double[][] vectors, int[] edgeLow, int[] edgeHigh, double[] edgeGames,
                        double[] edgePointsLow) {
    }
}
