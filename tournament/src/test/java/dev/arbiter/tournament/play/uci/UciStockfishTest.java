package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.GameBudgetsLeft;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.support.Stockfish;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The UCI client against the real Stockfish (skipped when it is not installed): its handshake and options, a
 * move at a fixed node count with its search report, the same move again after {@code ucinewgame} (what makes
 * games with fixed nodes repeatable), and a move under a game clock.
 */
class UciStockfishTest {

    private static final String SICILIAN = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";

    @TempDir
    Path dir;
    private UciEngines engines;

    @AfterEach
    void close() {
        if (engines != null) {
            engines.close();
        }
    }

    @Test
    void stockfishDeclaresItsOptionsTakesThemAndReportsItsSearchAtAFixedNodeCountAlikeEachTime() throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("Threads", "1");
        options.put("Hash", "16");
        options.put("Skill Level", "20");
        engines = new UciEngines(EngineLogs.DISCARD, ProcessLedger.NONE, dir);
        UciEngine engine = engines.acquire(Stockfish.command("sf"), new UciSettings(options, false), 10_000);
        assertThat(engine.idName()).startsWith("Stockfish");
        UciOption skill = engine.option("Skill Level");
        assertThat(skill.isSpin()).isTrue();
        assertThat(skill.max()).isEqualTo(20);
        assertThat(dir.resolve("sf.uci-options.txt")).content().contains("option name Skill Level type spin");

        UciConnection connection = new UciConnection(engine);
        Move first = move(connection, SICILIAN, List.of("g1f3"));
        Move again = move(connection, SICILIAN, List.of("g1f3"));
        assertThat(first.action()).matches("[a-h][1-8][a-h][1-8][qrbn]?");
        assertThat(first.nodes()).isBetween(1L, 3_000L);
        assertThat(first.depth()).isPositive();
        assertThat(first.value()).isFinite();
        assertThat(first.pv()).isNotEmpty().first().isEqualTo(first.action());
        assertThat(again.action()).isEqualTo(first.action());
        assertThat(again.nodes()).isEqualTo(first.nodes());
        assertThat(again.value()).isEqualTo(first.value());

        connection.sendNewGame(0, "", 1, Map.of());
        connection.awaitNewGame(0, 5_000);
        Move clocked = connection.play("", List.of("e2e4"), 0, 0, 0,
                new GameBudgetsLeft(200, 10, GameBudgetsLeft.NO_NODE_BUDGET, 300, 10, 0), 5_000);
        assertThat(clocked.action()).matches("[a-h][1-8][a-h][1-8][qrbn]?");
        assertThat(clocked.elapsedMicros()).isLessThan(1_000_000);
    }

    private static Move move(UciConnection connection, String fen, List<String> moves) throws Exception {
        connection.sendNewGame(0, fen, 1, Map.of());
        connection.awaitNewGame(0, 5_000);
        return connection.play("", moves, 0, 2_000, 0, 10_000);
    }
}
