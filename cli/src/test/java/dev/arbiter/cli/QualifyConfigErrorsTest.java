package dev.arbiter.cli;

import dev.arbiter.tournament.config.StopRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Malformed qualification configs: each gets exactly one line naming the file, the field and what was
 * expected, exit code 2, and no stack trace (snapshots of the messages).
 */
class QualifyConfigErrorsTest {

    private static final String ENGINES = "engines:\n  - name: a\n    cmd: [arbiter, serve, --game, connect4]\n"
            + "  - name: b\n    cmd: [arbiter, serve, --game, connect4]\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        negative rounds   | game: connect4\\nrounds: -3\\n{E}                | field 'rounds': expected a positive integer, got -3
        rounds not a number | game: connect4\\nrounds: many\\n{E}            | field 'rounds': expected an integer, got 'many'
        fractional rounds | game: connect4\\nrounds: 2.5\\n{E}               | field 'rounds': expected an integer
        missing game      | rounds: 2\\n{E}                                  | field 'game': missing (a game name, see 'arbiter games')
        unknown game      | game: go\\n{E}                                   | field 'game': unknown game 'go' (known: chess, connectx, connect4, kalah, mancala, marslander, oware, reversi, sudoku, tictactoe, tron)
        unknown key       | game: connect4\\ncolour: red\\n{E}               | field 'colour': unknown key (known: adjudicate, adjudication, cluster, concurrency, engineLogMb, engines, firstTurnMs, game, gameJars, gauntlet, limits, maxPlies, openings, options, out, protocol, referee, restart, rounds, rules, schedule, seed, startTimeoutMs, stop, tc)
        one engine        | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines': expected a list of at least two engines
        missing command   | game: connect4\\nengines:\\n  - name: a\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': expected a non-empty list of program and arguments
        command is text   | game: connect4\\nengines:\\n  - name: a\\n    cmd: 5\\n | field 'engines[0].cmd': expected a list
        no such program   | game: connect4\\nengines:\\n  - name: a\\n    cmd: [no-such-engine-xyz]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': program 'no-such-engine-xyz' not found on the PATH
        duplicate names   | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[1].name': duplicate engine name 'a'
        negative nodes    | game: connect4\\nlimits: {nodes: -5}\\n{E}      | field 'limits.nodes': expected a non-negative integer, got -5
        strict per engine | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    limits: {strict: true}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].limits.strict': expected 'strict' only in the top-level limits
        unknown stop rule | game: connect4\\nstop: {rule: never}\\n{E}       | field 'stop.rule': expected one of none, threshold, sprt, max-games, got 'never'
        sprt bounds       | game: connect4\\nstop: {rule: sprt, elo0: 5, elo1: 0}\\n{E} | field 'stop.elo1': expected elo0 and elo1 with elo1 > elo0
        bad confidence    | game: connect4\\nstop: {rule: threshold, confidence: 2}\\n{E} | field 'stop.confidence': expected a number between 0 and 1, got 2.0
        key of another rule | game: connect4\\nstop: {rule: threshold, elo1: 5}\\n{E} | field 'stop.elo1': unknown key (known: confidence, elo, minGames)
        stop without rule | game: connect4\\nstop: {elo: 5}\\n{E}           | field 'stop.rule': missing (one of none, threshold, sprt, max-games)
        unknown protocol  | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    protocol: smoke\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].protocol': expected 'server', 'stdio' or 'uci', got 'smoke'
        unknown default protocol | game: connect4\\nrules: {protocol: smoke}\\n{E} | field 'rules.protocol': expected 'server', 'stdio' or 'uci', got 'smoke'
        unknown default protocol at the top | game: connect4\\nprotocol: smoke\\n{E} | field 'protocol': expected 'server', 'stdio' or 'uci', got 'smoke'
        first turn of a uci default | game: connect4\\nrules: {protocol: uci, firstTurnMs: 500}\\n{E} | field 'rules.firstTurnMs': only a 'stdio' engine has a first-turn limit
        options under a stdio default | game: connect4\\nrules: {protocol: stdio}\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    options: {Hash: '16'}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n    protocol: server\\n | field 'engines[0].options': protocol 'stdio' has no setting 'options'
        first turn of a server | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    firstTurnMs: 500\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].firstTurnMs': only a 'stdio' engine has a first-turn limit
        referee without command | referee: {players: 2}\\n{E}          | field 'referee.cmd': expected a non-empty list of program and arguments
        referee of five   | referee: {cmd: [python3, r.py], players: 5}\\n{E} | referee.players: expected 1 to 4, got 5
        referee placeholder | referee: {cmd: [python3, r.py, '{p9}']}\\n{E} | referee.cmd: unknown placeholder {p9} (known: {p1}..{p2}, {seed}, {log})
        bad adjudication  | game: connect4\\nadjudicate: maybe\\n{E}         | field 'adjudicate': expected 'score' or 'draw', got 'maybe'
        bad clock         | game: connect4\\ntc: 10+fast\\n{E}               | field 'limits.tc': expected [MOVES/]BASE+INCREMENT in seconds, e.g. 10+0.1, 60 or 40/60+0.6, got '10+fast'
        clock twice       | game: connect4\\ntc: 10\\nlimits: {tc: 5}\\n{E} | field 'tc': give the game clock once: 'tc' or 'limits.tc'
        negative clock    | game: connect4\\nlimits: {tc: '-1+0'}\\n{E}     | field 'limits.tc': expected [MOVES/]BASE+INCREMENT in seconds
        negative game nodes | game: connect4\\nlimits: {gameNodes: -100}\\n{E} | field 'limits.gameNodes': expected a non-negative integer, got -100
        game nodes of an engine | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    limits: {gameNodes: lots}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].limits.gameNodes': expected an integer, got 'lots'
        game nodes of a stdio bot | game: connect4\\nlimits: {gameNodes: 5000}\\nengines:\\n  - name: a\\n    cmd: [python3, bot.py]\\n    protocol: stdio\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].protocol': a stdio bot reports no nodes, so it cannot play under a node budget per game
        bad budget strategy | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --budget-strategy, lavish]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': arbiter serve: option '--budget-strategy': expected greedy, thrifty, optimistic or all, got 'lavish'
        resign score      | game: connect4\\nadjudication: {resign: {score: -5, moves: 3}}\\n{E} | field 'adjudication.resign.score': expected a positive number, got -5.0
        draw moves        | game: connect4\\nadjudication: {draw: {score: 5}}\\n{E} | field 'adjudication.draw.movecount': missing (a positive integer)
        count twice       | game: connect4\\nadjudication: {resign: {score: 5, moves: 2, movecount: 2}}\\n{E} | field 'adjudication.resign.movecount': give the count once: 'movecount' or 'moves'
        maxmoves zero     | game: connect4\\nadjudication: {maxmoves: 0}\\n{E} | field 'adjudication.maxmoves': expected a positive number of full moves, got 0
        adjudicated tron  | game: tron\\nadjudication: {draw: {score: 5, moves: 2}}\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, tron]\\n  - name: b\\n    cmd: [arbiter, serve, --game, tron]\\n | field 'adjudication': expected a two-player game, tron has 4 seats
        no openings file  | game: connect4\\nopenings: no-such-openings.txt\\n{E} | no-such-openings.txt: cannot read the openings file
        bad opening order | game: connect4\\nopenings: {file: o.txt, order: backwards}\\n{E} | field 'openings.order': expected 'sequential', 'shuffled' or 'random', got 'backwards'
        bad opening line  | game: connect4\\nopenings: bad-openings.txt\\n{E} | bad-openings.txt line 3: expected init data of connectx (see 'arbiter show --game connectx'), got '48'
        unknown gauntlet  | game: connect4\\ngauntlet: zed\\n{E}             | field 'gauntlet': no engine named 'zed'
        unknown schedule  | game: connect4\\nschedule: swiss\\n{E}          | field 'schedule': expected one of round-robin, elimination, got 'swiss'
        elimination of a puzzle | game: sudoku\\nschedule: elimination\\n{E} | field 'schedule': 'elimination' needs a two-player game, this one has 1 seats
        sweep without placeholder | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4]\\n    sweep: {param: c, values: [1]}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].sweep.param': cmd does not use {c}
        sweep without values | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --param, 'c={c}']\\n    sweep: {param: c}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].sweep.values': expected a non-empty list of values
        sweep value with a space | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --param, 'c={c}']\\n    sweep: {param: c, values: ['1 2']}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].sweep.values[0]': expected a value of letters, digits and _.+-
        sweep names twice | game: connect4\\nengines:\\n  - name: a-1\\n    cmd: [arbiter, serve, --game, connect4]\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --param, 'c={c}']\\n    sweep: {param: c, values: [1]}\\n | field 'engines[1].name': duplicate engine name 'a-1'
        bad placeholder   | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --seed, '{w}']\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].params': engine 'a': no value for placeholder {w}
        injection         | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --seed, '{w}']\\n    params: {w: '1 --evil'}\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].params': engine 'a': value of 'w' must not contain spaces or control characters
 unknown algorithm | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --algo, deepblue]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': arbiter serve: unknown algorithm 'deepblue'
        unknown engine game | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, go]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': arbiter serve: unknown game 'go'
        param out of bounds | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --param, 'centre=-5']\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': arbiter serve: parameter 'centre': expected a number in
        bad serve option | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, serve, --game, connect4, --colour, red]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': arbiter serve: Unknown options: '--colour', 'red'
        not serve | game: connect4\\nengines:\\n  - name: a\\n    cmd: [arbiter, perft]\\n  - name: b\\n    cmd: [arbiter, serve, --game, connect4]\\n | field 'engines[0].cmd': a built-in engine is 'arbiter serve --game G --algo A ...', got 'arbiter perft'
        bad yaml          | game: connect4\\n\\trounds: 2\\n                    | :2:1: not valid YAML: found character
        cluster without secret | game: connect4\\ncluster: {members: ['10.0.0.2:5702']}\\n{E} | field 'cluster.secretFile': required: a file holding the secret shared with the workers
        cluster secret missing | game: connect4\\ncluster: {secretFile: no-such-secret}\\n{E} | field 'cluster.secretFile': cannot read
        cluster bad member | game: connect4\\ncluster: {secretFile: s, members: ['a:b']}\\n{E} | field 'cluster.members[0]': expected HOST or HOST:PORT, got 'a:b'
        cluster bad port  | game: connect4\\ncluster: {secretFile: s, bind: 'localhost:99999'}\\n{E} | field 'cluster.bind': port must lie in 1..65535, got 99999
        cluster lost too soon | game: connect4\\ncluster: {secretFile: s, lostAfter: 1}\\n{E} | field 'cluster.lostAfter': expected whole seconds in [2, 3600], got 1
        cluster lost as text | game: connect4\\ncluster: {secretFile: s, lostAfter: 10s}\\n{E} | field 'cluster.lostAfter': expected an integer, got '10s'
        cluster unknown key | game: connect4\\ncluster: {secretFile: s, colour: red}\\n{E} | field 'cluster.colour': unknown key (known: bind, lostAfter, members, secretFile)
        """)
    void malformedConfigGetsOneLineNamingFileAndField(String name, String yaml, String expected) throws Exception {
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, yaml.replace("\\n", "\n").replace("\\t", "\t").replace("{E}", ENGINES));
        Files.writeString(dir.resolve("bad-openings.txt"), "# a good line, then a column that does not exist\n44\n48\n");
        CliRunner.Run run = CliRunner.run("qualify", file.toString(), "--out", dir.resolve("run").toString());
        assertThat(run.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("arbiter: " + file).contains(expected).doesNotContain("\tat ");
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(dir.resolve("run")).doesNotExist();
    }

    @Test
    void theStopFlagTakesTheRulesAndKeysOfTheFile() {
        assertThat(QualifyCommand.parseStop("threshold:elo=50,confidence=0.9")).isEqualTo(StopRule.threshold(50, 0.9, 0));
        assertThat(QualifyCommand.parseStop("sprt:elo0=0,elo1=10")).isEqualTo(StopRule.sprt(0, 10, 0.05, 0.05));
        assertThat(QualifyCommand.parseStop("none")).isEqualTo(StopRule.NONE);
        assertThatThrownBy(() -> QualifyCommand.parseStop("threshold:elo1=5"))
                .hasMessage("--stop: field 'elo1': unknown key (known: confidence, elo, minGames)");
        assertThatThrownBy(() -> QualifyCommand.parseStop("sprt:elo0=0,elo1=ten"))
                .hasMessageStartingWith("--stop: field 'elo1': expected a number");
    }
}
