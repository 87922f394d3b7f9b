package dev.arbiter.tournament.play.uci;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.engine.ProcessLedger;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.support.Engines;
import dev.arbiter.tournament.support.UciTicTacToeEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Arbiter's own engine served over UCI ({@code --protocol uci}, a real JVM) refereed by Arbiter's UCI client: it
 * takes the options it declares, and two of them play tic-tac-toe to its end (perfect play: a draw) with every
 * move's search report recorded, under a game clock with both clocks in each {@code go}.
 */
class ArbiterEngineOverUciTest {

    @TempDir
    Path dir;

    @Test
    void twoArbiterEnginesOverUciPlayAPerfectGameUnderAClock() throws Exception {
        List<String> argv = new ArrayList<>(Engines.java(UciTicTacToeEngine.class.getName()));
        argv.addAll(List.of("--protocol", "uci", "--algo", "abp"));
        EngineCommand command = new EngineCommand("abp", argv, null);
        MoveLimits limits = new MoveLimits(0, 20_000, 0, 500, 10_000)
                .withTc(dev.arbiter.tournament.config.TimeControl.parse("10+0.1"));
        try (UciEngines engines = new UciEngines(EngineLogs.DISCARD, ProcessLedger.NONE, dir)) {
            UciSettings settings = new UciSettings(Map.of("Hash", "8", "Threads", "1"), false);
            List<EngineConnection> connections = new ArrayList<>();
            for (int seat = 0; seat < 2; seat++) {
                connections.add(new UciConnection(engines.acquire(command, settings, 30_000)));
            }
            PlannedGame game = new PlannedGame(0, 0, 0, 1, "", List.of(Entrant.of(command, limits),
                    Entrant.of(command, limits)));
            List<Referee.SeatFault> faults = new ArrayList<>();
            GameRecord record = new Referee<>(new TicTacToe(), 9, Adjudication.DRAW, Clock.SYSTEM)
                    .play(game, connections, faults);
            assertThat(faults).isEmpty();
            assertThat(record.end()).isEqualTo(GameEnd.END);
            assertThat(record.scores()).containsExactly(0.5, 0.5);
            assertThat(record.actions()).hasSize(9);
            assertThat(record.moves()).extracting(MoveRecord::nodes).allMatch(n -> n > 0);
            assertThat(dir.resolve("abp.uci-options.txt")).content().contains("option name Hash type spin");
        }
    }
}
