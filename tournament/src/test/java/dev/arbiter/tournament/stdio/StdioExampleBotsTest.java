package dev.arbiter.tournament.stdio;

import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.search.Clock;
import dev.arbiter.engine.world.Game;
import dev.arbiter.games.connectx.ConnectX;
import dev.arbiter.games.marslander.MarsLander;
import dev.arbiter.games.oware.Oware;
import dev.arbiter.games.tron.Tron;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.play.stdio.StdioProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.EngineServerPlayer;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.support.PythonBots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CodinGame-style example bots of {@code examples/stdio-bots} (real Python processes that know nothing of
 * Arbiter's protocol) play whole games of each built-in game with a format of its own, for 1, 2 and 4 seats,
 * without a fault: the line formats of docs/STDIO.md are what they read and print.
 */
class StdioExampleBotsTest {

    /** Generous limits: the test machine may be loaded; what is checked is that nothing goes wrong. */
    private static final MoveLimits LIMITS = new MoveLimits(100, 0, 0, 5_000, 10_000);

    private final List<String> faults = new CopyOnWriteArrayList<>();
    @TempDir
    Path logs;

    @BeforeEach
    void needsPython() {
        PythonBots.assumePython();
    }

    private static Entrant bot(String name, String script) {
        return new Entrant(name, List.of(PythonBots.python(), PythonBots.example(script).toString()), null, Map.of(), LIMITS, 0,
                new StdioProtocol(20_000));
    }

    private List<GameRecord> play(Game<?> game, GameJob job, int maxPlies) {
        PlaySettings settings = new PlaySettings(GameRules.of(game.name()).withPlyLimit(maxPlies, Adjudication.SCORE), 1, 2)
                .withEngineLogs(logs);
        try (EngineServerPlayer player = new EngineServerPlayer(game, settings,
                (engine, fault) -> faults.add(engine + ": " + fault.getMessage()), Clock.SYSTEM)) {
            return player.play(job).games();
        }
    }

    @Test
    void twoConnectFourBotsPlayAPairToTheEnd() {
        List<GameRecord> games = play(new ConnectX(6, 7, 4), GameJob.pair(0, bot("a", "connect4.py"),
                bot("b", "connect4.py"), 1, ""), 100);

        assertThat(faults).isEmpty();
        assertThat(games).allSatisfy(g -> assertThat(g.end()).isEqualTo(GameEnd.END));
    }

    @Test
    void twoOwareBotsPlayAPairWithoutAFault() {
        List<GameRecord> games = play(new Oware(200), GameJob.pair(0, bot("a", "oware.py"), bot("b", "oware.py"), 1, ""),
                200);

        assertThat(faults).isEmpty();
        assertThat(games).allSatisfy(g -> assertThat(g.forfeiter()).isEqualTo(-1));
    }

    @Test
    void fourTronBattleBotsPlayUntilOneIsLeft() {
        List<Entrant> seats = new ArrayList<>();
        for (String name : List.of("a", "b", "c", "d")) {
            seats.add(bot(name, "tron.py"));
        }
        List<GameRecord> games = play(new Tron(4, 30, 20, 2_400),
                GameJob.single(new PlannedGame(0, 0, 0, 1, "", seats)), 2_400);

        assertThat(faults).isEmpty();
        GameRecord game = games.get(0);
        assertThat(game.end()).isEqualTo(GameEnd.END);
        assertThat(game.scores()).containsExactlyInAnyOrder(0.0, 1.0, 2.0, 3.0);
    }

    @Test
    void aMarsLanderSolutionInCodinGamesOwnFormatLands() {
        List<GameRecord> games = play(new MarsLander("random"),
                GameJob.single(new PlannedGame(0, 0, 0, 1, "map:ep2_01", List.of(bot("lander", "marslander.py")))), 1_000);

        assertThat(faults).isEmpty();
        GameRecord flight = games.get(0);
        assertThat(flight.end()).isEqualTo(GameEnd.END);
        assertThat(Collections.max(flight.scores())).as("fuel left after a safe landing").isPositive();
    }
}
