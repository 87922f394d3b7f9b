package dev.arbiter.tuning;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.evolution.RatingLedger;
import dev.arbiter.tournament.results.CsvTable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The vectors a tuning run names in its game log ({@code v<id>}) and lists in {@code evaluations.csv}: the seed
 * vector {@code v0} and the {@link #CAPACITY} most recently played others, with their games among each other.
 * A vector played again gets its name again while it is kept; the least recently played one is forgotten when
 * the window is full (never the seed, never one of a pair still being played), and comes back under a new name.
 * So the run's memory and checkpoint stay bounded whether the tuner plays the same vectors again and again
 * (DE's members) or a new pair every time (SPSA), and the table lists what the tuner played last.
 */
public final class RecentVectors {

    /** Vectors kept besides the seed. */
    static final int CAPACITY = 300;

    private final RatingLedger ledger;
    private final Map<List<Double>, Integer> ids = new HashMap<>();
    private final LinkedHashSet<Integer> recency = new LinkedHashSet<>();
    private final Map<Integer, Long> firstStep = new HashMap<>();
    private final Map<Integer, Integer> pins = new HashMap<>();

    /** A window holding only the seed vector, {@code v0}. */
    RecentVectors(double[] seedVector) {
        this(new RatingLedger());
        add(ledger.register(seedVector), 0);
    }

    private RecentVectors(RatingLedger ledger) {
        this.ledger = ledger;
    }

    private void add(int id, long step) {
        ids.put(TuningOutputs.key(ledger.vector(id)), id);
        recency.add(id);
        firstStep.put(id, step);
    }

    /**
     * The name of a vector handed out for play at {@code step}, registering it if it is not kept; the vector stays
     * kept until {@link #release}d.
     */
    int use(double[] vector, long step) {
        Integer id = ids.get(TuningOutputs.key(vector));
        if (id == null) {
            id = ledger.register(vector);
            add(id, step);
            evict();
        } else {
            recency.remove(id);
            recency.add(id);
        }
        pin(id);
        return id;
    }

    /** Keeps a vector while a pair that plays it is outstanding. */
    void pin(int id) {
        pins.merge(id, 1, Integer::sum);
    }

    /** A pair that played the vector is over. */
    void release(int id) {
        pins.computeIfPresent(id, (k, n) -> n == 1 ? null : n - 1);
    }

    private void evict() {
        if (recency.size() <= CAPACITY + 1) {
            return;
        }
        for (int id : recency) {
            if (id != 0 && !pins.containsKey(id)) {
                recency.remove(id);
                ids.remove(TuningOutputs.key(ledger.vector(id)));
                firstStep.remove(id);
                ledger.forget(id);
                return;
            }
        }
    }

    /** A pair between two kept vectors: {@code halfPoints} are A's points times two. */
    void record(int a, int b, int halfPoints) {
        record(a, b, 2, halfPoints / 2.0);
    }

    /** Games between two vectors, if both are kept: {@code points} are A's. */
    void record(int a, int b, double games, double points) {
        if (ledger.contains(a) && ledger.contains(b)) {
            ledger.record(a, b, games, points);
        }
    }

    /** How many vectors are kept (the seed included). */
    int size() {
        return recency.size();
    }

    /**
     * evaluations.csv: one row per kept vector ({@code v<id>}, the generation it was first played in, its values,
     * its games, points and score), and its Elo from a joint Bradley–Terry fit of the vectors its games connect it
     * to: relative to the seed {@code v0} where they connect it to the seed, otherwise relative to the oldest
     * vector of its connected group, named in {@code elo_vs} (that vector itself is at 0). A vector that played no kept
     * vector has no Elo.
     */
    CsvTable evaluations(List<String> names) {
        int[] kept = ledger.ids();
        Map<Integer, double[]> elo = new HashMap<>();
        Set<Integer> done = new HashSet<>();
        for (int id : kept) {
            if (done.contains(id)) {
                continue;
            }
            int[] group = ledger.component(id);
            Arrays.stream(group).forEach(done::add);
            if (group.length < 2) {
                continue;
            }
            Arrays.sort(group);
            BradleyTerry.Fit fit = ledger.fit(group);
            for (int k = 0; k < group.length; k++) {
                elo.put(group[k], new double[] {fit.diff(k, 0), fit.diffStdErr(k, 0), group[0]});
            }
        }
        List<String> columns = new ArrayList<>(List.of("vector", "generation"));
        columns.addAll(names);
        columns.addAll(List.of("games", "points", "score", "elo", "elo_se", "elo_vs"));
        CsvTable t = new CsvTable(columns);
        for (int id : kept) {
            double[] v = ledger.vector(id);
            List<Object> row = new ArrayList<>(List.of("v" + id, Math.toIntExact(firstStep.get(id))));
            for (int i = 0; i < names.size(); i++) {
                row.add(v[i]);
            }
            double games = ledger.games(id);
            double[] e = elo.get(id);
            boolean rated = e != null;
            row.addAll(List.of(games, ledger.points(id),
                    games > 0 ? TuningOutputs.round(ledger.points(id) / games, 4) : Double.NaN,
                    rated ? TuningOutputs.round(e[0], 1) : Double.NaN, rated ? TuningOutputs.round(e[1], 1) : Double.NaN,
                    rated ? "v" + (int) e[2] : ""));
            t.add(row.toArray());
        }
        return t;
    }

    /** Plain data for a checkpoint (the pins are the run's outstanding pairs, restored with them). */
    State save() {
        RatingLedger.State l = ledger.save();
        long[] steps = Arrays.stream(l.entries().ids()).mapToLong(firstStep::get).toArray();
        return new State(l, recency.stream().mapToInt(Integer::intValue).toArray(), steps);
    }

    /** The window of a checkpoint. */
    static RecentVectors restore(State state) {
        RecentVectors r = new RecentVectors(RatingLedger.restore(state.ledger()));
        int[] kept = state.ledger().entries().ids();
        for (int k = 0; k < kept.length; k++) {
            r.firstStep.put(kept[k], state.firstSteps()[k]);
            r.ids.put(TuningOutputs.key(r.ledger.vector(kept[k])), kept[k]);
        }
        for (int id : state.recency()) {
            r.recency.add(id);
        }
        return r;
    }

    /**
     * Serialisable window.
     *
     * @param ledger     the kept vectors and the games among them
     * @param recency    the kept ids, least recently played first
     * @param firstSteps the step each kept vector was first played in, in the ledger's order
     */
    public record State(RatingLedger.State ledger, int[] recency, long[] firstSteps) {
    }
}
