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
        return new GameRecord(index, index / 2, 0, 7, "", List.of("a", "b"), List.of("3"), List.of(120L), List.of(50L),
                List.of(4), List.of(1.0, 0.0), GameEnd.END, "game over", -1, null);
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
}
