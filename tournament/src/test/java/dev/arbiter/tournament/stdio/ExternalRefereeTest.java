package dev.arbiter.tournament.stdio;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.RefereeGame;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.play.RefereeProgramPlayer;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.support.PythonBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An external referee written in another language (Python) plays whole games through the game service with
 * the brutaltester contract; Arbiter schedules, swaps seats, rates with intervals, stops by SPRT and resumes.
 * The game: each player draws a number (seeded by the referee's seed and its seat) below its strength, the
 * larger wins. The referee fails on every game whose seed is a multiple of its {@code -fail} argument.
 */
class ExternalRefereeTest {

    private static final String REFEREE = """
            import random, shlex, subprocess, sys
            opts = dict(zip(sys.argv[1::2], sys.argv[2::2]))
            seed = int(opts['-seed'])
            if int(opts.get('-fail', '0')) and seed % int(opts['-fail']) == 0:
                print('referee crashed', file=sys.stderr)
                sys.exit(1)
            numbers = []
            for seat, key in enumerate(['-p1', '-p2']):
                bot = subprocess.run(shlex.split(opts[key]), input=f'{seed} {seat}\\n', capture_output=True,
                                     text=True, timeout=30)
                numbers.append(int(bot.stdout.split()[0]))
            a, b = numbers
            print(1 if a > b else 0)
            print(1 if b > a else 0)
            print(f'drawn {a} and {b}')
            """;
    private static final String BOT = """
            import random, sys
            seed, seat = map(int, input().split())
            print(random.Random(seed * 8 + seat).randrange(int(sys.argv[1])))
            """;

    @TempDir
    Path dir;
    private Path referee;
    private Path bot;

    @BeforeEach
    void writeScripts() throws Exception {
        PythonBots.assumePython();
        referee = PythonBots.write(dir, "referee.py", REFEREE);
        bot = PythonBots.write(dir, "bot.py", BOT);
    }

    private QualifyConfig config(int rounds, StopRule stop) {
        List<EngineSpec> engines = List.of(
                new EngineSpec("strong", List.of(PythonBots.python(), bot.toString(), "{strength}"), null, Map.of("strength", "100"), null),
                new EngineSpec("weak", List.of(PythonBots.python(), bot.toString(), "{strength}"), null, Map.of("strength", "40"), null));
        return new QualifyConfig("referee:players=2", engines, rounds, null, 2, MoveLimits.DEFAULT, 1000,
                Adjudication.SCORE, 7, stop);
    }

    private Qualification.Result run(QualifyConfig config, Path runDir, String fail) throws Exception {
        return run(config, runDir, fail, VoidLimit.DEFAULT);
    }

    private Qualification.Result run(QualifyConfig config, Path runDir, String fail, VoidLimit voidLimit)
            throws Exception {
        RefereeProgram program = new RefereeProgram(List.of(PythonBots.python(), referee.toString(), "-p1", "{p1}", "-p2", "{p2}",
                "-seed", "{seed}", "-fail", fail), null, 2, 60_000);
        try (GameService service = new GameService(new LocalExecutor(config.serving().concurrency(),
                () -> new RefereeProgramPlayer(program, runDir.resolve("engines"))), FaultListener.NONE)) {
            return new Qualification(config, new RefereeGame(2), new RunFiles(runDir), QualificationListener.NONE,
                    Clock.SYSTEM, voidLimit).run(service);
        }
    }

    @Test
    void aRefereeProgramsGamesGiveARankingWithIntervalsAndAnSprtStop() throws Exception {
        Qualification.Result result = run(config(200, StopRule.sprt(0, 150, 0.1, 0.1)), dir.resolve("run"), "0");

        assertThat(result.stopReason()).startsWith("sprt: H1 accepted");
        assertThat(result.games().played()).isLessThan(result.games().planned());
        assertThat(result.ranking().get(0).engine()).isEqualTo("strong");
        assertThat(Files.readAllLines(dir.resolve("run").resolve(RunFiles.RANKING)).get(1))
                .startsWith("1,strong,").doesNotContain("NaN");
        List<GameRecord> games = GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
        assertThat(games).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.END));
        assertThat(games).anySatisfy(g -> assertThat(g.seats()).containsExactly("weak", "strong"));
    }

    @Test
    void aGameWhoseRefereeFailsTwiceIsVoidAndCountsForNobody() throws Exception {
        Qualification.Result result = run(config(4, StopRule.NONE), dir.resolve("run"), "2", new VoidLimit(1));

        List<GameRecord> games = GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
        List<GameRecord> voided = games.stream().filter(g -> g.end() == GameEnd.VOID).toList();
        assertThat(voided).isNotEmpty().allSatisfy(g -> {
            assertThat((g.seed() & 0x7FFF_FFFFL) % 2).isZero();
            assertThat(g.forfeiter()).isEqualTo(-1);
            assertThat(g.reason()).contains("referee failed twice", "exit code 1");
        });
        assertThat(games).hasSize(8);
        assertThat(result.standings().gameCount()).isEqualTo(8 - voided.size());
        assertThat(result.games().voidGames()).isEqualTo(voided.size());
        assertThat(Files.readString(dir.resolve("run/engines/referee.log"), StandardCharsets.UTF_8))
                .contains("referee crashed");
    }

    @Test
    void aRunWhoseRefereeFailsAWholeRoundStopsWithOneLineNamingTheCauseAndTheLog() throws Exception {
        assertThatThrownBy(() -> run(config(50, StopRule.NONE), dir.resolve("run"), "1"))
                .isInstanceOf(TournamentException.class)
                .hasMessageContaining("the referee failed: every game of round")
                .hasMessageContaining("exit code 1")
                .hasMessageContaining(dir.resolve("run/engines/referee.log").toString());
        List<GameRecord> games = GameLog.read(dir.resolve("run").resolve(RunFiles.GAMES));
        assertThat(games.size()).isLessThan(20);
        assertThat(Files.readString(dir.resolve("run").resolve(RunFiles.SUMMARY))).contains("\"void\"")
                .contains("the referee failed twice");
    }

    @Test
    void aRunCutOffMidLineResumesToTheGamesOfAnUninterruptedRun() throws Exception {
        QualifyConfig config = config(3, StopRule.NONE);
        run(config, dir.resolve("whole"), "0");
        List<String> whole = Files.readAllLines(dir.resolve("whole").resolve(RunFiles.GAMES));
        Path cut = dir.resolve("cut");
        Files.createDirectories(cut);
        String partial = String.join("\n", whole.subList(0, 3)) + "\n" + whole.get(3).substring(0, 20);
        Files.writeString(cut.resolve(RunFiles.GAMES), partial);

        run(config, cut, "0");

        assertThat(sortedByIndex(cut)).isEqualTo(sortedByIndex(dir.resolve("whole")));
        assertThat(Files.readString(cut.resolve(RunFiles.RANKING)))
                .isEqualTo(Files.readString(dir.resolve("whole").resolve(RunFiles.RANKING)));
    }

    private static List<GameRecord> sortedByIndex(Path run) throws Exception {
        return GameLog.read(run.resolve(RunFiles.GAMES)).stream()
                .sorted(java.util.Comparator.comparingInt(GameRecord::index)).toList();
    }
}
