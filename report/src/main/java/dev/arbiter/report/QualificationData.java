package dev.arbiter.report;

import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.StopDecision;
import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.EloEstimate;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.EliminationSchedule;
import dev.arbiter.tournament.SchedulePlan;
import dev.arbiter.tournament.StopCheck;
import dev.arbiter.tournament.referee.Schedule;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.Standings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Every figure of a qualification's report, computed from its game log through the same code as the run itself:
 * {@link Standings} (the ranking, so the page equals ranking.csv), {@link StopCheck} replayed on the games in index
 * order (the stop decision, and so the games counted), and the games' own records (seats, faults, moves). The log
 * is streamed (twice: the games counted, then their moves); only a slim copy
 * of each game (no moves) is kept, so a run of 100,000 games needs a few tens of megabytes.
 */
final class QualificationData {

    /** The most points of the rating-against-games curve (each is a fit of a prefix of the games). */
    static final int MAX_POINTS = 80;

    /**
     * The ratings after the first {@code games} games in index order.
     *
     * @param games games in the prefix
     * @param elo   every engine's rating (configuration order)
     * @param low   the lower ends of their 95% intervals
     * @param high  the upper ends
     */
    record EloPoint(int games, double[] elo, double[] low, double[] high) {
    }

    /**
     * A forfeited game.
     *
     * @param index  the game's index in the schedule
     * @param round  its round
     * @param engine the forfeiter
     * @param fault  the fault code
     * @param reason the referee's line
     */
    record Forfeit(int index, int round, String engine, String fault, String reason) {
    }

    final QualifyConfig config;
    final Game<?> game;
    final List<String> engines = new ArrayList<>();
    final int planned;
    /** The games without their moves, in index order. */
    final List<GameRecord> games = new ArrayList<>();
    final Standings standings;
    final StopDecision stop;
    /** An elimination's engines in play and drops, replayed from the games counted; null for a round-robin. */
    final EliminationSchedule.Summary elimination;
    final List<EloPoint> progress = new ArrayList<>();
    final MoveStats moves;
    /** Per seat and engine: points and pairwise results of the engine in that seat against the other seats. */
    final double[][] seatPoints;
    final double[][] seatResults;
    final List<Forfeit> forfeits = new ArrayList<>();
    final Map<GameEnd, Integer> ends = new EnumMap<>(GameEnd.class);
    /** Why games were void (an external referee could not score them), with how many each reason voided. */
    final Map<String, Integer> voidReasons = new java.util.TreeMap<>();
    final long plies;
    private final Map<List<?>, List<?>> interned = new HashMap<>();

    private QualificationData(QualifyConfig config, Game<?> game, Path run) throws IOException {
        this.config = config;
        this.game = game;
        for (EngineSpec e : config.engines()) {
            engines.add(e.name());
        }
        planned = Schedule.plan(engines.size(), game.actorCount(), config.rounds().count(),
                config.rounds().gauntlet() == null ? -1 : config.engineIndex(config.rounds().gauntlet())).size();
        moves = new MoveStats(engines);
        int seats = game.actorCount();
        seatPoints = new double[seats][engines.size()];
        seatResults = new double[seats][engines.size()];
        GameLog.forEach(RunFormat.games(run), record -> games.add(slim(record)));
        games.sort(Comparator.comparingInt(GameRecord::index));
        int counted = StopCheck.counted(config.stop(), engines, seats, games).size();
        games.subList(counted, games.size()).clear();
        int countedBelow = counted == 0 ? 0 : games.get(counted - 1).index() + 1;
        long[] plyCount = {0};
        GameLog.forEach(RunFormat.games(run), record -> {
            if (record.index() < countedBelow) {
                moves.add(game, record);
                plyCount[0] += record.moves().size();
            }
        });
        plies = plyCount[0];
        standings = new Standings(engines, seats);
        StopCheck check = new StopCheck(config.stop(), engines, seats);
        TreeSet<Integer> points = pointsOfTheCurve(games.size());
        BradleyTerry.Fit fit = null;
        for (int g = 0; g < games.size(); g++) {
            GameRecord record = games.get(g);
            standings.add(record);
            check.offer(record);
            countSeatsAndFaults(record);
            if (check.stop() != null && check.stop().games() == g + 1) {
                points.add(g + 1);
            }
            if (points.contains(g + 1)) {
                fit = standings.fitFrom(fit);
                progress.add(point(g + 1, fit));
            }
        }
        stop = check.stop();
        SchedulePlan plan = SchedulePlan.of(config, engines, seats);
        games.forEach(plan::offer);
        elimination = plan.elimination();
    }

    /** Reads the run folder {@code run} of a qualification configured as {@code config}. */
    static QualificationData read(QualifyConfig config, Game<?> game, Path run) throws IOException {
        return new QualificationData(config, game, run);
    }

    /**
     * The game without its moves (they are not needed once counted), its seats and scores shared with every game
     * that has the same ones, its reason kept for a forfeit or a void game only: a kept game costs about a hundred
     * bytes.
     */
    private GameRecord slim(GameRecord r) {
        return new GameRecord(r.slot(), "", shared(r.seats()), List.of(), new GameOutcome(shared(r.scores()), r.end(),
                r.forfeiter() >= 0 || r.end() == GameEnd.VOID ? r.reason() : "", r.forfeiter(), r.fault()));
    }

    @SuppressWarnings("unchecked")
    private <T> List<T> shared(List<T> list) {
        return (List<T>) interned.computeIfAbsent(List.copyOf(list), l -> l);
    }

    /** About {@link #MAX_POINTS} prefix lengths spread evenly over {@code n} games, the last one included. */
    private static TreeSet<Integer> pointsOfTheCurve(int n) {
        TreeSet<Integer> points = new TreeSet<>();
        int count = Math.min(n, MAX_POINTS);
        for (int j = 1; j <= count; j++) {
            points.add((int) Math.ceil((double) n * j / count));
        }
        return points;
    }

    private EloPoint point(int prefix, BradleyTerry.Fit fit) {
        int n = engines.size();
        double[] elo = new double[n];
        double[] low = new double[n];
        double[] high = new double[n];
        for (int e = 0; e < n; e++) {
            EloEstimate rating = fit.rating(e, EloEstimate.DEFAULT_CONFIDENCE);
            elo[e] = rating.elo();
            low[e] = rating.lower();
            high[e] = rating.upper();
        }
        return new EloPoint(prefix, elo, low, high);
    }

    private void countSeatsAndFaults(GameRecord record) {
        ends.merge(record.end(), 1, Integer::sum);
        if (record.end() == GameEnd.VOID) {
            voidReasons.merge(record.reason().replaceFirst("^void: ", ""), 1, Integer::sum);
            return;
        }
        if (record.forfeiter() >= 0) {
            forfeits.add(new Forfeit(record.index(), record.round(), record.seats().get(record.forfeiter()),
                    record.fault() == null ? "" : record.fault(), record.reason()));
        }
        List<String> seats = record.seats();
        for (int a = 0; a < seats.size(); a++) {
            int e = engines.indexOf(seats.get(a));
            for (int b = 0; b < seats.size(); b++) {
                if (b != a && !seats.get(b).equals(seats.get(a)) && e >= 0) {
                    seatPoints[a][e] += record.points(a, b);
                    seatResults[a][e]++;
                }
            }
        }
    }

    /** Whether every game is a one-actor puzzle (engines compared by their scores in the same round). */
    boolean puzzle() {
        return game.actorCount() == 1;
    }
}
