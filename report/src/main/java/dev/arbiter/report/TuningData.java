package dev.arbiter.report;

import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.evolution.DeState;
import dev.arbiter.evolution.RatingLedger;
import dev.arbiter.evolution.QuadraticSurface;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tuning.TuningCheckpoint;
import dev.arbiter.tuning.TuningCheckpoint.GenerationRow;
import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.tuning.TunerStates;
import dev.arbiter.tuning.TuningOutputs;
import dev.arbiter.tuning.ValidationMatch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every figure of a tuning run's report, computed from its checkpoint (the generations, the vectors played, the
 * tuner's final population) and its game logs, streamed:
 * <ul>
 *   <li>the estimated gain of each generation's recommendation over the seed vector, from a quadratic response
 *       surface ({@link QuadraticSurface#difference}) fitted to every tuning pair played up to that generation
 *       (pairs are logged in the order the tuner was told of them, so the first {@code pairs} complete pairs of the
 *       log are exactly those it had seen);</li>
 *   <li>the validation match (and the last {@code tune verify} match) as its pentanomial Elo after every pair.</li>
 * </ul>
 */
final class TuningData {

    /**
     * The estimated gain of the recommendation over the seed after a generation.
     *
     * @param generation the generation
     * @param games      tuning games played by then
     * @param gain       the fitted Elo difference with its 95% interval, or null while the fit is not determined
     */
    record Gain(int generation, long games, EloEstimate gain) {
    }

    /**
     * A match of the recommendation against a baseline (the seed vector, or the values {@code tune verify --against}
     * gave), pair by pair.
     *
     * @param planned  pairs planned (0 if unknown)
     * @param games    games after each pair
     * @param elo      the pentanomial estimate after each pair
     * @param total    the final counts
     * @param baseline the baseline's name in the game log ({@link ValidationMatch#SEED} when no game was played)
     */
    record Match(int planned, List<Long> games, List<EloEstimate> elo, Pentanomial total, String baseline) {
    }

    final TuningConfig config;
    final TuningCheckpoint checkpoint;
    final List<GenerationRow> generations;
    final List<Gain> gains = new ArrayList<>();
    final long pairs;
    final long forfeits;
    final Match validation;
    final Match verification;

    private TuningData(TuningConfig config, TuningCheckpoint checkpoint, Path run) throws IOException {
        this.config = config;
        this.checkpoint = checkpoint;
        List<GenerationRow> stored = checkpoint == null ? null : checkpoint.legacy().generations();
        this.generations = checkpoint == null ? List.of() : stored != null ? stored
                : TuningOutputs.readGenerations(run.resolve(TuningOutputs.GENERATIONS), config.problem().names());
        long[] counted = new long[2];
        if (checkpoint != null) {
            fitGains(run, counted);
        }
        pairs = counted[0];
        forfeits = counted[1];
        validation = match(RunFormat.validationGames(run),
                checkpoint == null || checkpoint.validation() == null ? 0 : checkpoint.validation().planned());
        verification = match(RunFormat.verifyGames(run), 0);
    }

    /** Reads the run folder {@code run} of a tuning configured as {@code config}. */
    static TuningData read(TuningConfig config, Path run) throws IOException {
        return new TuningData(config, RunFormat.checkpoint(run).orElse(null), run);
    }

    /** Streams the tuning games pair by pair into the response surface, taking the gain at every generation's end. */
    private void fitGains(Path run, long[] counted) throws IOException {
        QuadraticSurface surface = new QuadraticSurface(config.problem().space());
        double[] seed = config.problem().seedVector();
        Map<Integer, double[]> vectors = vectorsById(checkpoint);
        GameRecord[] first = new GameRecord[1];
        int[] next = {0};
        GameLog.forEach(RunFormat.games(run), g -> {
            if (g.forfeiter() >= 0) {
                counted[1]++;
            }
            if (first[0] == null || first[0].round() != g.round()) {
                first[0] = g;
                return;
            }
            GameRecord a = first[0];
            first[0] = null;
            double[] va = vector(vectors, a.seats().get(0));
            double[] vb = vector(vectors, a.seats().get(1));
            if (va == null || vb == null) {
                return;
            }
            surface.record(va, vb, (int) Math.round(2 * a.points(0, 1) + 2 * g.points(1, 0)));
            counted[0]++;
            while (next[0] < generations.size() && generations.get(next[0]).pairs() <= counted[0]) {
                GenerationRow row = generations.get(next[0]++);
                gains.add(new Gain(row.generation(), 2 * row.pairs(), surface.difference(row.recommended(), seed)));
            }
        });
    }

    /**
     * The values of the vectors the checkpoint still knows, by id: every vector played (formats 1-2), or the window
     * of recent vectors (format 3, see {@code RecentVectors}): games of vectors older than the window are left out
     * of the response surface.
     */
    private static Map<Integer, double[]> vectorsById(TuningCheckpoint checkpoint) {
        Map<Integer, double[]> byId = new HashMap<>();
        double[][] vectors = checkpoint.legacy().vectors();
        if (vectors != null) {
            for (int id = 0; id < vectors.length; id++) {
                byId.put(id, vectors[id]);
            }
        } else if (checkpoint.recent() != null) {
            RatingLedger.State.Entries ledger = checkpoint.recent().ledger().entries();
            for (int i = 0; i < ledger.ids().length; i++) {
                byId.put(ledger.ids()[i], ledger.vectors()[i]);
            }
        }
        return byId;
    }

    /** The vector of a log's engine name {@code v<id>}, or null for a name that is none or no longer known. */
    private static double[] vector(Map<Integer, double[]> vectors, String name) {
        if (name.length() < 2 || name.charAt(0) != 'v') {
            return null;
        }
        try {
            return vectors.get(Integer.parseInt(name.substring(1)));
        } catch (NumberFormatException notAVector) {
            return null;
        }
    }

    /**
     * A match's log read pair by pair from the recommendation's view, leaving out a pair with a void game (as the
     * validation and {@code tune verify} count it); null if it has no game.
     */
    static Match match(Path log, int planned) throws IOException {
        List<Long> games = new ArrayList<>();
        List<EloEstimate> elo = new ArrayList<>();
        long[] counts = new long[5];
        GameRecord[] first = new GameRecord[1];
        String[] baseline = {ValidationMatch.SEED};
        GameLog.forEach(log, g -> {
            g.seats().stream().filter(s -> !s.equals(ValidationMatch.CANDIDATE)).findFirst().ifPresent(s -> baseline[0] = s);
            if (first[0] == null || first[0].round() != g.round()) {
                first[0] = g;
                return;
            }
            GameRecord other = first[0];
            first[0] = null;
            if (other.end() == GameEnd.VOID || g.end() == GameEnd.VOID) {
                return;
            }
            counts[(int) Math.round(2 * candidatePoints(other) + 2 * candidatePoints(g))]++;
            Pentanomial p = Pentanomial.of(counts);
            games.add(2 * p.pairs());
            elo.add(p.elo());
        });
        return games.isEmpty() && planned == 0 ? null : new Match(planned, games, elo, Pentanomial.of(counts),
                baseline[0]);
    }

    private static double candidatePoints(GameRecord g) {
        int seat = g.seats().indexOf(ValidationMatch.CANDIDATE);
        return seat < 0 ? 0.5 : g.points(seat, 1 - seat);
    }

    /** The tuner's population at the end, if it has one (differential evolution). */
    DeState population() {
        return checkpoint == null ? null : TunerStates.as(checkpoint.tuner(), DeState.class).orElse(null);
    }

    /** The recommendation: the one validated once validation started, else the last generation's. */
    double[] recommendation() {
        if (checkpoint != null && checkpoint.validation() != null) {
            return checkpoint.validation().recommendation();
        }
        return generations.isEmpty() ? config.problem().seedVector() : generations.get(generations.size() - 1).recommended();
    }
}
