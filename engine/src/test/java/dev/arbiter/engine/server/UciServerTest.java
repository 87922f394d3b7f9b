package dev.arbiter.engine.server;

import dev.arbiter.engine.testkit.Nim;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An Arbiter engine over UCI ({@code serve --protocol uci}) given a script of commands on its input: it declares
 * its parameters as options, takes positions as a start (the game's init data) and moves, answers {@code go} under
 * every kind of limit with a legal, winning move where the search sees one, and reports what it cannot read.
 */
class UciServerTest {

    private static List<String> run(String... commands) throws Exception {
        EngineSettings settings = new EngineSettings("abp", Map.of(), 1, new dev.arbiter.engine.search.SearchLimits(
                0, 0, 0, 0));
        Nim nim = new Nim();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String input = String.join("\n", commands) + "\n";
        UciServer.serve(nim, settings.build(nim), settings, "arbiter-abp",
                new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)), out);
        return out.toString(StandardCharsets.US_ASCII).lines().toList();
    }

    @Test
    void theHandshakeDeclaresEveryParameterAsAnOptionIntegersAsSpinsWithTheirBounds() throws Exception {
        List<String> lines = run("uci", "quit");
        assertThat(lines.get(0)).isEqualTo("id name arbiter-abp");
        assertThat(lines).contains("option name Hash type spin default 64 min 1 max 65536",
                "option name Threads type spin default 1 min 1 max 1",
                "option name bias type string default 0",
                "option name depth type spin default 1 min 0 max 9");
        assertThat(lines).anyMatch(l -> l.startsWith("option name algo."));
        assertThat(lines.get(lines.size() - 1)).isEqualTo("uciok");
    }

    @Test
    void positionsFromTheStartOrAnInitAndMovesAreAnsweredWithTheWinningMove() throws Exception {
        List<String> lines = run("ucinewgame", "isready", "position startpos", "go nodes 20000",
                "position startpos moves 1", "go depth 12", "position fen 7", "go wtime 2000 btime 2000 winc 10 binc 10",
                "position fen 6", "go movetime 50", "quit");
        assertThat(lines.get(0)).isEqualTo("readyok");
        assertThat(lines.stream().filter(l -> l.startsWith("bestmove")).toList())
                .as("10 stones: take 2; 9: take 1; 7: take 3; 6: take 2 (leave a multiple of 4)")
                .containsExactly("bestmove 2", "bestmove 1", "bestmove 3", "bestmove 2");
        assertThat(lines.stream().filter(l -> l.startsWith("info")))
                .allMatch(l -> l.matches("info depth \\d+ nodes \\d+ time \\d+ nps \\d+ score cp -?\\d+ pv .*"));
    }

    @Test
    void whatItCannotReadIsReportedAsInfoStringsAndIgnored() throws Exception {
        List<String> lines = run("setoption name depth value 12", "setoption name Nope value 1", "position fen 10 moves 9",
                "frobnicate", "setoption name depth value 3", "setoption name Hash value 1", "position startpos",
                "go nodes 5000", "quit");
        assertThat(lines).containsSubsequence("info string option depth: expected an integer in [0, 9], got 12",
                "info string no option Nope", "info string cannot set up the position: illegal move 9",
                "info string unknown command: frobnicate", "bestmove 2");
    }
}
