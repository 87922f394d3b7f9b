package dev.arbiter.tournament.referee;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.server.EngineSettings;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import dev.arbiter.games.connectx.ConnectXWorld;
import dev.arbiter.tournament.config.Openings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Start positions from a file: played in file order or shuffled by the seed (each pass through the file a
 * permutation of it, the same for the same seed), every line checked with its file and line named in the error,
 * and the generator's positions balanced, new and readable back as init data.
 */
class OpeningBookTest {

    private static final GameRegistry GAMES = GameRegistry.load();

    @TempDir
    Path dir;

    private Openings file(String text, Openings.Order order) throws IOException {
        Path f = dir.resolve("openings.txt");
        Files.writeString(f, text);
        return new Openings(f.toString(), order);
    }

    @Test
    void anEpdBookIsReadAsFensWithoutItsOpcodesFromTheStartLineGivenAndRandomMeansShuffled() throws IOException {
        Path file = Files.writeString(dir.resolve("book.epd"), String.join("\n",
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - id \"italian\";",
                "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 bm d4; id \"sicilian\";",
                "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq -", ""));
        Game<?> chess = GameRegistry.load().create("chess");
        OpeningBook book = OpeningBook.read(new Openings(file.toString(), Openings.Order.SEQUENTIAL,
                Openings.Format.EPD, 2), chess);
        assertThat(book.size()).isEqualTo(3);
        assertThat(book.init(1, 0)).isEqualTo("rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
        assertThat(book.init(1, 1)).isEqualTo("rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq -");
        assertThat(book.init(1, 2)).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -");
        assertThat(Openings.Order.of("random")).isEqualTo(Openings.Order.SHUFFLED);
        assertThatThrownBy(() -> OpeningBook.read(new Openings(file.toString(), Openings.Order.SEQUENTIAL,
                Openings.Format.EPD, 4), chess)).hasMessageContaining("start 4 is beyond its 3 positions");
    }

    @Test
    void aPgnBookGivesEachGamesStartAndTheFirstPliesOfItsMainLine() throws IOException {
        Path file = Files.writeString(dir.resolve("book.pgn"), String.join("\n",
                "[Event \"a\"]", "[Result \"*\"]", "", "1. e4 e5 2. Nf3 {main} (2. f4 exf4) Nc6 3. Bb5 *", "",
                "[Event \"b\"]", "[SetUp \"1\"]", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]", "",
                "1. e4 Kd7 *", ""));
        Game<?> chess = GameRegistry.load().create("chess");
        OpeningBook book = OpeningBook.read(new Openings(file.toString(), Openings.Order.SEQUENTIAL,
                Openings.Format.PGN, 1, 3), chess);
        assertThat(book.size()).isEqualTo(2);
        assertThat(book.init(1, 0)).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 g1f3");
        assertThat(book.init(1, 1)).isEqualTo("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4 e8d7");
        OpeningBook whole = OpeningBook.read(new Openings(file.toString(), Openings.Order.SEQUENTIAL,
                Openings.Format.PGN, 1, 0), chess);
        assertThat(whole.init(1, 0)).endsWith("moves e2e4 e7e5 g1f3 b8c6 f1b5");
        assertThatThrownBy(() -> OpeningBook.read(new Openings(file.toString(), Openings.Order.SEQUENTIAL,
                Openings.Format.PGN, 1, 0), GAMES.create("connect4"))).hasMessageContaining("has no game notation");
        assertThatThrownBy(() -> new Openings(file.toString(), Openings.Order.SEQUENTIAL, Openings.Format.EPD, 1, 4))
                .hasMessageContaining("only with format: pgn");
        Path bad = Files.writeString(dir.resolve("bad.pgn"), "[Event \"a\"]\n\n1. e4 e4 *\n");
        assertThatThrownBy(() -> OpeningBook.read(new Openings(bad.toString(), Openings.Order.SEQUENTIAL,
                Openings.Format.PGN, 1, 0), chess)).hasMessageStartingWith(bad + ": game 1, line 3: move 1");
    }

    @Test
    void sequentialOrderPlaysTheLinesTopToBottomAndStartsOver() throws IOException {
        OpeningBook book = OpeningBook.read(file("# made by hand\n44\n\n4453\n1\n", null), GAMES.create("connect4"));
        List<String> rounds = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            rounds.add(book.init(7, r));
        }
        assertThat(rounds).containsExactly("44", "4453", "1", "44", "4453");
    }

    @Test
    void shuffledOrderIsAPermutationPerPassFixedByTheSeed() throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int c = 1; c <= 7; c++) {
            for (int d = 1; d <= 7; d++) {
                lines.append(c).append(d).append('\n');
            }
        }
        Openings openings = file(lines.toString(), Openings.Order.SHUFFLED);
        Game<?> game = GAMES.create("connect4");
        OpeningBook book = OpeningBook.read(openings, game);
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        for (int r = 0; r < 49; r++) {
            first.add(book.init(11, r));
            second.add(book.init(11, 49 + r));
        }
        assertThat(first).doesNotHaveDuplicates().hasSize(49).isNotEqualTo(second);
        assertThat(second).containsExactlyInAnyOrderElementsOf(first);
        OpeningBook again = OpeningBook.read(openings, game);
        assertThat(again.init(11, 60)).as("a resumed run plays the same starts").isEqualTo(second.get(11));
        assertThat(again.init(12, 0)).isNotNull();
    }

    @Test
    void aBadLineIsNamedWithItsFileAndLineAndWhatWasExpected() throws IOException {
        Openings bad = file("44\n4x\n", null);
        assertThatThrownBy(() -> OpeningBook.read(bad, GAMES.create("connect4")))
                .hasMessageStartingWith(bad.file() + " line 2: expected init data of connectx")
                .hasMessageContaining("got '4x'");
        Path empty = Files.writeString(dir.resolve("empty.txt"), "# nothing\n");
        assertThatThrownBy(() -> OpeningBook.read(new Openings(empty.toString(), null), GAMES.create("connect4")))
                .hasMessage(empty + ": expected at least one start position (one init per line)");
        assertThatThrownBy(() -> OpeningBook.read(new Openings(dir.resolve("none.txt").toString(), null),
                GAMES.create("connect4"))).hasMessageContaining("none.txt: cannot read the openings file");
    }

    @Test
    void aFinishedPositionIsRefused() throws IOException {
        Openings won = file("1212121\n", null);
        assertThatThrownBy(() -> OpeningBook.read(won, GAMES.create("connect4")))
                .hasMessage(won.file() + " line 1: expected a position of connectx that has not ended, got '1212121'");
    }

    @Test
    void theGeneratorWritesNewBalancedPositionsThatReadBackAndRefusesAGameWithoutMoveListInits() throws IOException {
        @SuppressWarnings("unchecked")
        Game<ConnectXWorld> game = (Game<ConnectXWorld>) GAMES.create("connect4");
        SearchLimits depth4 = new SearchLimits(0, 0, 4, 0);
        EngineSettings abp = new EngineSettings("abp", Map.of(), 1, depth4);
        OpeningGenerator.Result result = new OpeningGenerator<>(game, abp.build(game).searcher(), depth4)
                .generate(4, 10, 5_000, 3);
        assertThat(result.inits()).hasSize(10).doesNotHaveDuplicates().allMatch(init -> init.length() == 4);
        assertThat(result.tried()).isEqualTo(10 + result.unbalanced() + result.repeated());
        assertThat(new OpeningGenerator<>(game, abp.build(game).searcher(), depth4).generate(4, 10, 5_000, 3))
                .as("the same seed and budget give the same file").isEqualTo(result);
        assertThat(result.unbalanced()).as("connect4 positions at depth 4 are often far from even").isPositive();
        assertThat(OpeningBook.read(file(String.join("\n", result.inits()), null), game).size()).isEqualTo(10);
        var tron = GAMES.create("tron");
        assertThatThrownBy(() -> generateOn(tron)).hasMessageContaining("tron does not take a position as init data");
    }

    private static <W extends World<W>> void generateOn(Game<W> game) {
        SearchLimits depth1 = new SearchLimits(0, 0, 1, 0);
        new OpeningGenerator<>(game, new EngineSettings("abp", Map.of(), 1, depth1).build(game).searcher(), depth1)
                .generate(2, 1, 1e9, 1);
    }
}
