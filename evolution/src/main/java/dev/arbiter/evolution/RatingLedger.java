package dev.arbiter.evolution;

import dev.arbiter.elo.BradleyTerry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Vectors and the games between them: the data of a joint rating, kept bounded by forgetting.
 *
 * <p>Vectors get increasing ids in order of registration; an id is never reused, also after
 * {@link #forget(int) forgetting} its vector. Results are kept per unordered pair of retained ids as
 * (games, points of the lower id); each vector also keeps its own total of games and points, which stays
 * complete when its opponents are forgotten. {@link #fit(int[])} computes the joint Bradley–Terry fit
 * ({@link BradleyTerry}, with its weak virtual-draw prior) of any subset of retained vectors from the games
 * among them. Fitting every vector ever played would cost O(n³) per fit and the ledger would grow without
 * bound, so callers fit a bounded, recent subset and forget what they will not fit again (see
 * {@link DifferentialEvolution}).
 */
public final class RatingLedger {

    private static final class Entry {
        final double[] vector;
        final List<Integer> neighbours = new ArrayList<>();
        double games;
        double points;

        Entry(double[] vector) {
            this.vector = vector;
        }
    }

    private final Map<Integer, Entry> entries = new LinkedHashMap<>();
    private final Map<Long, double[]> edges = new LinkedHashMap<>();
    private int nextId;

    /** Registers a vector (copied) and returns its id. */
    public int register(double[] vector) {
        int id = nextId++;
        entries.put(id, new Entry(vector.clone()));
        return id;
    }

    /** The id the next registered vector gets: every id below it was handed out (some may be forgotten). */
    public int nextId() {
        return nextId;
    }

    /** Whether the vector with this id is still kept. */
    public boolean contains(int id) {
        return entries.containsKey(id);
    }

    /** The ids kept, in order of registration. */
    public int[] ids() {
        return entries.keySet().stream().mapToInt(Integer::intValue).toArray();
    }

    /** The vector with this id (a copy). */
    public double[] vector(int id) {
        return entry(id).vector.clone();
    }

    /** Total games played by a vector since it was registered. */
    public double games(int id) {
        return entry(id).games;
    }

    /** Total points a vector scored since it was registered. */
    public double points(int id) {
        return entry(id).points;
    }

    private Entry entry(int id) {
        Entry e = entries.get(id);
        if (e == null) {
            throw new IllegalArgumentException("no vector " + id + " in the ledger");
        }
        return e;
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
        Entry ea = entry(a);
        Entry eb = entry(b);
        addEdge(a, b, games, points);
        ea.games += games;
        ea.points += points;
        eb.games += games;
        eb.points += games - points;
    }

    private void addEdge(int a, int b, double games, double points) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        long key = ((long) low << 32) | high;
        double[] edge = edges.get(key);
        if (edge == null) {
            edge = new double[2];
            edges.put(key, edge);
            entries.get(low).neighbours.add(high);
            entries.get(high).neighbours.add(low);
        }
        edge[0] += games;
        edge[1] += a == low ? points : games - points;
    }

    /** Forgets a vector and its games with the others (their totals keep them); a no-op for an unknown id. */
    public void forget(int id) {
        Entry e = entries.remove(id);
        if (e == null) {
            return;
        }
        for (int other : e.neighbours) {
            entries.get(other).neighbours.remove(Integer.valueOf(id));
            edges.remove(((long) Math.min(id, other) << 32) | Math.max(id, other));
        }
    }

    /**
     * Joint Bradley–Terry fit of a subset of retained vectors from the games among them.
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
            for (int other : entry(id).neighbours) {
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

    /**
     * The retained ids that can be reached from {@code id} through games among retained vectors (its
     * connected component, {@code id} first): the vectors whose Elo relative to it a joint fit can tell.
     */
    public int[] component(int id) {
        List<Integer> found = new ArrayList<>(List.of(id));
        Set<Integer> seen = new HashSet<>(found);
        for (int k = 0; k < found.size(); k++) {
            for (int other : entry(found.get(k)).neighbours) {
                if (seen.add(other)) {
                    found.add(other);
                }
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Plain data of the ledger, for checkpoints. */
    public State save() {
        int n = entries.size();
        int[] ids = new int[n];
        double[][] vectors = new double[n][];
        double[] games = new double[n];
        double[] points = new double[n];
        int k = 0;
        for (Map.Entry<Integer, Entry> e : entries.entrySet()) {
            ids[k] = e.getKey();
            vectors[k] = e.getValue().vector.clone();
            games[k] = e.getValue().games;
            points[k++] = e.getValue().points;
        }
        int m = edges.size();
        int[] low = new int[m];
        int[] high = new int[m];
        double[] edgeGames = new double[m];
        double[] edgePoints = new double[m];
        int j = 0;
        for (Map.Entry<Long, double[]> e : edges.entrySet()) {
            low[j] = (int) (e.getKey() >>> 32);
            high[j] = (int) (long) e.getKey();
            edgeGames[j] = e.getValue()[0];
            edgePoints[j++] = e.getValue()[1];
        }
        return new State(new State.Entries(ids, vectors, games, points), new State.Edges(low, high, edgeGames, edgePoints),
                nextId);
    }

    /** Rebuilds a ledger from {@link #save()}; a state without ids (written before vectors could be forgotten) has ids 0..n-1. */
    public static RatingLedger restore(State state) {
        RatingLedger ledger = new RatingLedger();
        State.Entries kept = state.entries();
        State.Edges met = state.edges();
        double[][] vectors = kept.vectors();
        if (kept.ids() == null) {
            for (double[] v : vectors) {
                ledger.register(v);
            }
            for (int k = 0; k < met.edgeLow().length; k++) {
                ledger.record(met.edgeLow()[k], met.edgeHigh()[k], met.edgeGames()[k], met.edgePointsLow()[k]);
            }
            return ledger;
        }
        for (int k = 0; k < vectors.length; k++) {
            Entry e = new Entry(vectors[k].clone());
            e.games = kept.games()[k];
            e.points = kept.points()[k];
            ledger.entries.put(kept.ids()[k], e);
        }
        for (int k = 0; k < met.edgeLow().length; k++) {
            ledger.addEdge(met.edgeLow()[k], met.edgeHigh()[k], met.edgeGames()[k], met.edgePointsLow()[k]);
        }
        ledger.nextId = state.nextId();
        return ledger;
    }

    /**
     * Serialisable ledger data (a checkpoint writes its parts' fields side by side, as one object).
     *
     * @param entries the retained vectors with their totals
     * @param edges   the games between retained vectors
     * @param nextId  the id of the next vector registered
     */
    public record State(Entries entries, Edges edges, int nextId) {

        /**
         * The retained vectors.
         *
         * @param ids     the retained ids (null in states written before forgetting: then 0..n-1)
         * @param vectors the vector of each retained id
         * @param games   each vector's total games
         * @param points  each vector's total points
         */
        public record Entries(int[] ids, double[][] vectors, double[] games, double[] points) {
        }

        /**
         * The pairs of retained vectors that met, in order of first meeting.
         *
         * @param edgeLow       lower id of each pair
         * @param edgeHigh      higher id
         * @param edgeGames     games between them
         * @param edgePointsLow points the lower id scored
         */
        public record Edges(int[] edgeLow, int[] edgeHigh, double[] edgeGames, double[] edgePointsLow) {
        }
    }
}
