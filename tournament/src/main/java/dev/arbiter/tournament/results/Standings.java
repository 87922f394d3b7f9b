package dev.arbiter.tournament.results;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Los;
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
 * (a draw is half a win) with 95% intervals, likelihood of superiority between neighbours, MiniFrame's
 * sequential Elo, and for exactly two engines the game-pair (pentanomial) statistics.
 *
 * <p>Pairwise results: in a game of two or more seats, every pair of seats held by different engines is
 * one result (higher score wins, a forfeiter loses to everyone). In a one-actor problem, the engines that
 * played the same round are compared by their scores (MiniFrame's rule for one player).
 */
public final class Standings {

    /** Sequential Elo's K factor and starting rating. */
    private static final double SEQUENTIAL_K = 16;

    private final List<String> engines;
    private final double[][] games;
    private final double[][] points;
    private final long[] wins;
    private final long[] draws;
    private final long[] losses;
    private final long[] forfeits;
    private final SequentialElo sequential;
    private final Map<Long, double[]> pairs = new HashMap<>();
    private final boolean oneActor;
    private final Map<Integer, List<GameRecord>> soloRounds = new TreeMap<>();
    private int gameCount;
    private BradleyTerry.Fit fit;

    /** Empty standings for these engines. */
    public Standings(List<String> engines, int actors) {
        this.engines = List.copyOf(engines);
        int n = engines.size();
        games = new double[n][n];
        points = new double[n][n];
        wins = new long[n];
        draws = new long[n];
        losses = new long[n];
        forfeits = new long[n];
        sequential = new SequentialElo(n, SEQUENTIAL_K, 0);
        oneActor = actors == 1;
    }

    /** Standings of these records, added in order. */
    public static Standings of(List<String> engines, int actors, List<GameRecord> records) {
        Standings standings = new Standings(engines, actors);
        records.stream().sorted(Comparator.comparingInt(GameRecord::index)).forEach(standings::add);
        return standings;
    }

    /** Adds one finished game. */
    public void add(GameRecord record) {
        gameCount++;
        fit = null;
        if (record.forfeiter() >= 0) {
            forfeits[index(record.seats().get(record.forfeiter()))]++;
        }
        if (oneActor) {
            List<GameRecord> round = soloRounds.computeIfAbsent(record.round(), r -> new ArrayList<>());
            for (GameRecord other : round) {
                double p = soloPoints(record, other);
                result(index(record.seats().get(0)), index(other.seats().get(0)), p, -1);
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
                    result(ea, eb, record.points(a, b), pairKey);
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

    private void result(int a, int b, double pointsA, long pairKey) {
        games[a][b]++;
        games[b][a]++;
        points[a][b] += pointsA;
        points[b][a] += 1 - pointsA;
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
        sequential.update(a, b, pointsA);
        if (engines.size() == 2 && pairKey >= 0) {
            double[] pair = pairs.computeIfAbsent(pairKey, k -> new double[] {0, 0});
            pair[0] += a == 0 ? pointsA : 1 - pointsA;
            pair[1]++;
        }
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

    /** The joint Bradley-Terry fit (cached until the next game). */
    public BradleyTerry.Fit fit() {
        if (fit == null) {
            fit = BradleyTerry.fit(games, points);
        }
        return fit;
    }

    /** Points and games of engine {@code a} against engine {@code b}. */
    public double[] headToHead(int a, int b) {
        return new double[] {points[a][b], games[a][b]};
    }

    /**
     * Game-pair statistics of engine 0 against engine 1 (two engines, two seats): each pair of games played
     * from the same start with the seats swapped. Incomplete pairs are left out.
     */
    public Pentanomial pentanomial() {
        long[] counts = new long[5];
        for (double[] pair : pairs.values()) {
            if (pair[1] == 2) {
                counts[(int) Math.round(pair[0] * 2)]++;
            }
        }
        return Pentanomial.of(counts);
    }

    /** Per-game statistics of engine 0 against engine 1. */
    public Trinomial trinomial() {
        return new Trinomial(wins[0], draws[0], losses[0]);
    }

    /** The ranking, best first. */
    public List<EngineStanding> ranking() {
        BradleyTerry.Fit f = fit();
        double z = EloEstimate.zTwoSided(EloEstimate.DEFAULT_CONFIDENCE);
        Integer[] order = new Integer[engines.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -f.elo()[i]).thenComparing(i -> i));
        List<EngineStanding> rows = new ArrayList<>();
        for (int r = 0; r < order.length; r++) {
            int e = order[r];
            long g = wins[e] + draws[e] + losses[e];
            double los = r + 1 < order.length
                    ? Los.fromDifference(f.diff(e, order[r + 1]), f.diffStdErr(e, order[r + 1])) : Double.NaN;
            rows.add(new EngineStanding(r + 1, engines.get(e), f.elo()[e], f.elo()[e] - z * f.stdErr()[e],
                    f.elo()[e] + z * f.stdErr()[e], g, wins[e], draws[e], losses[e],
                    g == 0 ? Double.NaN : (wins[e] + 0.5 * draws[e]) / g, los, forfeits[e], sequential.rating(e)));
        }
        return rows;
    }
}
