package dev.arbiter.tournament.results;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.ClusteredResults;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.SequentialElo;
import dev.arbiter.elo.Trinomial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The ratings implied by a set of finished games: pairwise results per engine, a joint Bradley-Terry fit
 * (a draw is half a win) with 95% score-type intervals (a side the games do not bound, as after a clean sweep, is
 * infinite: {@code EloEstimate#intervalText}), likelihood of superiority between neighbours, MiniFrame's
 * sequential Elo, and the game-pair (pentanomial) statistics of every two engines that met in two-seat games. Every figure is a
 * function of the set of games, whatever order they were added in (games finish out of order when several
 * are played at once, and a resumed run or {@code arbiter rank} adds them in index order).
 *
 * <p>Pairwise results: in a game of two or more seats, every pair of seats held by different engines is
 * one result (higher score wins, a forfeiter loses to everyone). In a one-actor problem, the engines that
 * played the same round are compared by their scores (MiniFrame's rule for one player).
 *
 * <p>Independent units for the errors ({@link ClusteredResults}): the games of one pairing in one round (a
 * seat-swapped game pair, or the seat rotations of a many-seat game: they share the start); in a one-actor
 * problem, the round. The intervals therefore assume that different game pairs (rounds) are independent.
 */
public final class Standings {

    /** Sequential Elo's K factor and starting rating. */
    private static final double SEQUENTIAL_K = 16;

    private final List<String> engines;
    private final long[] wins;
    private final long[] draws;
    private final long[] losses;
    private final long[] forfeits;
    private final ClusteredResults results;
    /** Every result as {game index that completed it, other game's index, seat a, seat b, a, b, points of a}. */
    private final List<double[]> ordered = new ArrayList<>();
    /** Game pairs of two-seat games: per cluster, {engine a, engine b, points of a, games} with a &lt; b. */
    private final Map<Long, double[]> pairs = new HashMap<>();
    /** Per-game results of every ordered pair of engines: [a * n + b] = {wins of a, draws, losses of a}. */
    private final long[][] pairResults;
    private final boolean oneActor;
    private final Map<Integer, List<GameRecord>> soloRounds = new TreeMap<>();
    private int gameCount;
    private BradleyTerry.Fit fit;
    private List<EngineStanding> ranking;

    /** Empty standings for these engines. */
    public Standings(List<String> engines, int actors) {
        this.engines = List.copyOf(engines);
        int n = engines.size();
        wins = new long[n];
        draws = new long[n];
        losses = new long[n];
        forfeits = new long[n];
        results = new ClusteredResults(n);
        pairResults = new long[n * n][3];
        oneActor = actors == 1;
    }

    /** Standings of these records, added in order. */
    public static Standings of(List<String> engines, int actors, List<GameRecord> records) {
        Standings standings = new Standings(engines, actors);
        records.stream().sorted(Comparator.comparingInt(GameRecord::index)).forEach(standings::add);
        return standings;
    }

    /** Adds one finished game; a void game counts for nobody. */
    public void add(GameRecord record) {
        if (record.end() == GameEnd.VOID) {
            return;
        }
        gameCount++;
        fit = null;
        ranking = null;
        if (record.forfeiter() >= 0) {
            forfeits[index(record.seats().get(record.forfeiter()))]++;
        }
        if (oneActor) {
            List<GameRecord> round = soloRounds.computeIfAbsent(record.round(), r -> new ArrayList<>());
            for (GameRecord other : round) {
                double p = soloPoints(record, other);
                GameRecord first = other.index() < record.index() ? other : record;
                GameRecord last = first == other ? record : other;
                double pFirst = first == record ? p : 1 - p;
                result(index(first.seats().get(0)), index(last.seats().get(0)), pFirst, record.round(),
                        new double[] {last.index(), first.index(), 0, 0});
            }
            round.add(record);
            return;
        }
        long pairKey = ((long) record.round() << 32) | record.pairing();
        List<String> seats = record.seats();
        for (int a = 0; a < seats.size(); a++) {
            for (int b = a + 1; b < seats.size(); b++) {
                int ea = index(seats.get(a));
                int eb = index(seats.get(b));
                if (ea != eb) {
                    double points = record.points(a, b);
                    result(ea, eb, points, pairKey, new double[] {record.index(), record.index(), a, b});
                    if (seats.size() == 2) {
                        addToPair(pairKey, ea, eb, points);
                    }
                }
            }
        }
    }

    private static double soloPoints(GameRecord mine, GameRecord theirs) {
        boolean iForfeit = mine.forfeiter() >= 0;
        boolean theyForfeit = theirs.forfeiter() >= 0;
        if (iForfeit || theyForfeit) {
            return iForfeit == theyForfeit ? 0.5 : iForfeit ? 0.0 : 1.0;
        }
        double a = mine.scores().get(0);
        double b = theirs.scores().get(0);
        return a > b ? 1.0 : a < b ? 0.0 : 0.5;
    }

    /**
     * One pairwise result of cluster {@code cluster}; {@code order} places it in game-index order for the
     * sequential Elo. Game-pair statistics are kept for two engines in games of seats (one-actor clusters are
     * rounds and form no pairs).
     */
    private void result(int a, int b, double pointsA, long cluster, double[] order) {
        if (pointsA == 1) {
            wins[a]++;
            losses[b]++;
        } else if (pointsA == 0) {
            wins[b]++;
            losses[a]++;
        } else {
            draws[a]++;
            draws[b]++;
        }
        results.add(cluster, a, b, pointsA);
        ordered.add(new double[] {order[0], order[1], order[2], order[3], a, b, pointsA});
        int outcome = pointsA == 1 ? 0 : pointsA == 0 ? 2 : 1;
        pairResults[a * engines.size() + b][outcome]++;
        pairResults[b * engines.size() + a][2 - outcome]++;
    }

    /** Adds a two-seat game's result to its game pair (the cluster: one pairing of one round). */
    private void addToPair(long cluster, int a, int b, double pointsA) {
        int low = Math.min(a, b);
        double pointsLow = low == a ? pointsA : 1 - pointsA;
        double[] pair = pairs.computeIfAbsent(cluster, k -> new double[] {low, Math.max(a, b), 0, 0});
        pair[2] += pointsLow;
        pair[3]++;
    }

    private int index(String engine) {
        int i = engines.indexOf(engine);
        if (i < 0) {
            throw new IllegalArgumentException("game record names an unknown engine '" + engine + "'");
        }
        return i;
    }

    /** Number of games added. */
    public int gameCount() {
        return gameCount;
    }

    /** The engines, in configuration order. */
    public List<String> engines() {
        return engines;
    }

    /** The joint Bradley-Terry fit with cluster-robust errors (cached until the next game). */
    public BradleyTerry.Fit fit() {
        if (fit == null) {
            fit = BradleyTerry.fit(results);
        }
        return fit;
    }

    /**
     * The fit continued from an earlier one of fewer of these games (for a check after every game): it agrees with
     * {@link #fit()} to about 1e-7 Elo, in one or two Newton steps instead of several.
     *
     * @param start an earlier fit of these engines, or null
     */
    public BradleyTerry.Fit fitFrom(BradleyTerry.Fit start) {
        return BradleyTerry.fit(results, BradleyTerry.DEFAULT_PRIOR_GAMES, start);
    }

    /**
     * MiniFrame's sequential Elo after every result in game-index order (K = 16): a function of the set of
     * games, not of the order they finished in.
     */
    private double[] sequentialElo() {
        List<double[]> sorted = new ArrayList<>(ordered);
        sorted.sort(Comparator.<double[]>comparingDouble(r -> r[0]).thenComparingDouble(r -> r[1])
                .thenComparingDouble(r -> r[2]).thenComparingDouble(r -> r[3]));
        SequentialElo sequential = new SequentialElo(engines.size(), SEQUENTIAL_K, 0);
        for (double[] r : sorted) {
            sequential.update((int) r[4], (int) r[5], r[6]);
        }
        return sequential.ratings();
    }

    /** Points and games of engine {@code a} against engine {@code b}. */
    public double[] headToHead(int a, int b) {
        return new double[] {results.points(a, b), results.games(a, b)};
    }

    /**
     * Game-pair statistics of engine 0 against engine 1 in a run of exactly two engines (empty otherwise): each
     * pair of games played from the same start with the seats swapped. Incomplete pairs are left out.
     */
    public Pentanomial pentanomial() {
        return engines.size() == 2 ? pentanomial(0, 1) : Pentanomial.of(new long[Pentanomial.CELLS]);
    }

    /**
     * Game-pair statistics of engine {@code a} against engine {@code b} in two-seat games: each pair of games
     * played from the same start with the seats swapped. Incomplete pairs are left out.
     */
    public Pentanomial pentanomial(int a, int b) {
        long[] counts = new long[Pentanomial.CELLS];
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        for (double[] pair : pairs.values()) {
            if (pair[0] == low && pair[1] == high && pair[3] == 2) {
                double pointsOfA = a == low ? pair[2] : 2 - pair[2];
                counts[(int) Math.round(pointsOfA * 2)]++;
            }
        }
        return Pentanomial.of(counts);
    }

    /** Per-game statistics of engine 0 against engine 1 in a run of exactly two engines. */
    public Trinomial trinomial() {
        return new Trinomial(wins[0], draws[0], losses[0]);
    }

    /** Per-game statistics of engine {@code a} against engine {@code b} (every pairwise result between them). */
    public Trinomial trinomial(int a, int b) {
        long[] r = pairResults[a * engines.size() + b];
        return new Trinomial(r[0], r[1], r[2]);
    }

    /** The ranking, best first (cached until the next game: its intervals cost a root search each). */
    public List<EngineStanding> ranking() {
        if (ranking == null) {
            ranking = List.copyOf(rank());
        }
        return ranking;
    }

    private List<EngineStanding> rank() {
        BradleyTerry.Fit f = fit();
        double[] sequential = sequentialElo();
        Integer[] order = new Integer[engines.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -f.elo()[i]).thenComparing(i -> i));
        List<EngineStanding> rows = new ArrayList<>();
        for (int r = 0; r < order.length; r++) {
            int e = order[r];
            long g = wins[e] + draws[e] + losses[e];
            boolean nextPlayed = r + 1 < order.length
                    && wins[order[r + 1]] + draws[order[r + 1]] + losses[order[r + 1]] > 0;
            double los = g > 0 && nextPlayed ? f.superiority(e, order[r + 1]) : Double.NaN;
            if (g == 0) {
                // an engine without a counted result has no rating: no figure rather than the prior's 0 +- 3000
                rows.add(new EngineStanding(r + 1, engines.get(e), EngineStanding.Rating.NONE,
                        new EngineStanding.PairwiseResults(0, 0, 0, 0), Double.NaN, forfeits[e], Double.NaN));
                continue;
            }
            EloEstimate rating = f.rating(e, EloEstimate.DEFAULT_CONFIDENCE);
            rows.add(new EngineStanding(r + 1, engines.get(e),
                    new EngineStanding.Rating(f.elo()[e], rating.lower(), rating.upper()),
                    new EngineStanding.PairwiseResults(g, wins[e], draws[e], losses[e]), los, forfeits[e],
                    sequential[e]));
        }
        return rows;
    }
}
