package dev.arbiter.tournament.stdio;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.stdio.StdioProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.ProcessTree;
import dev.arbiter.tournament.play.EngineServerPlayer;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.play.RefereeProgramPlayer;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.Leftovers;
import dev.arbiter.tournament.support.PythonBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Stdio bots and referee programs under the process launcher's discipline (docs/FAULTS.md): what they fork, also
 * helpers that double-fork and call {@code setsid}, ends with them; a bot signalling its own process group cannot
 * reach the referee; a flood on standard error stays within the log's bound; output out of turn and over-long
 * lines are {@code malformed} every time; a bot that exits at once stops the run. After each case no process is
 * left, checked by process id, process group and session. The bots are real Python processes speaking
 * tic-tac-toe's generic line format, misbehaving as their argument says; they write their own process ids and
 * their helpers' to {@code *.pid} files (a helper's reaches the file through a pipe before the bot plays on, so
 * the files are complete when the game is).
 */
class StdioContainmentTest {

    private static final String BOT = """
            import os, signal, subprocess, sys
            mode, piddir = sys.argv[1], sys.argv[2]
            def record(name, pid):
                with open(os.path.join(piddir, name + '.pid'), 'a') as f:
                    f.write(f'{pid}\\n')
            record('bots', os.getpid())
            if mode == 'escape':
                record('helpers', subprocess.Popen(['sleep', '60']).pid)
                r, w = os.pipe()
                if os.fork() == 0:
                    os.setsid()
                    if os.fork() == 0:
                        os.write(w, str(os.getpid()).encode())
                        os.execvp('sleep', ['sleep', '60'])
                    os._exit(0)
                os.close(w)
                record('helpers', int(os.read(r, 32)))
            seat, seats = input().split()
            input()
            turn = 0
            while True:
                world = input()
                actions = [input() for _ in range(int(input()))]
                turn += 1
                if mode == 'spam':
                    sys.stderr.write('x' * 200_000 + '\\n')
                    sys.stderr.flush()
                if turn == 2 and mode == 'killgroup':
                    os.killpg(0, signal.SIGTERM)
                if turn == 2 and mode == 'long':
                    sys.stdout.write('a' * 10_000_000 + '\\n')
                    sys.stdout.flush()
                    continue
                if mode == 'twice':
                    # both lines in one write, so the extra one is in the pipe before the referee asks again
                    sys.stdout.write(actions[0] + '\\n' + actions[-1] + '\\n')
                    sys.stdout.flush()
                    continue
                print(actions[0], flush=True)
            """;
    private static final MoveLimits LIMITS = new MoveLimits(50, 0, 0, 1_500, 5_000);

    private final List<String> faults = new CopyOnWriteArrayList<>();
    private Path script;
    private Path pids;
    @TempDir
    Path dir;

    @BeforeEach
    void writeBot() throws Exception {
        PythonBots.assumePython();
        assumeTrue(ProcessTree.groups(), "setsid and /proc are needed to contain a bot");
        script = PythonBots.write(dir, "bot.py", BOT);
        pids = Files.createDirectories(dir.resolve("pids"));
    }

    private Entrant bot(String name, String mode) {
        return new Entrant(name, List.of(PythonBots.python(), script.toString(), mode, pids.toString()), null, Map.of(),
                LIMITS, 0, new StdioProtocol(20_000));
    }

    private List<GameRecord> play(int pairs, long logBytes, Entrant a, Entrant b) {
        PlaySettings settings = new PlaySettings(GameRules.of("tictactoe").withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(10_000), 1, 2,
                new PlaySettings.EngineFiles(dir.resolve("engines"), logBytes, null));
        List<GameRecord> games = new ArrayList<>();
        try (EngineServerPlayer player = new EngineServerPlayer(new TicTacToe(), settings,
                (engine, fault) -> faults.add(engine + ":" + fault.kind().code()), Clock.SYSTEM)) {
            for (int p = 0; p < pairs; p++) {
                games.addAll(player.play(GameJob.pair(p, a, b, p + 1, "")).games());
            }
        }
        return games;
    }

    private void assertNothingLeft() throws Exception {
        List<Long> ids = Leftovers.written(pids);
        assertThat(ids).isNotEmpty();
        assertThat(Leftovers.of(ids)).as("processes left by pid, group or session").isEmpty();
    }

    @Test
    void helpersABotForksOrDetachesWithSetsidEndWithItsGame() throws Exception {
        List<GameRecord> games = play(2, 1 << 20, bot("escaper", "escape"), bot("good", "good"));

        assertThat(games).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.END));
        assertThat(Files.readAllLines(pids.resolve("helpers.pid"))).hasSize(8);
        assertNothingLeft();
    }

    @Test
    void aBotKillingItsOwnProcessGroupCrashesAloneAndTheRefereePlaysOn() throws Exception {
        List<GameRecord> games = play(1, 1 << 20, bot("killer", "killgroup"), bot("good", "good"));

        assertThat(games).allSatisfy(g -> {
            assertThat(g.fault()).isEqualTo("crash");
            assertThat(g.forfeiter()).isEqualTo(g.seats().indexOf("killer"));
        });
        assertNothingLeft();
    }

    @Test
    void aBotFloodingItsStandardErrorKeepsWithinTheLogBound() throws Exception {
        long bound = 64 << 10;

        List<GameRecord> games = play(1, bound, bot("spammer", "spam"), bot("good", "good"));

        assertThat(games).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.END));
        Path log = dir.resolve("engines/spammer.log");
        long size = Files.size(log) + Files.size(log.resolveSibling("spammer.log.1"));
        assertThat(size).isLessThanOrEqualTo(bound);
        assertThat(Files.readString(log)).contains("xxxx");
        assertNothingLeft();
    }

    @Test
    void aLinePrintedOutOfTurnIsMalformedEveryTimeAndNeverPlayed() throws Exception {
        List<GameRecord> games = play(3, 1 << 20, bot("chatty", "twice"), bot("good", "good"));

        assertThat(games).hasSize(6).allSatisfy(g -> {
            assertThat(g.fault()).as(g.reason()).isEqualTo("malformed");
            assertThat(g.reason()).contains("printed out of turn");
            assertThat(g.forfeiter()).isEqualTo(g.seats().indexOf("chatty"));
            int chattySeat = g.seats().indexOf("chatty");
            assertThat(g.actions().size()).as("the chatty bot played one move only").isLessThanOrEqualTo(2 + chattySeat);
        });
        assertThat(Files.readString(dir.resolve("engines/chatty.log"))).contains("printed out of turn");
        assertNothingLeft();
    }

    @Test
    void anOverLongLineIsMalformedEveryTime() throws Exception {
        List<GameRecord> games = play(2, 1 << 20, bot("long", "long"), bot("good", "good"));

        assertThat(games).hasSize(4).allSatisfy(g -> {
            assertThat(g.fault()).as(g.reason()).isEqualTo("malformed");
            assertThat(g.forfeiter()).isEqualTo(g.seats().indexOf("long"));
        });
        assertNothingLeft();
    }

    @Test
    void aBotThatExitsAtOnceStopsTheRunAfterOneRetry() throws Exception {
        Entrant quitter = new Entrant("quitter", List.of(PythonBots.python(), "-c", "import sys; sys.exit(3)"), null,
                Map.of(), LIMITS, 0, new StdioProtocol(20_000));
        PlaySettings settings = new PlaySettings(GameRules.of("tictactoe").withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(10_000), 1, 2)
                .withEngineLogs(dir.resolve("engines"));

        try (GameService service = GameService.local(new TicTacToe(), settings, FaultListener.NONE, Clock.SYSTEM)) {
            // whether the referee's write or its read meets the exit first is the scheduler's choice: both are said
            assertThatThrownBy(() -> service.check(List.of(quitter))).isInstanceOf(TournamentException.class)
                    .hasMessageMatching("engine 'quitter' cannot start \\(tried twice\\): quitter: (closed its output"
                            + "|cannot write its input \\(Broken pipe\\)) \\(exited with status 3\\), on its first turn");
        }
    }

    @Test
    void aRefereeProgramsBotsAndTheHelpersThatLeftItsSessionEndWithItsGame() throws Exception {
        Path referee = PythonBots.write(dir, "referee.py", """
                import os, shlex, subprocess, sys
                opts = dict(zip(sys.argv[1::2], sys.argv[2::2]))
                piddir = opts['-pids']
                def record(pid):
                    with open(os.path.join(piddir, 'referee.pid'), 'a') as f:
                        f.write(f'{pid}\\n')
                record(os.getpid())
                for key in ['-p1', '-p2']:
                    record(subprocess.Popen(shlex.split(opts[key]), start_new_session=True).pid)
                print(1)
                print(0)
                """);
        RefereeProgram program = new RefereeProgram(List.of(PythonBots.python(), referee.toString(), "-p1", "{p1}",
                "-p2", "{p2}", "-pids", pids.toString()), null, 2, 30_000);
        Entrant sleeper = new Entrant("sleeper", List.of("sleep", "60"), null, Map.of(), LIMITS);

        try (RefereeProgramPlayer player = new RefereeProgramPlayer(program, dir.resolve("engines"))) {
            List<GameRecord> games = player.play(GameJob.pair(0, sleeper, sleeper, 1, "")).games();
            assertThat(games).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.END));
        }

        assertThat(Files.readAllLines(pids.resolve("referee.pid"))).hasSize(6);
        assertNothingLeft();
    }
}
