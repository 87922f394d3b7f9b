package dev.arbiter.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Malformed tuning configs: each gets exactly one line naming the file, the field and what was expected,
 * exit code 2, no stack trace and no run folder (snapshots of the messages).
 */
class TuneConfigErrorsTest {

    private static final String ENGINE = "engine:\\n  cmd: [arbiter, serve, --game, connect4, --param, 'centre={c}']\\n";
    private static final String PARAM = "parameters:\\n  - {name: c, min: 0, max: 100, seed: 10}\\n";
    private static final String BUDGET = "budget: {games: 10}\\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        missing game        | {E}{P}{B}                                                     | field 'game': missing (a game name, see 'arbiter games')
        unknown game        | game: go\\n{E}{P}{B}                                           | field 'game': unknown game 'go'
        unknown key         | game: connect4\\ncolour: red\\n{E}{P}{B}                       | field 'colour': unknown key (known: adjudicate, adjudication, budget, cluster, concurrency, de, duel, engine, engineLogMb, firstTurnMs, game, gameJars, keepEngines, limits, lookahead, maxPlies, openings, options, out, parameters, population, protocol, referee, restart, rules, seed, startTimeoutMs, tc, tuner, validation)
        no parameters       | game: connect4\\n{E}{B}                                        | field 'parameters': expected a list of parameters (name, min, max, seed)
        min above max       | game: connect4\\n{E}parameters:\\n  - {name: c, min: 5, max: 1, seed: 3}\\n{B} | field 'parameters[0].max': must exceed min (5.0), got 1.0
        seed outside bounds | game: connect4\\n{E}parameters:\\n  - {name: c, min: 0, max: 1, seed: 3}\\n{B} | field 'parameters[0].seed': must lie in [0.0, 1.0], got 3.0
        integer seed        | game: connect4\\n{E}parameters:\\n  - {name: c, min: 0, max: 9, seed: 2.5, integer: true}\\n{B} | field 'parameters[0].seed': an integer parameter needs a whole seed value, got 2.5
        missing seed value  | game: connect4\\n{E}parameters:\\n  - {name: c, min: 0, max: 9}\\n{B} | field 'parameters[0].seed': missing (a number)
        duplicate parameter | game: connect4\\n{E}parameters:\\n  - {name: c, min: 0, max: 9, seed: 1}\\n  - {name: c, min: 0, max: 9, seed: 1}\\n{B} | field 'parameters[1].name': duplicate parameter 'c'
        name with a leading space | game: connect4\\n{E}parameters:\\n  - {name: ' c', min: 0, max: 9, seed: 1}\\n{B} | field 'parameters[0].name': expected a name of letters, digits and _.- starting with a letter, words one space apart (as UCI option names), got ' c'
        unknown placeholder | game: connect4\\nengine:\\n  cmd: [arbiter, '{c}', '{zz}']\\n{P}{B} | field 'engine.cmd': placeholder {zz} is not a tuned parameter (parameters: c)
        no such program     | game: connect4\\nengine:\\n  cmd: [no-such-engine-xyz, '{c}']\\n{P}{B} | field 'engine.cmd': program 'no-such-engine-xyz' not found on the PATH
        no engine           | game: connect4\\n{P}{B}                                        | field 'engine.cmd': expected a non-empty list of program and arguments
        no budget           | game: connect4\\n{E}{P}                                        | field 'budget': missing: give generations, games or hours
        negative hours      | game: connect4\\n{E}{P}budget: {hours: -1}\\n                  | field 'budget.hours': expected a positive number of hours, got -1.0
        small population    | game: connect4\\n{E}{P}{B}population: 3\\n                     | field 'population': expected at least 4 members, got 3
        unknown strategy    | game: connect4\\n{E}{P}{B}de: {strategy: rand/2/exp}\\n         | field 'de.strategy': expected rand/1/bin, best/1/bin or current-to-pbest/1, got 'rand/2/exp'
        F range reversed    | game: connect4\\n{E}{P}{B}de: {fMin: 0.8, fMax: 0.5}\\n         | field 'de.fMax': expected a number in [fMin, 2], got 0.5
        crossover above one | game: connect4\\n{E}{P}{B}de: {cr: 1.5}\\n                     | field 'de.cr': expected a number in [0, 1], got 1.5
        duel bounds         | game: connect4\\n{E}{P}{B}duel: {minPairs: 9, maxPairs: 4}\\n   | field 'duel.maxPairs': must be at least minPairs (9), got 4
        one engine kept     | game: connect4\\n{E}{P}{B}keepEngines: 1\\n                 | field 'keepEngines': expected at least 2 engine processes (the two of a pair), got 1
        unknown tuner       | game: connect4\\n{E}{P}{B}tuner: cma\\n                      | field 'tuner': expected one of de, spsa, got 'cma'
        DE key for SPSA     | game: connect4\\n{E}{P}{B}tuner: spsa\\npopulation: 8\\n    | field 'population': unknown key (known: adjudicate, adjudication, budget, cluster, concurrency, engine, engineLogMb, firstTurnMs, game, gameJars, keepEngines, limits, lookahead, maxPlies, openings, options, out, parameters, protocol, referee, restart, rules, seed, spsa, startTimeoutMs, tc, tuner, validation)
        unknown SPSA key    | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {c: 3}\\n    | field 'spsa.c': unknown key (known: aRatio, alpha, cEnd, cFraction, drawRate, games, gamma, rEnd, stepPairs)
        SPSA c fraction     | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {cFraction: 2}\\n | field 'spsa.cFraction': expected a fraction of the range in (0, 1], got 2.0
        SPSA c of unknown   | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {cEnd: {d: 3}}\\n | field 'spsa.cEnd.d': not a tuned parameter (parameters: c)
        SPSA c above range  | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {cEnd: {c: 300}}\\n | field 'spsa.cEnd.c': expected a perturbation in (0, 100.0] (the parameter's range), got 300.0
        SPSA learning rate  | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {rEnd: -1}\\n | field 'spsa.rEnd': expected a positive learning rate, got -1.0
        SPSA draw rate      | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {drawRate: 1}\\n | field 'spsa.drawRate': expected a number in [0, 1), got 1.0
        SPSA plan of 1 game | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {games: 1}\\n | field 'spsa.games': expected at least 2 games, got 1
        SPSA plan by hours  | game: connect4\\n{E}{P}budget: {hours: 8}\\ntuner: spsa\\n     | field 'spsa.games': required when the budget has no games (the schedule is planned for a number of games; the default is a thirty-second of the games you expect to play)
        SPSA step           | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {stepPairs: 0}\\n | field 'spsa.stepPairs': expected a positive number of pairs, got 0
        SPSA not a number   | game: connect4\\n{E}{P}{B}tuner: spsa\\nspsa: {alpha: fast}\\n | field 'spsa.alpha': expected a number, got 'fast'
        short budget        | game: connect4\\n{E}{P}{B}                                        | field 'budget.games': expected at least 12288 games, enough for the tuner's first generation (until it ends the seed vector is the recommendation), got 10; or pass --allow-short-budget
        negative log bound  | game: connect4\\n{E}{P}{B}engineLogMb: -1\\n               | field 'engineLogMb': expected an integer in [0, 100000], got -1
        log bound too large | game: connect4\\n{E}{P}{B}engineLogMb: 100001\\n           | field 'engineLogMb': expected an integer in [0, 100000], got 100001
        bad adjudication    | game: connect4\\n{E}{P}{B}adjudicate: maybe\\n               | field 'adjudicate': expected 'score' or 'draw', got 'maybe'
        """)
    void malformedConfigGetsOneLineNamingFileAndField(String name, String yaml, String expected) throws Exception {
        Path file = dir.resolve("t.yaml");
        Files.writeString(file, yaml.replace("{E}", ENGINE).replace("{P}", PARAM).replace("{B}", BUDGET)
                .replace("\\n", "\n"));
        CliRunner.Run run = CliRunner.run("tune", file.toString(), "--out", dir.resolve("run").toString());
        assertThat(run.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("arbiter: " + file + ": ").contains(expected).doesNotContain("\tat ");
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(dir.resolve("run")).doesNotExist();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        no mode         | -                                | give CONFIG or --resume RUN_DIR
        not a run       | --resume,{D}                     | is not a tuning run folder (no config.json)
        verify not run  | verify,{D}                       | is not a tuning run folder (no config.json)
        old verify      | --verify,{D}                     | is not a tuning run folder (no config.json)
        pairs alone     | {D}/t.yaml,--pairs,5             | --pairs goes with 'arbiter tune verify'
        """)
    void wrongModeIsAUsageError(String name, String args, String expected) {
        String[] argv = args.equals("-") ? new String[] {"tune"}
                : ("tune," + args.replace("{D}", dir.toString())).split(",");
        CliRunner.Run run = CliRunner.run(argv);
        assertThat(run.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(expected);
    }
}
