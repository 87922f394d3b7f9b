package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Referees as the community writes them run unchanged: a CodinGame SDK-style referee given {@code -d seed=N}, a
 * psyleague {@code play_game} script (README, "CodinGame play_game script": the bots' commands as its arguments,
 * one JSON object with ranks, errors, test_data and player_data), and a referee that scores nothing, which fails
 * the run with one line. The game: each bot draws a number below its strength from the seed; the larger wins.
 */
class CommunityRefereesTest {

    private static final String BOT = """
            import random, sys
            seed, seat = map(int, input().split())
            if sys.argv[1] == 'crash':
                sys.exit(3)
            print(random.Random(seed * 8 + seat).randrange(int(float(sys.argv[1]))))
            """;
    /** A referee with CodinGame's SDK command line: -p1 CMD -p2 CMD -d seed=N; refuses anything else. */
    private static final String CODINGAME_REFEREE = """
            import shlex, subprocess, sys
            opts = dict(zip(sys.argv[1::2], sys.argv[2::2]))
            if set(opts) != {'-p1', '-p2', '-d'} or not opts['-d'].startswith('seed='):
                print('usage: -p1 CMD -p2 CMD -d seed=N, got ' + repr(sys.argv[1:]), file=sys.stderr)
                sys.exit(2)
            seed = int(opts['-d'][5:])
            drawn = [int(subprocess.run(shlex.split(opts[k]), input=f'{seed} {s}\\n', capture_output=True, text=True,
                                        timeout=30).stdout) for s, k in enumerate(['-p1', '-p2'])]
            print(int(drawn[0] > drawn[1]))
            print(int(drawn[1] > drawn[0]))
            print(f'seed={seed}')
            """;
    /** A play_game script in psyleague's documented shape. */
    private static final String PLAY_GAME = """
            import json, random, shlex, subprocess, sys
            seed = random.randrange(0, 2**31)
            drawn, errors, player_data = [], [], []
            for seat, cmd in enumerate(sys.argv[1:3]):
                bot = subprocess.run(shlex.split(cmd), input=f'{seed} {seat}\\n', capture_output=True, text=True,
                                     timeout=30)
                ok = bot.returncode == 0 and bot.stdout.strip() != ''
                drawn.append(int(bot.stdout) if ok else -1)
                errors.append(0 if ok else 1)
                player_data.append({'drawn': drawn[-1], 'label': 'seat%d' % seat})
            rv = {'ranks': [int(drawn[0] < drawn[1]), int(drawn[1] < drawn[0])], 'errors': errors,
                  'test_data': {'seed': seed}, 'player_data': player_data}
            print(json.dumps(rv))
            """;

    @TempDir
    Path dir;
    /**
     * The head of every command list: the interpreter with {@code -S}, which skips the site packages' start-up
     * hooks (the scripts need only the standard library); a third of each Python start's CPU on some installs.
     */
    private String python;

    @BeforeEach
    void findPython() throws Exception {
        Process p = new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)").start();
        python = new String(p.getInputStream().readAllBytes()).strip();
        assumeTrue(p.waitFor() == 0 && !python.isEmpty(), "python3 is not installed");
        python += ", -S";
        Files.writeString(dir.resolve("bot.py"), BOT);
        Files.writeString(dir.resolve("cg_referee.py"), CODINGAME_REFEREE);
        Files.writeString(dir.resolve("play_game.py"), PLAY_GAME);
    }

    private Path config(String name, String referee, String rounds, String... engines) throws Exception {
        StringBuilder text = new StringBuilder("seed: 3\nconcurrency: 2\nrounds: " + rounds + "\nreferee: " + referee
                + "\nengines:\n");
        for (String engine : engines) {
            String[] nameAndArg = engine.split("=");
            text.append("  - {name: ").append(nameAndArg[0]).append(", cmd: [").append(python).append(", bot.py, '")
                    .append(nameAndArg[1]).append("']}\n");
        }
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void aCodinGameRefereeIsGivenTheSeedAsDashDSeedByDefault() throws Exception {
        Path file = config("cg", "{cmd: [" + python + ", cg_referee.py]}", "2", "strong=100", "weak=2");

        CliRunner.Run run = CliRunner.run("qualify", file.toString(), "--out", dir.resolve("run").toString(),
                "--no-progress");

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> games = Files.readAllLines(dir.resolve("run/games.ndjson"));
        assertThat(games).hasSize(4).allSatisfy(g -> assertThat(g).contains("\"end\":\"end\""));
        assertThat(run.out()).contains("1    strong");
    }

    @Test
    void aPsyleaguePlayGameScriptPlaysAQualificationWithItsErrorsAsForfeitsAndItsDataKept() throws Exception {
        Path file = config("psy", "{cmd: [" + python + ", play_game.py], format: psyleague}", "1", "strong=100",
                "weak=2", "broken=crash");

        CliRunner.Run run = CliRunner.run("qualify", file.toString(), "--out", dir.resolve("run").toString(),
                "--no-progress");

        assertThat(run.exit()).as(run.err()).isZero();
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> games = Files.readAllLines(dir.resolve("run/games.ndjson")).stream().map(line -> {
            try {
                return json.readTree(line);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).toList();
        assertThat(games).hasSize(6).allSatisfy(g -> {
            assertThat(g.get("refereeData").get("test_data").get("seed").isNumber()).isTrue();
            assertThat(g.get("refereeData").get("player_data")).hasSize(2);
        });
        assertThat(games).filteredOn(g -> g.get("seats").toString().contains("broken")).allSatisfy(g -> {
            assertThat(g.get("end").asText()).isEqualTo("forfeit");
            assertThat(g.get("fault").asText()).isEqualTo("engine_error");
            assertThat(g.get("seats").get(g.get("forfeiter").asInt()).asText()).isEqualTo("broken");
            assertThat(g.get("reason").asText()).contains("the referee reports");
        });
        List<String> ranking = Files.readAllLines(dir.resolve("run/ranking.csv"));
        assertThat(ranking.get(0)).contains("drawn");
        assertThat(ranking.get(1)).startsWith("1,strong,");
        assertThat(ranking.get(3)).startsWith("3,broken,");
    }

    /** The tune, then {@code tune verify} of its run: played through the run's referee as the run's own games were. */
    @Test
    void aPsyleaguePlayGameScriptPlaysAShortTuneAndItsVerification() throws Exception {
        Path file = dir.resolve("tune.yaml");
        Files.writeString(file, "seed: 4\nconcurrency: 2\nreferee: {cmd: [" + python + ", play_game.py], format: psyleague}\n"
                + "engine: {cmd: [" + python + ", bot.py, '{strength}']}\n"
                + "parameters:\n  - {name: strength, min: 10, max: 100, seed: 20}\n"
                + "population: 4\nduel: {minPairs: 1, maxPairs: 2, elo: 50, alpha: 0.3}\n"
                + "budget: {games: 16}\nvalidation: {pairs: 1}\n");

        CliRunner.Run run = CliRunner.run("tune", file.toString(), "--out", dir.resolve("tune").toString(),
                "--no-progress");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains(", 1 parameter (strength), ");
        assertThat(Files.readAllLines(dir.resolve("tune/games.ndjson")).size()).isGreaterThanOrEqualTo(16);
        assertThat(Files.readString(dir.resolve("tune/games.ndjson"))).contains("\"player_data\"")
                .doesNotContain("\"void\"");
        assertThat(dir.resolve("tune/best.json")).exists();

        CliRunner.Run verify = CliRunner.run("tune", "verify", dir.resolve("tune").toString(), "--pairs", "2",
                "--no-progress");

        assertThat(verify.exit()).as(verify.err()).isZero();
        assertThat(verify.out()).contains("vs seed vector, 2 pairs, referee", "validation: recommended vs seed");
        List<String> verified = Files.readAllLines(dir.resolve("tune/verify-games.ndjson"));
        assertThat(verified).as("every game scored by the play_game script").hasSize(4).allSatisfy(g -> assertThat(g)
                .contains("\"end\":\"end\"", "\"reason\":\"scored by the referee\"", "\"player_data\""));
        assertThat(new ObjectMapper().readTree(dir.resolve("tune/verify.json").toFile()).get("pairs").asInt()).isEqualTo(2);
    }

    @Test
    void aTuneWhoseRefereeScoresNoGameExitsOneWithOneLineNamingTheCauseAndTheLog() throws Exception {
        Files.writeString(dir.resolve("broken_referee.py"), "print('winner: nobody')\n");
        Path file = dir.resolve("tune.yaml");
        Files.writeString(file, "seed: 4\nconcurrency: 2\nreferee: {cmd: [" + python + ", broken_referee.py]}\n"
                + "engine: {cmd: [" + python + ", bot.py, '{strength}']}\n"
                + "parameters:\n  - {name: strength, min: 10, max: 100, seed: 20}\n"
                + "population: 4\nduel: {minPairs: 1, maxPairs: 2, elo: 50, alpha: 0.3}\n"
                + "budget: {games: 16}\nvalidation: {pairs: 2}\n");

        CliRunner.Run run = CliRunner.run("tune", file.toString(), "--out", dir.resolve("tune").toString(),
                "--no-progress");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().strip().lines()).singleElement().satisfies(line -> assertThat(line)
                .contains("the referee failed", "void", "expected 2 scores, one per line, got 'winner: nobody'",
                        dir.resolve("tune/engines/referee.log").toString()));
        List<String> games = Files.readAllLines(dir.resolve("tune/games.ndjson"));
        assertThat(games).isNotEmpty().hasSizeLessThan(16).allSatisfy(g -> assertThat(g).contains("\"end\":\"void\""));
        JsonNode best = new ObjectMapper().readTree(dir.resolve("tune/best.json").toFile());
        assertThat(best.get("pairs").asInt()).as("no void game is a result for the tuner").isZero();
        assertThat(best.get("void").get("games").asInt()).isEqualTo(games.size());
        assertThat(best.get("void").get("reasons").get(0).get("reason").asText()).contains("winner: nobody");
    }

    @Test
    void aRunWhoseRefereeScoresNoGameExitsOneWithOneLineNamingTheCauseAndTheLog() throws Exception {
        Files.writeString(dir.resolve("broken_referee.py"), "print('winner: nobody')\n");
        Path file = config("broken", "{cmd: [" + python + ", broken_referee.py]}", "20", "strong=100", "weak=2");

        CliRunner.Run run = CliRunner.run("qualify", file.toString(), "--out", dir.resolve("run").toString(),
                "--no-progress");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().strip().lines()).singleElement().satisfies(line -> assertThat(line)
                .contains("the referee failed", "void", "expected 2 scores, one per line, got 'winner: nobody'",
                        dir.resolve("run/engines/referee.log").toString()));
        assertThat(Files.readAllLines(dir.resolve("run/games.ndjson")).size()).isLessThan(40);
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("run/summary.json").toFile());
        assertThat(summary.get("void").get("games").asInt()).isPositive();
        assertThat(summary.get("void").get("reasons").get(0).get("reason").asText()).contains("winner: nobody");
        String ranking = Files.readString(dir.resolve("run/ranking.csv"));
        assertThat(ranking).doesNotContain("NaN").doesNotContain("3045");
        assertThat(ranking.lines().skip(1)).allSatisfy(line -> assertThat(line).matches("\\d,\\w+,,,,0,0,0,0,.*"));
    }
}
