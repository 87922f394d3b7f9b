package dev.arbiter.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.simulation.Format;
import dev.arbiter.elo.simulation.GameModel;
import dev.arbiter.elo.simulation.SimulatedGame;
import dev.arbiter.elo.simulation.SimulatedTournament;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The acceptance check of {@code arbiter rank} end to end: simulated qualifications (engines of known strength,
 * seat-swapped game pairs from shared starts with a seat advantage, draws) are written as real run folders
 * ({@code config.json}, {@code games.ndjson} in the format {@code qualify} writes), a {@link Ranker} writes each
 * folder's ranking CSV, and the fraction of the 95% intervals of the CSV ({@code elo_low}, {@code elo_high}) that
 * cover each engine's true rating is counted. The true rating is the limit of the fit
 * ({@link SimulatedTournament#limitRatings()}), up to the CSV's rounding to 0.1 Elo. The benchmark ranks with
 * what {@code arbiter rank} runs after parsing its arguments ({@link #FROM_LOG}: the log read by {@link GameLog},
 * {@link Standings}, {@link RunFiles#rankingTable}); the command-line module's test runs the command itself.
 *
 * @param engines  engines per run
 * @param rounds   rounds per run
 * @param model    how games end
 */
public record RankCoverage(int engines, int rounds, GameModel model) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Writes the ranking CSV of a run folder and returns its path. */
    @FunctionalInterface
    public interface Ranker {
        /** Ranks {@code run} (holding config.json and games.ndjson) into a CSV file. */
        Path rank(Path run) throws IOException;
    }

    /** {@code arbiter rank}'s own steps: read the log, the standings of its games, the ranking table as CSV. */
    public static final Ranker FROM_LOG = run -> {
        List<String> names = new ArrayList<>();
        JSON.readTree(run.resolve(RunFiles.CONFIG).toFile()).path("engines").forEach(e -> names.add(e.path("name").asText()));
        Standings standings = Standings.of(names, 2, GameLog.read(run.resolve(RunFiles.GAMES)));
        Path csv = run.resolve("rank.csv");
        RunFiles.writeCsv(RunFiles.rankingTable(standings.ranking()), csv);
        return csv;
    };

    /**
     * Fraction of intervals covering the truth over {@code runs} runs seeded from {@code seed}.
     *
     * @param ranker how a run folder is ranked
     */
    public double measure(int runs, long seed, Ranker ranker) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-rank-coverage");
            long covered = 0;
            for (int run = 0; run < runs; run++) {
                covered += coveredIn(dir.resolve("run" + run), new SplittableRandom(seed * 1_000_003L + run), ranker);
            }
            return (double) covered / ((long) runs * engines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    private int coveredIn(Path run, SplittableRandom random, Ranker ranker) throws IOException {
        double[] strength = new double[engines];
        List<String> names = new ArrayList<>();
        for (int e = 0; e < engines; e++) {
            strength[e] = 60 * random.nextGaussian();
            names.add("e" + e);
        }
        SimulatedTournament tournament = new SimulatedTournament(strength, Format.ROUND_ROBIN, model, random.nextLong());
        double[] truth = tournament.limitRatings();
        Files.createDirectories(run);
        ObjectNode config = JSON.createObjectNode().put("game", "connect4").put("rounds", rounds).put("seed", 1);
        for (String name : names) {
            config.withArray("engines").addObject().put("name", name).putArray("cmd").add("none");
        }
        Files.writeString(run.resolve(RunFiles.CONFIG), config.toString());
        int games = rounds * tournament.gamesPerRound();
        try (BufferedWriter out = Files.newBufferedWriter(run.resolve(RunFiles.GAMES), StandardCharsets.UTF_8)) {
            for (int g = 0; g < games; g++) {
                SimulatedGame game = tournament.next();
                List<String> seats = Arrays.stream(game.seats()).mapToObj(names::get).toList();
                List<Double> scores = Arrays.stream(game.scores()).boxed().toList();
                GameRecord record = new GameRecord(new GameSlot(game.index(), game.round(), game.pairing(), game.round()),
                        "", seats, List.of(), new GameOutcome(scores, GameEnd.END, "simulated", -1, null));
                out.write(JSON.writeValueAsString(record));
                out.write('\n');
            }
        }
        List<String> lines = Files.readAllLines(ranker.rank(run));
        List<String> header = Arrays.asList(lines.get(0).split(","));
        int engine = header.indexOf("engine");
        int low = header.indexOf("elo_low");
        int high = header.indexOf("elo_high");
        int covered = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            double t = truth[names.indexOf(cells[engine])];
            if (Double.parseDouble(cells[low]) <= t && t <= Double.parseDouble(cells[high])) {
                covered++;
            }
        }
        BenchFiles.delete(run);
        return covered;
    }
}
