package dev.arbiter.tournament.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GameLogTest {

    @TempDir
    Path dir;

    private static GameRecord game(int index) {
        return new GameRecord(new GameSlot(index, index / 2, 0, 7), "", List.of("a", "b"),
                List.of(new MoveRecord("3", 120L, 50L, 4, null)),
                new GameOutcome(List.of(1.0, 0.0), GameEnd.END, "game over", -1, null));
    }

    @Test
    void streamingReadsEveryWholeLineInFileOrderAndLeavesOutACutOffLast() throws IOException {
        Path file = dir.resolve("games.ndjson");
        try (GameLog log = GameLog.openForAppend(file)) {
            for (int i = 0; i < 3000; i++) {
                log.append(game(i));
            }
        }
        Files.writeString(file, "\n{\"index\":3000,\"rou", StandardOpenOption.APPEND);
        List<GameRecord> streamed = new ArrayList<>();
        GameLog.forEach(file, streamed::add);
        assertThat(streamed).hasSize(3000).isEqualTo(GameLog.read(file));
        assertThat(streamed.get(2999)).isEqualTo(game(2999));
        GameLog.forEach(dir.resolve("missing.ndjson"), streamed::add);
        assertThat(streamed).hasSize(3000);
    }

    @Test
    void aCompleteLineThatIsNoGameNamesItsLine() throws IOException {
        Path file = dir.resolve("bad.ndjson");
        Files.writeString(file, "{\"index\":0}\nnot json\n");
        assertThatThrownBy(() -> GameLog.forEach(file, g -> { })).hasMessageContaining("bad.ndjson line 2");
    }

    @Test
    void aGameIsOneLineOfItsComponentsEachMoveOneObjectAndAValueOnlyWhereReported() throws IOException {
        Path file = dir.resolve("games.ndjson");
        GameRecord game = new GameRecord(new GameSlot(0, 0, 0, 7), "", List.of("a", "b"),
                List.of(new MoveRecord("b2", 900L, 60L, 2, 0.5), new MoveRecord("a1", 30L, 0L, 0, null)),
                new GameOutcome(List.of(1.0, 0.0), GameEnd.END, "game over", -1, null));
        try (GameLog log = GameLog.openForAppend(file)) {
            log.append(game);
        }
        assertThat(Files.readString(file)).isEqualTo("{\"index\":0,\"round\":0,\"pairing\":0,\"seed\":7,\"init\":\"\","
                + "\"seats\":[\"a\",\"b\"],\"moves\":[{\"action\":\"b2\",\"micros\":900,\"nodes\":60,\"depth\":2,"
                + "\"value\":0.5},{\"action\":\"a1\",\"micros\":30,\"nodes\":0,\"depth\":0}],\"scores\":[1.0,0.0],"
                + "\"end\":\"end\",\"reason\":\"game over\",\"forfeiter\":-1,\"fault\":null}\n");
        assertThat(GameLog.read(file)).containsExactly(game);
    }

    @Test
    void aLineOfParallelMoveListsReadsAsMoveRecords() throws IOException {
        Path file = dir.resolve("games.ndjson");
        Files.writeString(file, String.join("\n",
                "{\"index\":0,\"round\":0,\"pairing\":0,\"seed\":7,\"init\":\"\",\"seats\":[\"a\",\"b\"],"
                        + "\"actions\":[\"b2\",\"a1\"],\"micros\":[900,30],\"nodes\":[60,0],\"depths\":[2,0],"
                        + "\"scores\":[1.0,0.0],\"end\":\"end\",\"reason\":\"game over\",\"forfeiter\":-1,\"fault\":null,"
                        + "\"values\":[0.5,null]}",
                "{\"index\":1,\"round\":0,\"pairing\":0,\"seed\":7,\"init\":\"\",\"seats\":[\"b\",\"a\"],"
                        + "\"actions\":[\"c3\"],\"micros\":[5],\"nodes\":[1],\"depths\":[1],\"scores\":[0.0,1.0],"
                        + "\"end\":\"forfeit\",\"reason\":\"b crashed\",\"forfeiter\":0,\"fault\":\"crash\"}",
                ""));
        List<GameRecord> games = GameLog.read(file);
        assertThat(games.get(0).moves()).containsExactly(new MoveRecord("b2", 900L, 60L, 2, 0.5),
                new MoveRecord("a1", 30L, 0L, 0, null));
        assertThat(games.get(1).moves()).as("a line written before values were kept")
                .containsExactly(new MoveRecord("c3", 5L, 1L, 1, null));
        assertThat(games.get(1).fault()).isEqualTo("crash");
    }
}
