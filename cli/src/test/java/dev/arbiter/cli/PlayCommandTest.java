package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PlayCommandTest {

    /** Every square, in an order that keeps offering occupied ones; the game ends before they run out. */
    private static final String SQUARES = "b2\na3\nb3\nc3\na2\nc2\na1\nb1\nc1\n";

    @Test
    void refusesBadAndIllegalInputAndPlaysTheGameToItsEnd() {
        String input = "zz\nb2\nb2\n" + SQUARES + SQUARES;
        CliRunner.Run r = CliRunner.runWithInput(input, "play", "--game", "tictactoe", "--algo", "greedy",
                "--nodes", "100");
        assertThat(r.exit()).as(r.err()).isZero();
        String out = r.out();
        assertThat(out).startsWith("you play seat 0 against greedy");
        assertThat(out).contains("legal: a3 b3 c3 a2 b2 c2 a1 b1 c1\nyour move> zz\nnot an action: ");
        assertThat(out).contains("your move> b2\n   2. [1] ");
        assertThat(out).contains("your move> b2\nillegal action 'b2'; legal: ");
        assertThat(out).containsPattern("(?m)^result: (you win|the engine wins|draw) \\(scores ");
        assertThat(out).containsPattern("(?m)^(x wins|o wins|draw)$");
    }

    @Test
    void theEngineMovesFirstWhenTheHumanTakesSeatOne() {
        CliRunner.Run r = CliRunner.runWithInput(SQUARES + SQUARES, "play", "--game", "tictactoe", "--algo", "abp",
                "--depth", "9", "--human-seat", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("you play seat 1 against abp; type an action, or quit\n   1\\. \\[0] ");
        assertThat(r.out()).as("perfect play never loses").containsPattern("(?m)^result: (the engine wins|draw)");
    }

    @Test
    void quitResigns() {
        CliRunner.Run r = CliRunner.runWithInput("quit\n", "play", "--game", "tictactoe", "--algo", "random");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).endsWith("your move> quit\nyou resigned\n");
    }

    @Test
    void inputEndingBeforeTheGameIsAFailure() {
        CliRunner.Run r = CliRunner.runWithInput("b2\n", "play", "--game", "tictactoe", "--algo", "greedy");
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.err()).isEqualTo("arbiter: the input ended before the game did\n");
    }

    @Test
    void aSeatOutsideTheGameIsAUsageError() {
        CliRunner.Run r = CliRunner.runWithInput("", "play", "--game", "tictactoe", "--human-seat", "2");
        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).isEqualTo("arbiter: --human-seat must be between 0 and 1 for tictactoe\n");
    }

    @Test
    void playsAnEngineServerThroughTheProtocol() {
        CliRunner.Run r = CliRunner.runWithInput("a3\nb1\nc2\n" + SQUARES, "play", "--game", "tictactoe",
                "--engine-cmd", "arbiter serve --game tictactoe --algo abp --name perfect", "--depth", "9");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("you play seat 0 against perfect");
        assertThat(r.out()).as("the server answers a3 with the centre").contains("your move> a3\n   2. [1] b2 ");
        assertThat(r.out()).containsPattern("(?m)^result: (the engine wins|draw)");
    }
}
