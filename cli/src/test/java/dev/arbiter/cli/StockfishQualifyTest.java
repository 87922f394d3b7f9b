package dev.arbiter.cli;

import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * UCI engines as they are, end to end through {@code arbiter qualify} with the distribution's Stockfish (skipped when
 * it is not installed): Skill Level 20 against 0 at a fixed node count, openings from an EPD book, SPRT [0, 50]
 * accepts H1 (in a few dozen games: the gap is hundreds of Elo, and a band of [0, 10] needs about 170 games for the
 * same verdict); two identical configurations never accept H1; a gauntlet of Stockfish against two of Arbiter's
 * chess engines, one over Arbiter's protocol and one over UCI. Node counts are low to keep the tests short.
 */
class StockfishQualifyTest {

    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    private static final String BOOK = String.join("\n",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - id \"e4 e5 Nf3 Nc6\";",
            "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - id \"e4 c5 Nf3 d6\";",
            "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - id \"d4 d5 c4 e6\";",
            "rnbqkb1r/pppppp1p/5np1/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - id \"d4 Nf6 c4 g6\";", "");

    @TempDir
    Path dir;

    @BeforeEach
    void needsStockfish() throws Exception {
        assumeTrue(Files.isExecutable(STOCKFISH), "Stockfish is not installed at " + STOCKFISH + ": skipping");
        Files.writeString(dir.resolve("book.epd"), BOOK);
    }

    private static String stockfish(String name, int skill) {
        return "  - {name: " + name + ", cmd: [" + STOCKFISH + "], protocol: uci, options: {Threads: 1, Hash: 8, "
                + "Skill Level: " + skill + "}}";
    }

    private CliRunner.Run qualify(String name, String... lines) throws Exception {
        Path config = dir.resolve(name + ".yaml");
        Files.writeString(config, String.join("\n", lines) + "\n");
        return CliRunner.run("qualify", config.toString(), "--out", dir.resolve(name).toString(), "--no-progress");
    }

    @Test
    void skillLevel20AgainstSkillLevel0AtFixedNodesIsAcceptedAsStrongerBySprt() throws Exception {
        CliRunner.Run run = qualify("sprt", "game: chess", "seed: 11", "rounds: 200", "concurrency: 2",
                "limits: {nodes: 100}", "maxPlies: 300",
                "openings: {file: book.epd, format: epd, order: random}",
                "adjudication: {resign: {score: 600, moves: 2}}",
                "stop: {rule: sprt, elo0: 0, elo1: 50}",
                "engines:", stockfish("skill20", 20), stockfish("skill0", 0));
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("sprt: H1 accepted");
        List<GameRecord> games = GameLog.read(dir.resolve("sprt").resolve(RunFiles.GAMES));
        assertThat(games).extracting(GameRecord::fault).containsOnlyNulls();
        assertThat(games).extracting(GameRecord::init).allMatch(fen -> fen.endsWith(" w KQkq -"));
        assertThat(games.stream().collect(java.util.stream.Collectors.groupingBy(GameRecord::round,
                java.util.stream.Collectors.mapping(GameRecord::init, java.util.stream.Collectors.toSet()))))
                .as("both games of a pair start from the same opening").allSatisfy((round, inits) ->
                        assertThat(inits).hasSize(1));
        assertThat(games).allMatch(g -> g.moves().stream().allMatch(m -> m.nodes() > 0));
        assertThat(dir.resolve("sprt").resolve("engines").resolve("skill20.uci-options.txt"))
                .content().contains("option name Skill Level");
    }

    @Test
    void anOptionStockfishDoesNotDeclareStopsTheRunWithOneLineNamingTheFileAndExit2() throws Exception {
        CliRunner.Run run = qualify("typo", "game: chess", "rounds: 2", "limits: {nodes: 100}",
                "engines:", stockfish("skill20", 20),
                "  - {name: typo, cmd: [" + STOCKFISH + "], protocol: uci, options: {Hashh: 8}}");
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err().strip()).startsWith("arbiter: " + dir.resolve("typo.yaml") + ": field 'engines': engine 'typo' "
                + "rejected its settings: typo: option 'Hashh' is not declared by the engine (it declares: ")
                .contains("Hash, ").doesNotContain("\tat ").hasLineCount(1);
        assertThat(dir.resolve("typo").resolve(RunFiles.GAMES)).doesNotExist();
    }

    @Test
    void twoIdenticalConfigurationsDoNotAcceptH1() throws Exception {
        CliRunner.Run run = qualify("same", "game: chess", "seed: 12", "rounds: 8", "concurrency: 2",
                "limits: {nodes: 150}", "maxPlies: 160",
                "openings: {file: book.epd, format: epd}",
                "adjudication: {resign: {score: 600, moves: 2}, draw: {score: 20, moves: 4, afterPly: 40}}",
                "stop: {rule: sprt, elo0: 0, elo1: 10}",
                "engines:", stockfish("a", 20), stockfish("b", 20));
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("H1 accepted");
    }

    @Test
    void aGauntletOfStockfishAgainstTwoOfArbitersChessEnginesPlaysWithoutFaults() throws Exception {
        CliRunner.Run run = qualify("gauntlet", "game: chess", "seed: 13", "rounds: 1", "concurrency: 2",
                "limits: {nodes: 300}", "maxPlies: 120",
                "openings: {file: book.epd, format: epd}",
                "adjudication: {resign: {score: 900, moves: 2}}",
                "stop: {rule: max-games, maxGames: 6}",
                "engines:", stockfish("stockfish", 20),
                "  - {name: abp, cmd: [arbiter, serve, --game, chess, --algo, abp]}",
                "  - {name: abp-uci, cmd: [arbiter, serve, --game, chess, --algo, abp, --protocol, uci], protocol: uci}");
        assertThat(run.exit()).as(run.err()).isZero();
        List<GameRecord> games = GameLog.read(dir.resolve("gauntlet").resolve(RunFiles.GAMES));
        assertThat(games).hasSize(6);
        assertThat(games).extracting(GameRecord::fault).containsOnlyNulls();
        assertThat(run.out()).contains("stockfish", "abp-uci");
    }
}
