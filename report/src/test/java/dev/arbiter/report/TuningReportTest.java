package dev.arbiter.report;

import dev.arbiter.tournament.config.GameRules;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.ScriptedPlayer;
import dev.arbiter.tuning.Budget;
import dev.arbiter.tuning.DeSettings;
import dev.arbiter.tuning.Tuning;
import dev.arbiter.tuning.TuningConfig;
import dev.arbiter.tuning.TuningListener;
import dev.arbiter.tuning.TuningOutputs;
import dev.arbiter.tuning.TuningProblem;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tuning page read back as HTML, for a differential-evolution run decided in-process by a simulated landscape
 * (the vector nearer an optimum wins more often): a trajectory plot per parameter, the fitted gain, the validation
 * match, the duels per generation and the final population are all there, and the tables hold the numbers of
 * generations.csv and best.json. A run that has not completed a generation still gives a page.
 */
class TuningReportTest {

    private static final double[] OPTIMUM = {70, 30, 500};
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static TuningConfig config(Budget budget, int validationPairs) {
        ParameterSpace space = new ParameterSpace(new double[] {0, 0, 0}, new double[] {100, 100, 1000},
                new boolean[] {false, true, true});
        DeSettings de = new DeSettings(5, new DeSettings.Evolution(new DeSettings.Search("rand/1/bin", 0.4, 0.8, 0.9, 0.2,
                0.5), new DeSettings.Ranking("centroid", 1.0, 1, 1, 4), null), new DeSettings.Duel(2, 6, 5.0, 0.3));
        return new TuningConfig(GameRules.of("tictactoe").withPlyLimit(100, Adjudication.SCORE),
                new TuningProblem(List.of("alpha", "beta", "gamma"), space, new double[] {5, 90, 100}, 5, budget),
                new TuningConfig.TunedEngine(List.of("engine"), null, null), new TuningConfig.Serving(1, 12), de,
                validationPairs);
    }

    private static List<Double> simulated(PlannedGame game) {
        double edge = distance(game.seats().get(1).parameters()) - distance(game.seats().get(0).parameters());
        boolean seat0Wins = new SplittableRandom(game.seed() + game.index()).nextDouble() < 1 / (1 + Math.exp(-edge / 80));
        return seat0Wins ? List.of(1.0, 0.0) : List.of(0.0, 1.0);
    }

    private static double distance(Map<String, Double> v) {
        return Math.sqrt(Math.pow(v.get("alpha") - OPTIMUM[0], 2) + Math.pow(v.get("beta") - OPTIMUM[1], 2)
                + Math.pow((v.get("gamma") - OPTIMUM[2]) / 10, 2));
    }

    private Path tune(TuningConfig config) throws Exception {
        Path run = dir.resolve("run");
        Tuning tuning = new Tuning(config, new TicTacToe(), new RunFiles(run), TuningListener.NONE, Clock.SYSTEM);
        try (GameService service = new GameService(new LocalExecutor(1, () -> new ScriptedPlayer(TuningReportTest::simulated,
                () -> { })), FaultListener.NONE)) {
            tuning.run(service);
        }
        return run;
    }

    @Test
    void everyPlotAndTableOfATuningIsOnThePageWithTheNumbersOfItsFiles() throws Exception {
        TuningConfig config = config(new Budget(8, 0, 0), 20);
        Path run = tune(config);
        Document page = PageChecks.read(Reports.tuning(config, run, Reports.folderOf(run)).getParent());

        assertThat(PageChecks.figureStems(page)).containsExactly("trajectory-0", "trajectory-1", "trajectory-2", "gain",
                "validation", "pairs-per-generation", "replacement", "population");
        List<String> csv = Files.readAllLines(run.resolve(TuningOutputs.GENERATIONS));
        List<List<Element>> generations = PageChecks.rows(page, "generations-table");
        assertThat(generations).hasSize(csv.size() - 1).hasSize(8);
        for (int g = 0; g < generations.size(); g++) {
            String[] f = csv.get(g + 1).split(",");
            assertThat(generations.get(g).get(0).text()).isEqualTo(f[0]);
            assertThat(PageChecks.sortValue(generations.get(g).get(2))).as("pairs so far").isEqualTo(Double.parseDouble(f[1]));
            assertThat(PageChecks.sortValue(generations.get(g).get(4))).as("replaced").isEqualTo(Double.parseDouble(f[4]));
        }

        JsonNode best = JSON.readTree(run.resolve(TuningOutputs.BEST).toFile());
        List<List<Element>> recommendation = PageChecks.rows(page, "recommendation-table");
        assertThat(recommendation).extracting(r -> r.get(0).text()).containsExactly("alpha", "beta", "gamma");
        for (int i = 0; i < 3; i++) {
            double[] vector = JSON.convertValue(best.get("recommended_vector"), double[].class);
            assertThat(PageChecks.sortValue(recommendation.get(i).get(4))).isEqualTo(vector[i]);
            assertThat(PageChecks.sortValue(recommendation.get(i).get(3))).isEqualTo(config.problem().seedVector()[i]);
        }
        JsonNode validation = best.get("validation");
        assertThat(page.getElementById("validation").text()).contains(String.format(java.util.Locale.ROOT,
                "%+.1f Elo [%+.1f, %+.1f]", validation.get("elo").asDouble(), validation.get("elo_low").asDouble(),
                validation.get("elo_high").asDouble()));
        long[] pentanomial = JSON.convertValue(validation.get("pentanomial"), long[].class);
        assertThat(PageChecks.rows(page, "validation-pentanomial").get(0)).extracting(PageChecks::sortValue)
                .containsExactly((double) pentanomial[0], (double) pentanomial[1], (double) pentanomial[2],
                        (double) pentanomial[3], (double) pentanomial[4]);
        assertThat(PageChecks.rows(page, "population-table")).hasSize(5);
        assertThat(PageChecks.rows(page, "gain-table")).isNotEmpty();
    }

    @Test
    void aTuningThatHasNotCompletedAGenerationGivesAPage() throws Exception {
        TuningConfig config = config(new Budget(0, 4, 0), 0);
        Path run = tune(config);
        Document page = PageChecks.read(Reports.tuning(config, run, Reports.folderOf(run)).getParent());
        assertThat(page.getElementById("trajectories").text()).contains("No generation has completed yet");
        assertThat(page.getElementById("validation").text()).contains("plays none");
        assertThat(PageChecks.rows(page, "recommendation-table")).hasSize(3);
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Document nothing = PageChecks.read(Reports.tuning(config, empty, Reports.folderOf(empty)).getParent());
        assertThat(nothing.getElementById("facts").text()).contains("0 generations, 0 pairs");
    }
}
