package dev.arbiter.tournament.results;

import dev.arbiter.engine.world.GameNotation;
import dev.arbiter.tournament.config.TimeControl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class NotationFileTest {

    /** A notation that writes every fact it is given, one game per block. */
    private static final GameNotation ECHO = new GameNotation() {
        @Override
        public String fileName() {
            return "games.echo";
        }

        @Override
        public String format(PlayedGame game) {
            return game.tags() + " " + game.actions() + " " + game.comments() + " " + game.result() + "\n\n";
        }

        @Override
        public List<String> starts(String text, String source, int plies) {
            return List.of(text);
        }
    };

    @TempDir
    Path dir;

    private static GameRecord game(int index, List<Double> values, GameEnd end, int forfeiter, String fault) {
        return new GameRecord(new GameSlot(index, index / 2, 0, 1), "", List.of("a", "b"),
                MoveRecord.zip(List.of("e2e4", "e7e5"), List.of(164_000L, 2_500L), List.of(100L, 100L), List.of(17, 0),
                        values), new GameOutcome(List.of(1.0, 0.0), end, "why", forfeiter, fault));
    }

    @Test
    void eachMoveIsCommentedWithScoreDepthAndTimeAsFastchessWritesThem() {
        List<Double> values = new ArrayList<>();
        values.add(31.0);
        values.add(null);
        GameNotation.PlayedGame played = NotationFile.played(game(4, values, GameEnd.END, -1, null),
                new TimeControl(10_000, 100, 0));
        assertThat(played.comments()).containsExactly("+0.31/17 0.164s", "0.003s");
        assertThat(played.tags()).containsEntry("Round", "5").containsEntry("White", "a").containsEntry("Black", "b")
                .containsEntry("Termination", "normal").containsEntry("TimeControl", "10+0.1");
        assertThat(played.result()).isEqualTo("1-0");
        GameNotation.PlayedGame mate = NotationFile.played(game(0, List.of(32_000.0 - 5, -(32_000.0 - 4)),
                GameEnd.END, -1, null), null);
        assertThat(mate.comments()).containsExactly("+M3/17 0.164s", "-M2 0.003s");
        assertThat(mate.tags()).doesNotContainKey("TimeControl");
    }

    @Test
    void timesAndScoresReadAsPercentFormatPrintsThem() {
        for (long micros : new long[] {0, 1, 499, 500, 1_499, 1_500, 2_500, 9_999, 99_500, 999_499, 999_500,
                1_234_567, 61_000_500}) {
            StringBuilder sb = new StringBuilder();
            NotationFile.appendMillisAsSeconds(sb, (micros + 500) / 1000);
            assertThat(sb.toString()).isEqualTo(String.format(Locale.ROOT, "%.3f", micros / 1e6));
        }
        for (double cp : new double[] {0, 1, -1, 31, -31, 0.5, -0.5, 1.005, 250, -1234, 99.999}) {
            GameNotation.PlayedGame played = NotationFile.played(game(0, List.of(cp, cp), GameEnd.END, -1, null), null);
            assertThat(played.comments().get(1)).isEqualTo(String.format(Locale.ROOT, "%+.2f", cp / 100) + " 0.003s");
        }
    }

    @Test
    void aForfeitOnTimeIsATimeForfeitAndACrashIsAbandoned() {
        assertThat(NotationFile.played(game(0, List.of(), GameEnd.FORFEIT, 1, "time_forfeit"), null).tags())
                .containsEntry("Termination", "time forfeit");
        assertThat(NotationFile.played(game(0, List.of(), GameEnd.FORFEIT, 1, "crash"), null).tags())
                .containsEntry("Termination", "abandoned");
        assertThat(NotationFile.played(game(0, List.of(), GameEnd.RESIGN_ADJUDICATED, -1, null), null).tags())
                .containsEntry("Termination", "adjudication");
    }

    @Test
    void aResumedRunRewritesTheFileFromTheLogSoNoGameIsWrittenTwice() throws Exception {
        GameRecord first = game(0, List.of(), GameEnd.END, -1, null);
        GameRecord second = game(1, List.of(), GameEnd.END, -1, null);
        try (NotationFile file = NotationFile.start(dir, ECHO, null, List.of())) {
            file.append(first);
            file.append(second);
        }
        try (NotationFile file = NotationFile.start(dir, ECHO, null, List.of(first, second))) {
            file.append(game(2, List.of(), GameEnd.END, -1, null));
        }
        String text = Files.readString(dir.resolve("games.echo"));
        assertThat(text.split("\n\n")).hasSize(3);
        assertThat(text).contains("Round=1,", "Round=2,", "Round=3,");
    }

    @Test
    void theFileStopsAtItsBoundWithALineSayingSo() throws Exception {
        try (NotationFile file = NotationFile.start(dir, ECHO, null, List.of(), 300)) {
            for (int i = 0; i < 10; i++) {
                file.append(game(i, List.of(), GameEnd.END, -1, null));
            }
        }
        String text = Files.readString(dir.resolve("games.echo"));
        assertThat(text.length()).isLessThanOrEqualTo(300 + 120);
        assertThat(text).endsWith("games.echo stops here at its bound of 300 bytes; games.ndjson holds every game\n");
    }
}
