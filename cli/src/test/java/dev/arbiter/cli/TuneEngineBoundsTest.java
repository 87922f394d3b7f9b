package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.cli.config.EngineBounds;
import dev.arbiter.cli.config.RulesFile;
import dev.arbiter.cli.config.TuneFile;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.UciFakes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Parameters declared once, by the engine, end to end with real engine processes: {@code arbiter tune} asks the
 * engine before the first game (an engine server's {@code hello}, a UCI engine's {@code option} lines), refuses a
 * bound outside the engine's or a name it does not declare with one line and exit 2 (no run folder), and takes the
 * bounds, integer flag and seed of a parameter listed by name only, with bounds in the file narrowing the engine's (the
 * whole run once, the UCI engine's declaration without games).
 */
class TuneEngineBoundsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aServerEnginesBoundIsNotWidenedBeforeTheFirstGame() throws Exception {
        CliRunner.Run run = tune(config(serve(), null, "- {name: one, min: -200, max: 20, seed: 0}"));
        refused(run, "field 'parameters[0].min': below the engine's bound: the engine declares one [-100, 100] "
                + "(its hello), got -200");
    }

    @Test
    void aUciEnginesSpinBoundsAndOptionNamesAreItsDeclaration() throws Exception {
        List<String> fake = UciFakes.command(dir, "fake", "normal", UciFakes.TICTACTOE_WIN).argv();
        refused(tune(config(fake, "uci", "- {name: Hash, min: 0, max: 64, seed: 16}")),
                "field 'parameters[0].min': below the engine's bound: the engine declares Hash [1, 1024], integer "
                        + "(its option lines), got 0");
        refused(tune(config(fake, "uci", "- {name: Ponder, min: 0, max: 1, seed: 0}")),
                "field 'parameters[0].name': the engine declares no tunable parameter 'Ponder' (its option lines: Hash, "
                        + "Skill Level)");
    }

    @Test
    void anOptionTheUciEngineDoesNotDeclareIsRefusedAsTheEnginesSettingNotItsCommand() throws Exception {
        List<String> fake = UciFakes.command(dir, "fake", "normal", UciFakes.TICTACTOE_WIN).argv();
        refused(tune(config(fake, "uci\n  options: {Contempt: 10}", "- {name: Hash}")),
                "field 'engine': rejected its settings: engine: option 'Contempt' is not declared by the engine");
    }

    @Test
    void aUciOptionWhoseNameHasASpaceIsTunedUnderThatName() throws Exception {
        List<String> fake = UciFakes.command(dir, "fake", "normal", UciFakes.TICTACTOE_WIN).argv();
        CliRunner.Run run = tune(config(fake, "uci", "- {name: Skill Level, seed: 3}"));
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode parameter = JSON.readTree(dir.resolve("run").resolve("config.json").toFile()).get("parameters").get(0);
        assertThat(parameter.toString()).isEqualTo(
                "{\"name\":\"Skill Level\",\"min\":0.0,\"max\":20.0,\"seed\":3.0,\"integer\":true}");
        assertThat(Files.readAllLines(dir.resolve("run").resolve("evaluations.csv")).get(0)).contains("\"Skill Level\"");
    }

    @Test
    void aServerEnginesBoundsAreTakenForANameAloneAndNarrowedByTheFile() throws Exception {
        CliRunner.Run run = tune(config(serve(), null, """
                - {name: one}
                - {name: two, min: 0, max: 50}"""));
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode parameters = JSON.readTree(dir.resolve("run").resolve("config.json").toFile()).get("parameters");
        assertThat(parameters.get(0).toString()).isEqualTo(
                "{\"name\":\"one\",\"min\":-100.0,\"max\":100.0,\"seed\":1.0,\"integer\":false}");
        assertThat(parameters.get(1).toString()).isEqualTo(
                "{\"name\":\"two\",\"min\":0.0,\"max\":50.0,\"seed\":10.0,\"integer\":false}");
    }

    @Test
    void aUciEnginesSpinIsTakenAsAnIntegerParameterNarrowedByTheFile() {
        List<String> uci = serve();
        uci.addAll(List.of("--protocol", "uci"));
        TuneFile f = new TuneFile();
        f.game = "tictactoe";
        f.engine = new TuneFile.EngineFile();
        f.engine.cmd = uci;
        f.engine.protocol = "uci";
        TuneFile.ParameterFile centre = new TuneFile.ParameterFile();
        centre.name = "centre";
        centre.min = -10.0;
        f.parameters = List.of(centre);
        assertThat(EngineBounds.apply(f, "t.yaml", dir, GameRegistry.load())).isPresent();
        assertThat(List.of(centre.min, centre.max, centre.seed)).containsExactly(-10.0, 100.0, 2.0);
        assertThat(centre.integer).as("a spin: whole values, as the referee sends them").isTrue();
    }

    @Test
    void anEngineSpeakingTheRulesProtocolIsAskedInItAsTheRulesSectionGivesIt() {
        List<String> uci = serve();
        uci.addAll(List.of("--protocol", "uci"));
        TuneFile f = new TuneFile();
        f.rules = new RulesFile();
        f.rules.game = "tictactoe";
        f.rules.protocol = "uci";
        f.engine = new TuneFile.EngineFile();
        f.engine.cmd = uci;
        TuneFile.ParameterFile centre = new TuneFile.ParameterFile();
        centre.name = "centre";
        f.parameters = List.of(centre);
        assertThat(EngineBounds.apply(f, "t.yaml", dir, GameRegistry.load())).isPresent();
        assertThat(List.of(centre.min, centre.max, centre.seed)).containsExactly(-100.0, 100.0, 2.0);
        assertThat(centre.integer).as("a UCI spin, so the engine was asked in UCI").isTrue();
    }

    private CliRunner.Run tune(Path config) {
        return CliRunner.run("tune", config.toString(), "--out", dir.resolve("run").toString(), "--games", "4",
                "--allow-short-budget", "--validation-pairs", "0", "--no-progress");
    }

    private static void refused(CliRunner.Run run, String expected) {
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(expected).doesNotContain("\tat ");
        assertThat(run.err().strip().lines()).hasSize(1);
    }

    /** A tic-tac-toe tuning of {@code parameters} (YAML list items) at 30 nodes a move. */
    private Path config(List<String> engine, String protocol, String parameters) throws Exception {
        String cmd = engine.stream().map(a -> "'" + a.replace("'", "''") + "'").collect(Collectors.joining(", "));
        Path file = dir.resolve("tune.yaml");
        Files.writeString(file, """
                game: tictactoe
                seed: 5
                limits: {nodes: 30, maxMoveMs: 5000}
                engine:
                  cmd: [%s]
                %s
                parameters:
                %s
                population: 4
                budget: {games: 4}
                duel: {minPairs: 1, maxPairs: 1}
                """.formatted(cmd, protocol == null ? "" : "  protocol: " + protocol,
                parameters.lines().map(l -> "  " + l).collect(Collectors.joining("\n"))));
        return file;
    }

    /** The built-in engine, its values sent in each game ({@code newgame}). */
    private static List<String> serve() {
        List<String> argv = Engines.java("dev.arbiter.cli.Arbiter");
        argv.addAll(List.of("serve", "--game", "tictactoe", "--algo", "abp"));
        return argv;
    }
}
