package dev.arbiter.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.EngineStanding;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A user's game as a plug-in, end to end: the Nim bot of {@code examples/java-bot} (built by the reactor before
 * this module, its classes not on this class path) is qualified against another build of itself, the referee
 * learning the rules from {@code --game-jar}.
 */
class JavaBotQualifyTest {

    private static final Path EXAMPLE = Path.of("..", "examples", "java-bot", "target");

    @TempDir
    Path dir;

    @Test
    void twoBuildsOfTheExampleBotAreQualifiedWithTheGameFromItsJar() throws Exception {
        Path jar = exampleJar();
        Path config = dir.resolve("nim.json");
        ObjectNode file = new ObjectMapper().createObjectNode().put("game", "nim").put("rounds", 3).put("seed", 11);
        file.putObject("limits").put("depth", 2);
        ArrayNode engines = file.putArray("engines");
        engines.addObject().put("name", "xor").set("cmd", command(jar, "--algo", "abp", "--param", "xor=10"));
        engines.addObject().put("name", "blind").set("cmd", command(jar, "--algo", "greedy", "--param", "xor=0"));
        Files.writeString(config, file.toString());
        Path run = dir.resolve("run");

        CliRunner.Run result = CliRunner.run("qualify", config.toString(), "--game-jar", jar.toString(),
                "--out", run.toString(), "--no-progress");

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).contains("qualify: nim, 2 engines, 3 rounds");
        List<String> ranking = Files.readAllLines(run.resolve("ranking.csv"));
        List<String> header = Arrays.asList(ranking.get(0).split(","));
        int engine = header.indexOf("engine");
        int games = header.indexOf("games");
        int forfeits = header.indexOf("forfeits");
        assertThat(ranking).hasSize(3);
        assertThat(ranking.get(1).split(",")[engine]).isEqualTo("xor");
        for (String row : ranking.subList(1, 3)) {
            assertThat(row.split(",")[games]).isEqualTo("6");
            assertThat(row.split(",")[forfeits]).isEqualTo("0");
        }
        assertThat(new ObjectMapper().readTree(run.resolve("config.json").toFile()).path("gameJars").get(0).asText())
                .as("stored for --resume").isEqualTo(jar.toAbsolutePath().normalize().toString());
    }

    @Test
    void withoutItsJarTheGameIsUnknown() {
        CliRunner.Run result = CliRunner.run("show", "--game", "nim");
        assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err()).contains("unknown game 'nim'");
    }

    @Test
    void theJarAddsTheGameToEveryGameCommand() throws Exception {
        String jar = exampleJar().toString();
        CliRunner.Run games = CliRunner.run("games", "--game-jar", jar);
        assertThat(games.out()).contains("nim  Nim: take stones", "parameter xor", "option    heaps");
        CliRunner.Run search = CliRunner.run("search", "--game-jar", jar, "--game", "nim", "--position", "3.5.7/0",
                "--depth", "2");
        assertThat(search.exit()).as(search.err()).isZero();
        assertThat(search.out()).containsPattern("action +[123]:1\\R");
    }

    @Test
    void aMissingGameJarInTheConfigIsOneLineNamingTheField() throws Exception {
        Path config = dir.resolve("q.yaml");
        Files.writeString(config, "game: nim\ngameJars: [no-such.jar]\n");
        CliRunner.Run result = CliRunner.run("qualify", config.toString(), "--out", dir.resolve("run").toString());
        assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err().strip()).startsWith("arbiter: " + config + ": field 'gameJars[0]': no such file or folder: ")
                .doesNotContain("\n");
    }

    @Test
    void aQualificationRunsFromCode() throws Exception {
        Path jar = exampleJar();
        Game<?> game = GameRegistry.load(new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader()))
                .create("nim");
        List<String> bot = new ArrayList<>();
        command(jar).forEach(arg -> bot.add(arg.asText()));
        // docs/ENGINE.md, "Run a qualification from code"
        List<String> xorBot = new ArrayList<>(bot);
        xorBot.addAll(List.of("--param", "xor={xor}"));
        List<EngineSpec> engines = List.of(
                new EngineSpec("xor", xorBot, null, Map.of("xor", "10"), null),
                new EngineSpec("blind", xorBot, null, Map.of("xor", "0"), null));
        QualifyConfig config = new QualifyConfig("nim", engines, 3, null, 1,
                new MoveLimits(0, 0, 2, 1_000, 30_000), 1_000, Adjudication.SCORE, 11, StopRule.NONE);
        Qualification.Result result = new Qualification(config, game, new RunFiles(dir.resolve("run")),
                new QualificationListener() { }).run();
        EngineStanding best = result.ranking().get(0);
        // end of excerpt
        assertThat(best.engine()).isEqualTo("xor");
        assertThat(result.games().played()).isEqualTo(6);
        assertThat(result.ranking()).allSatisfy(s -> assertThat(s.forfeits()).isZero());
    }

    /** The shaded jar of the example, or its classes folder when only compiled. */
    private static Path exampleJar() {
        Path jar = EXAMPLE.resolve("nim-bot.jar");
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        Path classes = EXAMPLE.resolve("classes");
        assertThat(classes).as("build examples/java-bot first (mvn -B verify from the project root)").isDirectory();
        return classes;
    }

    /** The command that serves the example bot with the given options. */
    private static ArrayNode command(Path jar, String... options) {
        ArrayNode cmd = new ObjectMapper().createArrayNode();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-XX:+UseSerialGC").add("-XX:TieredStopAtLevel=1");
        if (Files.isRegularFile(jar)) {
            cmd.add("-jar").add(jar.toAbsolutePath().toString());
        } else {
            cmd.add("-cp").add(jar.toAbsolutePath() + java.io.File.pathSeparator + System.getProperty("java.class.path"))
                    .add("dev.arbiter.examples.nim.NimBot");
        }
        Arrays.stream(options).forEach(cmd::add);
        return cmd;
    }
}
