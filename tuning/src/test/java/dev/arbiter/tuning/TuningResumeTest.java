package dev.arbiter.tuning;

import dev.arbiter.tournament.config.GameRules;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.evolution.ParameterSpace;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.FakeClock;
import dev.arbiter.tournament.support.ScriptedPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A tuning run against a simulated, deterministic game played in-process (the stronger vector is the one
 * nearer an optimum, each game decided by a coin drawn from the game's seed; time from a fake clock), with DE and
 * with SPSA: a run killed (its last checkpoint older than its game log, half a line at the end of the log) and
 * resumed ends exactly as an uninterrupted run does; a finished run resumed with a larger budget ends as a run
 * given that budget from the start, and with the same budget has nothing to do; budgets of games and hours are
 * kept; a budget that ends before the first generation recommends the seed and says so; checkpoints stay bounded.
 */
class TuningResumeTest {

    private static final double[] OPTIMUM = {70, 30};
    /** The game of the runs. */
    private Game<?> game = new TicTacToe();
    /** Fake time per pair that makes a checkpoint every fifth pair. */
    static final long CHECKPOINT_EVERY_5 = Tuning.CHECKPOINT_INTERVAL_MS / 5;

    @TempDir
    Path dir;

    private static TunerSettings tuner(String name) {
        return switch (name) {
            case "de" -> new DeSettings(4, new DeSettings.Evolution(
                    new DeSettings.Search("rand/1/bin", 0.4, 0.8, 0.9, 0.2, 0.5),
                    new DeSettings.Ranking("centroid", 1.0, 1, 1, 4), null), new DeSettings.Duel(2, 6, 5.0, 0.3));
            case "spsa" -> new SpsaSettings(new SpsaSettings.Plan(60L,
                    new SpsaSettings.Perturbation(0.2, Map.of("b", 15.0)), new SpsaSettings.LearningRate(0.05, null),
                    null, 5));
            default -> throw new IllegalArgumentException(name);
        };
    }

    static TuningConfig config(String tuner, Budget budget, int validationPairs) {
        ParameterSpace space = new ParameterSpace(new double[] {0, 0}, new double[] {100, 100}, new boolean[] {false, true});
        TuningProblem problem = new TuningProblem(List.of("a", "b"), space, new double[] {5, 90}, 5, budget);
        return new TuningConfig(GameRules.of("tictactoe").withPlyLimit(100, Adjudication.SCORE), problem,
                new TuningConfig.TunedEngine(List.of("engine", "--a={a}", "--b={b}"), null, null),
                new TuningConfig.Serving(1, 6), tuner(tuner).planned(problem), validationPairs);
    }

    /** Seat 0 wins with the logistic probability of its edge in distance to the optimum. */
    static List<Double> simulated(PlannedGame game) {
        double edge = distance(game.seats().get(1).parameters()) - distance(game.seats().get(0).parameters());
        double p = 1 / (1 + Math.exp(-edge / 20));
        boolean seat0Wins = new SplittableRandom(game.seed() + game.index()).nextDouble() < p;
        return seat0Wins ? List.of(1.0, 0.0) : List.of(0.0, 1.0);
    }

    private static double distance(Map<String, Double> v) {
        return Math.hypot(v.get("a") - OPTIMUM[0], v.get("b") - OPTIMUM[1]);
    }

    /** Runs (or resumes) a tuning in {@code runDir}, aborting it in the middle of its {@code abortAfter}-th pair. */
    private Tuning.Result run(Path runDir, TuningConfig config, int abortAfter, long msPerPair) throws IOException {
        return run(runDir, config, abortAfter, msPerPair, TuningListener.NONE);
    }

    private Tuning.Result run(Path runDir, TuningConfig config, int abortAfter, long msPerPair, TuningListener listener)
            throws IOException {
        FakeClock clock = new FakeClock();
        AtomicInteger plays = new AtomicInteger();
        Tuning[] tuning = new Tuning[1];
        tuning[0] = new Tuning(config, game, new RunFiles(runDir), listener, clock);
        GameService service = new GameService(new LocalExecutor(1, () -> new ScriptedPlayer(TuningResumeTest::simulated,
                () -> {
                    clock.advanceMs(msPerPair);
                    if (plays.incrementAndGet() == abortAfter) {
                        tuning[0].abort();
                    }
                })), FaultListener.NONE);
        try (service) {
            return tuning[0].run(service);
        } catch (TournamentException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Like kill -9 in the middle of the {@code killAfter}-th pair of this session: the checkpoint on disk is the one
     * written before the {@code lastCheckpointAt}-th pair ended, the game log ends in half a line.
     */
    private void kill(Path runDir, TuningConfig config, int lastCheckpointAt, int killAfter) throws IOException {
        byte[][] snapshot = new byte[1][];
        AtomicInteger pairs = new AtomicInteger();
        TuningListener snapshotting = new TuningListener() {
            @Override
            public void pairFinished(long generation, long played, long elapsedMs, double[] recommendation) {
                if (pairs.incrementAndGet() == lastCheckpointAt) {
                    try {
                        snapshot[0] = Files.readAllBytes(runDir.resolve(TuningOutputs.CHECKPOINT));
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        };
        Tuning.Result stopped = run(runDir, config, killAfter, CHECKPOINT_EVERY_5, snapshotting);
        assertThat(stopped.aborted()).isTrue();
        Files.write(runDir.resolve(TuningOutputs.CHECKPOINT), snapshot[0]);
        Files.writeString(runDir.resolve(RunFiles.GAMES), "{\"index\":999", StandardOpenOption.APPEND);
    }

    /** The files two runs that made the same decisions share (generations.csv without its clock column). */
    static void assertSameRun(Path actual, Path expected) throws IOException {
        for (String file : List.of(RunFiles.GAMES, TuningOutputs.VALIDATION_GAMES, TuningOutputs.EVALUATIONS)) {
            if (Files.exists(expected.resolve(file)) || Files.exists(actual.resolve(file))) {
                assertThat(actual.resolve(file)).as(file).hasSameTextualContentAs(expected.resolve(file));
            }
        }
        assertThat(withoutElapsed(actual)).isEqualTo(withoutElapsed(expected));
    }

    private static List<String> withoutElapsed(Path run) throws IOException {
        return Files.readAllLines(run.resolve(TuningOutputs.GENERATIONS)).stream()
                .map(line -> line.replaceFirst("^([^,]*,[^,]*,[^,]*),[^,]*,", "$1,_,")).toList();
    }

    static Budget generations(String tuner, int n) {
        return new Budget(tuner.equals("de") ? n : 2 * n, 0, 0);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"de", "spsa"})
    void aRunKilledTwiceAndResumedEndsExactlyAsAnUninterruptedOne(String tuner) throws IOException {
        TuningConfig config = config(tuner, generations(tuner, 3), 5);
        Path whole = dir.resolve("whole");
        Tuning.Result expected = run(whole, config, -1, 1);
        assertThat(expected.aborted()).isFalse();
        assertThat(expected.generation()).isEqualTo(config.problem().budget().generations());

        Path split = dir.resolve("split");
        kill(split, config, 3, 9);
        kill(split, config, 7, 11);
        Tuning.Result last = run(split, config, -1, CHECKPOINT_EVERY_5);

        assertThat(last.aborted()).isFalse();
        assertThat(last.pairs()).isEqualTo(expected.pairs());
        assertThat(last.recommendation()).containsExactly(expected.recommendation());
        assertThat(last.validation().toString()).isEqualTo(expected.validation().toString());
        assertSameRun(split, whole);
        assertThat(GameLog.read(split.resolve(RunFiles.GAMES))).hasSize((int) (2 * expected.pairs()));
    }

    @Test
    void withOpeningsEachPairSharesItsStartInBothSeatingsAndAKilledRunResumesExactly() throws IOException {
        Path book = Files.writeString(dir.resolve("openings.txt"), "4\n44\n17\n7\n3\n");
        game = GameRegistry.load().create("connect4");
        TuningConfig c = config("spsa", generations("spsa", 3), 6);
        GameRules rules = c.rules().withAdjudication(ScoreAdjudication.NONE)
                .withOpenings(new Openings(book.toString(), Openings.Order.SHUFFLED));
        TuningConfig config = new TuningConfig(rules, c.problem(), c.engine(), c.serving(), c.tuner(),
                c.validationPairs());
        Path whole = dir.resolve("whole");
        run(whole, config, -1, 1);
        Path split = dir.resolve("split");
        kill(split, config, 3, 9);
        run(split, config, -1, CHECKPOINT_EVERY_5);
        assertSameRun(split, whole);

        List<GameRecord> games = GameLog.read(whole.resolve(RunFiles.GAMES));
        Map<Long, List<GameRecord>> pairs = games.stream().collect(Collectors.groupingBy(GameRecord::seed));
        assertThat(pairs.values()).as("a pair: one start, seats swapped").allSatisfy(pair -> {
            assertThat(pair).hasSize(2);
            assertThat(pair.get(0).init()).isEqualTo(pair.get(1).init());
            assertThat(pair.get(0).seats()).containsExactly(pair.get(1).seats().get(1), pair.get(1).seats().get(0));
        });
        assertThat(games.stream().map(GameRecord::init).distinct()).containsExactlyInAnyOrder("4", "44", "17", "7", "3");
        List<GameRecord> validation = GameLog.read(whole.resolve(TuningOutputs.VALIDATION_GAMES));
        assertThat(validation).as("the validation starts from the book too").hasSize(12)
                .allSatisfy(g -> assertThat(g.init()).isIn("4", "44", "17", "7", "3"));
        assertThat(validation.stream().map(GameRecord::init).distinct()).hasSizeGreaterThan(1);
        assertThat(Files.readString(whole.resolve(GameText.FILE))).contains("[Variant \"connectx:", "[Init \"17\"]")
                .isEqualTo(Files.readString(split.resolve(GameText.FILE)));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"de", "spsa"})
    void aFinishedRunResumedWithALargerBudgetEndsAsARunGivenItFromTheStartAndThenHasNothingToDo(String tuner)
            throws IOException {
        TuningConfig small = config(tuner, new Budget(0, 60, 0), 3);
        TuningConfig large = config(tuner, new Budget(0, 110, 0), 3);
        Path whole = dir.resolve("whole");
        Tuning.Result expected = run(whole, large, -1, 1);
        assertThat(expected.pairs()).isEqualTo(55);

        Path extended = dir.resolve("extended");
        Tuning.Result first = run(extended, small, -1, 1);
        assertThat(first.aborted()).isFalse();
        assertThat(first.pairs()).isEqualTo(30);
        assertThat(first.validation()).isNotNull();
        kill(extended, large, 2, 6);
        Tuning.Result longer = run(extended, large, -1, CHECKPOINT_EVERY_5);
        assertThat(longer.alreadyComplete()).isFalse();
        assertThat(longer.recommendation()).containsExactly(expected.recommendation());
        assertThat(longer.validation().toString()).isEqualTo(expected.validation().toString());
        assertSameRun(extended, whole);

        String log = Files.readString(extended.resolve(RunFiles.GAMES));
        Tuning.Result again = run(extended, large, -1, 1);
        assertThat(again.alreadyComplete()).isTrue();
        assertThat(again.validation().toString()).isEqualTo(expected.validation().toString());
        assertThat(Files.readString(extended.resolve(RunFiles.GAMES))).isEqualTo(log);
        assertThat(run(extended, small, -1, 1).alreadyComplete()).isTrue();
    }

    @Test
    void aBudgetThatEndsBeforeTheFirstGenerationRecommendsTheSeedSaysSoAndValidatesNothing() throws IOException {
        Path runDir = dir.resolve("short");
        Tuning.Result result = run(runDir, config("de", new Budget(0, 6, 0), 5), -1, 1);
        assertThat(result.generation()).isZero();
        assertThat(result.seedRecommended()).isTrue();
        assertThat(result.validation()).isNull();
        assertThat(runDir.resolve(TuningOutputs.VALIDATION)).doesNotExist();
        JsonNode best = TuningJson.COMPACT.readTree(runDir.resolve(TuningOutputs.BEST).toFile());
        assertThat(best.get("recommended_is_seed").asBoolean()).isTrue();
        assertThat(best.get("note").asText())
                .isEqualTo("the recommendation is the seed vector: no generation finished within the budget");
        assertThat(best.has("validation")).isFalse();
    }

    @Test
    void tuningMovesTowardsTheOptimumAndWritesEveryOutput() throws IOException {
        Path runDir = dir.resolve("run");
        Tuning.Result result = run(runDir, config("de", new Budget(3, 0, 0), 0), -1, 1);
        assertThat(result.validation()).isNull();
        for (String file : List.of(RunFiles.GAMES, TuningOutputs.EVALUATIONS, TuningOutputs.GENERATIONS,
                TuningOutputs.BEST, TuningOutputs.CHECKPOINT)) {
            assertThat(runDir.resolve(file)).as(file).exists();
        }
        assertThat(Files.readAllLines(runDir.resolve(TuningOutputs.GENERATIONS))).hasSize(4)
                .first().asString().startsWith("generation,pairs,games,elapsed_s,replaced,a_recommended,a_mean,a_sd");
        assertThat(Files.readAllLines(runDir.resolve(TuningOutputs.EVALUATIONS))).first().asString()
                .isEqualTo("vector,generation,a,b,games,points,score,elo,elo_se,elo_vs");
        double[] seed = config("de", new Budget(3, 0, 0), 0).problem().seedVector();
        assertThat(Math.hypot(result.recommendation()[0] - OPTIMUM[0], result.recommendation()[1] - OPTIMUM[1]))
                .isLessThan(Math.hypot(seed[0] - OPTIMUM[0], seed[1] - OPTIMUM[1]));
    }

    @Test
    void aLongSpsaRunKeepsItsCheckpointAndEvaluationsBounded() throws IOException {
        Path runDir = dir.resolve("long");
        Tuning.Result result = run(runDir, config("spsa", new Budget(0, 4_000, 0), 0), -1, Tuning.CHECKPOINT_INTERVAL_MS / 100);
        assertThat(result.pairs()).isEqualTo(2_000);
        assertThat(Files.size(runDir.resolve(TuningOutputs.CHECKPOINT))).isLessThan(40_000);
        assertThat(Files.readAllLines(runDir.resolve(TuningOutputs.EVALUATIONS))).hasSize(1 + RecentVectors.CAPACITY + 1);
        assertThat(Files.readAllLines(runDir.resolve(TuningOutputs.GENERATIONS))).hasSize(1 + 2_000 / 5);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"de", "spsa"})
    void gamesBudgetIsNeverExceeded(String tuner) throws IOException {
        Tuning.Result result = run(dir.resolve("budget"), config(tuner, new Budget(0, 14, 0), 0), -1, 1);
        assertThat(2 * result.pairs()).isEqualTo(14);
    }

    @Test
    void anHourBudgetStopsTuningOnceTheClockSaysSoAndSumsOverResumedSessions() throws IOException {
        TuningConfig config = config("de", new Budget(0, 0, 1), 0);
        Path runDir = dir.resolve("hours");
        Tuning.Result first = run(runDir, config, 10, 60_000);
        assertThat(first.aborted()).isTrue();
        assertThat(first.elapsedMs()).isEqualTo(10 * 60_000);
        Tuning.Result rest = run(runDir, config, -1, 60_000);
        assertThat(rest.aborted()).isFalse();
        assertThat(rest.elapsedMs()).isEqualTo(60 * 60_000);
        assertThat(rest.pairs()).as("the minute of the pair thrown away by the stop counts").isEqualTo(59);
    }

    @Test
    void parameterValuesReachTheEngineAsNumbers() throws IOException {
        Path runDir = dir.resolve("values");
        run(runDir, config("spsa", new Budget(0, 4, 0), 0), -1, 1);
        String checkpoint = Files.readString(runDir.resolve(TuningOutputs.CHECKPOINT));
        assertThat(checkpoint).contains("\"type\":\"spsa\"").doesNotContain("\"results\"");
        assertThat(config("de", new Budget(0, 4, 0), 0).entrant("v1", new double[] {12.345678901234, 3}).resolve().argv())
                .containsExactly("engine", "--a=12.345678901234", "--b=3");
    }

    @Test
    void aGameLogThatTheCheckpointsTunerDidNotHandOutIsRefused() throws IOException {
        TuningConfig config = config("de", generations("de", 2), 0);
        Path mine = dir.resolve("mine");
        run(mine, config, -1, 1);
        Path other = dir.resolve("other");
        TuningProblem mineProblem = config.problem();
        TuningConfig otherSeed = new TuningConfig(config.rules(), new TuningProblem(mineProblem.names(),
                mineProblem.space(), mineProblem.seedVector(), 77, generations("de", 4)), config.engine(),
                new TuningConfig.Serving(1, 6), config.tuner(), 0);
        run(other, otherSeed, -1, 1);
        List<String> foreign = Files.readAllLines(other.resolve(RunFiles.GAMES)).subList(0, 2);
        Files.write(mine.resolve(RunFiles.GAMES), foreign, StandardOpenOption.APPEND);
        assertThatThrownBy(() -> new Tuning(config, game, new RunFiles(mine), TuningListener.NONE, new FakeClock()))
                .isInstanceOf(IOException.class).hasMessageContaining("do not belong together");
    }

    @ParameterizedTest(name = "format {0}")
    @ValueSource(ints = {1, 2, 3})
    void aCheckpointOfAnEarlierFormatResumes(int format) throws IOException {
        TuningConfig config = config("de", generations("de", 3), 0);
        Path whole = dir.resolve("whole");
        Tuning.Result expected = run(whole, config, -1, 1);
        Path old = dir.resolve("old");
        run(old, config, 4, 1);
        ObjectNode cp = TuningJson.CAMEL_CASE.valueToTree(TuningCheckpoint.read(old.resolve(TuningOutputs.CHECKPOINT)));
        cp.put("version", format);
        if (format < 3) {
            JsonNode ledger = cp.get("recent").get("ledger");
            ArrayNode generations = cp.putArray("vectorGenerations");
            cp.get("recent").get("firstSteps").forEach(s -> generations.add(s.asInt()));
            cp.set("vectors", ledger.get("vectors"));
            cp.putArray("generations");
            cp.remove(List.of("generationsBytes", "prefetch", "outstanding", "recent"));
            ObjectNode deLedger = (ObjectNode) cp.get("tuner").get("ledger");
            deLedger.remove(List.of("ids", "games", "points", "nextId"));
            if (format == 1) {
                ((ObjectNode) cp.get("tuner")).remove("type");
                cp.set("results", deLedger);
            }
        }
        Files.writeString(old.resolve(TuningOutputs.CHECKPOINT), cp.toString());

        Tuning.Result resumed = run(old, config, -1, 1);
        assertThat(resumed.recommendation()).containsExactly(expected.recommendation());
        assertSameRun(old, whole);
        assertThat(Files.readString(old.resolve(TuningOutputs.CHECKPOINT))).contains("\"version\":4", "\"elapsed_ms\"");
    }
}
