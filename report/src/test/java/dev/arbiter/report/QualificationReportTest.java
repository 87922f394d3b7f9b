package dev.arbiter.report;

import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.GameRules;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.RunFiles;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The qualification page read back as HTML: its tables carry exactly the numbers of the run's own files
 * (ranking.csv, summary.json), it loads nothing from the network, every plot is a PNG of the stated size, and
 * runs at the edges (no game yet, an engine forfeiting everything, four seats, a one-player puzzle) give a page.
 * The runs are real games refereed in-process ({@link InProcessPlayer}).
 */
class QualificationReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private record Run(QualifyConfig config, Game<?> game, Path folder) {
    }

    private Run play(String gameSpec, List<String> engines, int rounds, StopRule stop) throws Exception {
        return play(gameSpec, engines, rounds, stop, ScheduleKind.ROUND_ROBIN);
    }

    private Run play(String gameSpec, List<String> engines, int rounds, StopRule stop, ScheduleKind schedule)
            throws Exception {
        Game<?> game = GameRegistry.load().create(gameSpec);
        List<EngineSpec> specs = new ArrayList<>();
        engines.forEach(e -> specs.add(new EngineSpec(e, List.of("engine"), null, null, null)));
        QualifyConfig config = new QualifyConfig(GameRules.of(gameSpec).withPlyLimit(200, Adjudication.SCORE), specs,
                new QualifyConfig.Rounds(rounds, null, schedule), new QualifyConfig.Serving(1), 11, stop);
        Path folder = dir.resolve(gameSpec.replaceAll("[^a-z0-9]", "-"));
        try (GameService service = new GameService(new LocalExecutor(1, () -> new InProcessPlayer<>(game, 200)),
                FaultListener.NONE)) {
            new Qualification(config, game, new RunFiles(folder), QualificationListener.NONE).run(service);
        }
        return new Run(config, game, folder);
    }

    private static Document report(Run run) throws Exception {
        Path page = Reports.qualification(run.config(), run.game(), run.folder(), Reports.folderOf(run.folder()));
        assertThat(page).isEqualTo(run.folder().resolve("report").resolve("index.html"));
        return PageChecks.read(page.getParent());
    }

    @Test
    void anEliminationShowsTheEnginesInPlayItsDropsAndTheGamesOfEveryPairingAsSummaryJsonHasThem() throws Exception {
        Run run = play("connect4", List.of("first", "rand-a", "rand-b"), 8, StopRule.NONE, ScheduleKind.ELIMINATION);
        Document page = report(run);
        JsonNode schedule = JSON.readTree(run.folder().resolve(RunFiles.SUMMARY).toFile()).get("schedule");
        assertThat(schedule.get("kind").asText()).isEqualTo("elimination");
        Element section = page.getElementById("elimination");
        assertThat(section).isNotNull();
        List<String> inPlay = new ArrayList<>();
        schedule.get("in_play").forEach(e -> inPlay.add(e.asText()));
        assertThat(section.text()).contains("In play: " + String.join(", ", inPlay) + ".");
        int games = GameLog.read(run.folder().resolve(RunFiles.GAMES)).size();
        assertThat(PageChecks.rows(page, "elimination-pairings").stream()
                .mapToDouble(r -> PageChecks.sortValue(r.get(1))).sum()).isEqualTo(games);
        if (!schedule.get("dropped").isEmpty()) {
            List<List<Element>> drops = PageChecks.rows(page, "elimination-drops");
            assertThat(drops).hasSize(schedule.get("dropped").size());
            assertThat(drops.get(0).get(0).text()).isEqualTo(schedule.get("dropped").get(0).get("engine").asText());
        }
    }

    @Test
    void theRankingTableHoldsTheNumbersOfRankingCsvAndTheFactsThoseOfSummaryJson() throws Exception {
        Run run = play("connect4", List.of("first", "rand-a", "rand-b"), 4, StopRule.NONE);
        Document page = report(run);

        List<String> csv = Files.readAllLines(run.folder().resolve(RunFiles.RANKING));
        List<List<Element>> rows = PageChecks.rows(page, "ranking-table");
        assertThat(rows).hasSize(csv.size() - 1);
        for (int r = 0; r < rows.size(); r++) {
            String[] f = csv.get(r + 1).split(",", -1);
            List<Element> cells = rows.get(r);
            assertThat(cells.get(0).text()).isEqualTo(f[0]);
            assertThat(cells.get(1).text()).isEqualTo(f[1]);
            assertThat(PageChecks.sortValue(cells.get(2))).isEqualTo(Double.parseDouble(f[2]));
            assertThat(cells.get(2).text()).isEqualTo(String.format(Locale.ROOT, "%+.1f", Double.parseDouble(f[2])));
            assertThat(cells.get(3).text()).isEqualTo(String.format(Locale.ROOT, "[%+.1f, %+.1f]",
                    Double.parseDouble(f[3]), Double.parseDouble(f[4])));
            for (int c = 5; c <= 8; c++) {
                assertThat(PageChecks.sortValue(cells.get(c - 1))).as(csv.get(0).split(",")[c])
                        .isEqualTo(Double.parseDouble(f[c]));
            }
            assertThat(PageChecks.sortValue(cells.get(8))).isEqualTo(Double.parseDouble(f[9]));
            if (f[10].isEmpty()) {
                assertThat(cells.get(9).text()).isEqualTo(Format.NONE);
            } else {
                assertThat(PageChecks.sortValue(cells.get(9))).isEqualTo(Double.parseDouble(f[10]));
            }
            assertThat(PageChecks.sortValue(cells.get(10))).isEqualTo(Double.parseDouble(f[11]));
        }

        JsonNode summary = JSON.readTree(run.folder().resolve(RunFiles.SUMMARY).toFile());
        assertThat(page.getElementById("facts").text()).contains("seed " + summary.get("seed").asLong())
                .contains("games " + summary.get("played").asInt() + " of " + summary.get("planned").asInt() + " planned");
        assertThat(PageChecks.figureStems(page)).containsExactly("elo-progress", "seats", "time", "nodes", "depth");
        assertThat(page.getElementById("crosstable-table").select("td[style]")).as("every pairing shaded")
                .hasSize(3 * 2);
        int moves = GameLog.read(run.folder().resolve(RunFiles.GAMES)).stream().mapToInt(g -> g.actions().size()).sum();
        long counted = PageChecks.rows(page, "moves-table").stream().mapToLong(r -> (long) PageChecks.sortValue(r.get(1)))
                .sum();
        assertThat(counted).as("every move of the log is attributed to its engine").isEqualTo(moves);
        for (List<Element> engine : PageChecks.rows(page, "moves-table")) {
            assertThat(engine.subList(2, 6)).extracting(PageChecks::sortValue).as("median, 90%, 99%, max in order")
                    .isSorted();
        }
    }

    @Test
    void plotsDrawnOnThreadsOfTheirOwnAreTheFilesDrawnOnTheCallersThread() throws Exception {
        Run run = play("connect4", List.of("first", "rand-a", "rand-b"), 2, StopRule.NONE);
        Path spread = Reports.qualification(run.config(), run.game(), run.folder(), dir.resolve("spread"), true)
                .getParent();
        Path inline = Reports.qualification(run.config(), run.game(), run.folder(), dir.resolve("inline"), false)
                .getParent();

        List<String> names;
        try (var files = Files.list(inline)) {
            names = files.map(f -> f.getFileName().toString()).sorted().toList();
        }
        try (var files = Files.list(spread)) {
            assertThat(files.map(f -> f.getFileName().toString()).sorted()).containsExactlyElementsOf(names);
        }
        assertThat(names).filteredOn(n -> n.endsWith(".png")).hasSize(5);
        for (String name : names) {
            if (name.endsWith(".png")) {
                assertThat(Files.mismatch(spread.resolve(name), inline.resolve(name))).as(name).isEqualTo(-1L);
            }
        }
        String written = "Written [0-9: -]+ [^ <]+ by";
        assertThat(Files.readString(spread.resolve("index.html")).replaceAll(written, ""))
                .isEqualTo(Files.readString(inline.resolve("index.html")).replaceAll(written, ""));
    }

    @Test
    void anEarlyStopIsMarkedOnTheProgressPlotAndExplainedInWords() throws Exception {
        Run run = play("tictactoe", List.of("first", "rand"), 20, StopRule.maxGames(12));
        Document page = report(run);
        JsonNode summary = JSON.readTree(run.folder().resolve(RunFiles.SUMMARY).toFile());
        assertThat(page.getElementById("stop").text()).contains("max-games: stop after 12 games")
                .contains(summary.get("stop_reason").asText());
        assertThat(page.getElementById("facts").text()).contains("stopped early after 12 games");
        assertThat(PageChecks.figureStems(page)).contains("elo-progress");
    }

    @Test
    void aRunWithoutGamesGivesAPageThatSaysSo() throws Exception {
        Game<?> game = GameRegistry.load().create("connect4");
        QualifyConfig config = new QualifyConfig("connect4", List.of(new EngineSpec("a", List.of("x"), null, null, null),
                new EngineSpec("b", List.of("x"), null, null, null)), 10, null, 1, MoveLimits.DEFAULT, 42,
                Adjudication.SCORE, 3, StopRule.threshold(50, 0.95, 0));
        Path folder = Files.createDirectories(dir.resolve("empty"));
        Document page = report(new Run(config, game, folder));
        assertThat(page.select("img")).isEmpty();
        assertThat(page.getElementById("ranking").text()).contains("No game has finished yet");
        assertThat(PageChecks.rows(page, "ranking-table")).hasSize(2);
        assertThat(page.getElementById("facts").text()).contains("games 0 of 20 planned").contains("the rule has not fired");
    }

    @Test
    void aRunWhoseRefereeScoredNoGameCountsItsVoidGamesWithTheirReasonsAndNamesNoLeader() throws Exception {
        QualifyConfig config = new QualifyConfig("referee", List.of(new EngineSpec("a", List.of("x"), null, null, null),
                new EngineSpec("b", List.of("x"), null, null, null)), 5, null, 1, MoveLimits.DEFAULT, 42,
                Adjudication.SCORE, 3, StopRule.NONE);
        Path folder = Files.createDirectories(dir.resolve("void"));
        try (GameLog log = GameLog.openForAppend(folder.resolve(RunFiles.GAMES))) {
            for (int i = 0; i < 2; i++) {
                log.append(new dev.arbiter.tournament.results.GameRecord(
                        new dev.arbiter.tournament.results.GameSlot(i, 0, 0, 7), "",
                        i == 0 ? List.of("a", "b") : List.of("b", "a"), List.of(),
                        new dev.arbiter.tournament.results.GameOutcome(List.of(0.0, 0.0),
                                dev.arbiter.tournament.results.GameEnd.VOID, "the referee failed twice: exit code 1",
                                -1, null)));
            }
        }
        Document page = report(new Run(config, new dev.arbiter.tournament.play.RefereeGame(2), folder));

        assertThat(page.getElementById("forfeits").text()).contains("2 games void");
        assertThat(PageChecks.rows(page, "void-reasons")).singleElement().satisfies(row -> assertThat(row)
                .extracting(Element::text).containsExactly("the referee failed twice: exit code 1", "2"));
        assertThat(page.getElementById("facts").text()).doesNotContain("leader");
        assertThat(page.getElementById("seats").text()).contains("every finished game is void");
        assertThat(page.text()).doesNotContain("NaN").doesNotContain("Infinity").doesNotContain("50.0%");
    }

    @Test
    void anEngineThatForfeitsEveryGameIsListedWithItsFaultCode() throws Exception {
        Run run = play("tictactoe", List.of("crash", "rand"), 3, StopRule.NONE);
        Document page = report(run);
        List<List<Element>> counts = PageChecks.rows(page, "forfeit-counts");
        assertThat(counts).hasSize(1);
        assertThat(counts.get(0)).extracting(Element::text).containsExactly("crash", "crash", "6");
        assertThat(PageChecks.rows(page, "forfeits-table")).hasSize(6)
                .allSatisfy(r -> assertThat(r.get(4).text()).contains("exited with status 134"));
        assertThat(PageChecks.sortValue(PageChecks.rows(page, "ranking-table").get(1).get(10))).isEqualTo(6);
    }

    @Test
    void aFourPlayerGameShowsAllFourSeats() throws Exception {
        Run run = play("tron:players=4,width=9,height=9", List.of("first", "rand-a", "rand-b", "rand-c"), 1,
                StopRule.NONE);
        Document page = report(run);
        assertThat(PageChecks.rows(page, "seats-table")).extracting(r -> r.get(0).text())
                .containsExactly("seat 1", "seat 2", "seat 3", "seat 4");
        assertThat(PageChecks.rows(page, "ranking-table")).hasSize(4);
        assertThat(PageChecks.figureStems(page)).contains("elo-progress", "seats", "time");
    }

    @Test
    void aOnePlayerPuzzleShowsScoresPerRoundInsteadOfSeats() throws Exception {
        Run run = play("sudoku", List.of("first", "rand"), 3, StopRule.NONE);
        Document page = report(run);
        assertThat(page.getElementById("seats")).isNull();
        assertThat(PageChecks.rows(page, "rounds-table")).extracting(r -> r.get(0).text()).containsExactly("first", "rand");
        assertThat(PageChecks.figureStems(page)).contains("rounds");
    }
}
