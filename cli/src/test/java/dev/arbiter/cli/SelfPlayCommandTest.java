package dev.arbiter.cli;

import dev.arbiter.engine.world.SelfPlayShow;
import dev.arbiter.games.marslander.FlightSummary;
import dev.arbiter.games.marslander.MarsLander;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SelfPlayCommandTest {

    private static final Pattern MOVE = Pattern.compile(
            "(?m)^\\s+(\\d+)\\. \\[([01])] (\\S+)\\s+value (\\S+)\\s+depth (\\d+)\\s+nodes (\\d+)\\s+time [0-9.]+ ms(   pv .*)?$");

    private static int moves(String out) {
        Matcher m = MOVE.matcher(out);
        int count = 0;
        while (m.find()) {
            count++;
            assertThat(Integer.parseInt(m.group(1))).as("plies are numbered in order").isEqualTo(count);
        }
        return count;
    }

    @Test
    void perfectTicTacToeIsADraw() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "tictactoe", "--algo", "abp", "--depth", "9");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("A: abp, B: abp\ngame 1: A plays 0\n");
        assertThat(r.out()).endsWith("result: draw (ended after 9 plies, scores 0.5 0.5)\n");
        assertThat(moves(r.out())).isEqualTo(9);
        assertThat(r.out()).contains("   1. [0] ").contains("value 0 ").contains("pv ");
    }

    @Test
    void connectFourPrintsOneLinePerPly() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "connectx", "--algo", "mcts", "--vs-algo", "greedy",
                "--nodes", "3000", "--seed", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        Matcher result = Pattern.compile("result: .* after (\\d+) plies").matcher(r.out());
        assertThat(result.find()).isTrue();
        int plies = Integer.parseInt(result.group(1));
        assertThat(plies).isGreaterThanOrEqualTo(7);
        assertThat(moves(r.out())).isEqualTo(plies);
    }

    @Test
    void aPlyCapStopsTheGameAndPrintsExactlyThatManyMoves() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "connectx", "--algo", "abp", "--depth", "3",
                "--max-plies", "10", "--print-worlds");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(moves(r.out())).isEqualTo(10);
        assertThat(r.out()).contains("stopped after 10 plies");
    }

    @Test
    void severalGamesSwapSeatsAndSum() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "tictactoe", "--algo", "abp", "--vs-algo", "random",
                "--depth", "9", "--games", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("A: abp, B: random").contains("game 1: A plays 0").contains("game 2: A plays 1");
        assertThat(r.out()).containsPattern("summary: A \\d wins, B 0 wins, \\d draws over 2 games");
    }

    @Test
    void withoutABudgetItIsAUsageError() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "tictactoe");
        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("arbiter: give a budget: --time-ms, --nodes or --depth\n");
    }

    @Test
    void aMarsLanderFlightIsShownAsAnAsciiTraceWithItsMarginsAndPlotted(@TempDir Path dir) {
        Path png = dir.resolve("flight.png");
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "marslander", "--algo", "mm", "--param", "pruning=1",
                "--param", "threshold=50", "--nodes", "300", "--memory", "10m", "--init", "map:ep2_01", "--png", png.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("A: mm, seed 1\n")
                .containsPattern("(?m)^\\s+turn\\s+x\\s+y\\s+hs\\s+vs\\s+fuel\\s+angle\\s+power\\s+command\\s+ms$")
                .containsPattern("(?m)^\\s+0\\s+2500\\s+2700\\s+0\\s+0\\s+550\\s+0\\s+0\\s+-")
                .containsPattern("game1\\s+landed")
                .contains("landed 1/1, worst margins: |vSpeed|")
                .contains("+" + "-".repeat(FlightSummary.PICTURE_WIDTH) + "+")
                .containsPattern("(?m)^\\|[ .]*S[ .]*\\|$")
                .containsPattern("(?m)^\\|[# .]*[=.]*L[=.]*[# .]*\\|$");
        assertThat(Files.isRegularFile(png)).isTrue();
    }

    @Test
    void marsLanderMapsGiveOneLinePerMapAndTheSummary() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "marslander", "--algo", "mm", "--param", "pruning=1",
                "--nodes", "200", "--maps", "ep1_01,ep2_02");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("ep1_01\\s+landed").containsPattern("ep2_02\\s+landed")
                .contains("landed 2/2, worst margins").doesNotContain("command");
    }

    @Test
    void flightOptionsAreRefusedForOtherGames() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "tictactoe", "--depth", "2", "--maps", "standard");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--maps, --trace and --png are for games with their own self-play report "
                + "(--game marslander), got tictactoe");
    }

    @Test
    void unknownMapsAreRefusedWithTheKnownNames() {
        CliRunner.Run r = CliRunner.run("selfplay", "--game", "marslander", "--nodes", "10", "--maps", "nowhere");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--maps: unknown map 'nowhere' (random:N, standard, or any of ep1_01, ep2_01");
    }

    @Test
    void randomMapsComeFromTheSeed() {
        SelfPlayShow<?> show = new MarsLander("random").selfPlayShow().orElseThrow();
        assertThat(show.starts("random:3", 4)).isEqualTo(show.starts("random:3", 4)).hasSize(3)
                .isNotEqualTo(show.starts("random:3", 5));
        assertThat(show.starts("standard", 1)).hasSize(8);
    }
}
