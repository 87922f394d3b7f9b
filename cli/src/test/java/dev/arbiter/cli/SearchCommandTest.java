package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

class SearchCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Arbiter.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int status = cl.execute(args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void printsTheWinningActionWithItsValueAndLine() {
        Run r = run("search", "--game", "tictactoe", "--algo", "abp", "--position", "xo.x..o..", "--nodes", "100000");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("action     b2").contains("value      999997").containsPattern("pv\\s+b2 ");
        assertThat(r.out()).contains("nodes/s");
    }

    @Test
    void acceptsAlgorithmParametersAndMoves() {
        Run r = run("search", "-g", "tictactoe", "-a", "mm", "--param", "pruning=1", "--param", "threshold=3",
                "--moves", "b2 a3", "--depth", "7", "--seed", "5");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("algorithm  mm").contains("depth      7");
    }

    @Test
    void unknownAlgorithmOrParameterIsAUsageError() {
        Run unknown = run("search", "-g", "tictactoe", "-a", "deepblue", "-n", "10");
        assertThat(unknown.status()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("unknown algorithm 'deepblue'");
        Run param = run("search", "-g", "tictactoe", "-a", "mcts", "--param", "cc=1", "-n", "10");
        assertThat(param.status()).isEqualTo(ExitCodes.USAGE);
        assertThat(param.err()).contains("unknown parameter 'cc'");
    }

    @Test
    void aBudgetIsRequired() {
        Run r = run("search", "-g", "tictactoe");
        assertThat(r.status()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("--time-ms, --nodes or --depth");
    }

    @Test
    void algorithmsListsEveryAlgorithmWithItsParameters() {
        Run r = run("algorithms");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("mm ").contains("threshold").contains("bfmm").contains("fpu").contains("random");
    }
}
