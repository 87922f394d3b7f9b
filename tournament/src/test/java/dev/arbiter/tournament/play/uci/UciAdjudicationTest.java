package dev.arbiter.tournament.play.uci;

import dev.arbiter.engine.search.Clock;
import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.play.EngineServerPlayer;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.support.UciFakes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The adjudication rules of a run's {@link GameRules}, as chess users set them (fastchess's {@code -resign},
 * {@code -draw}, {@code -maxmoves}), on games of scripted UCI engines that report the scores their script gives:
 * X takes the top row on the fifth ply unless a rule ends the game first.
 */
class UciAdjudicationTest {

    private static final MoveLimits LIMITS = new MoveLimits(0, 0, 0, 5, 10_000);

    @TempDir
    Path dir;

    private GameRecord play(ScoreAdjudication adjudication, String xScores, String oScores) {
        GameRules rules = GameRules.of("tictactoe").withLimits(LIMITS).withAdjudication(adjudication);
        PlannedGame game = new PlannedGame(0, 0, 0, 7, "", List.of(entrant("x", xScores), entrant("o", oScores)));
        try (EngineServerPlayer player = new EngineServerPlayer(new TicTacToe(), new PlaySettings(rules, 1, 2),
                (engine, fault) -> { }, Clock.SYSTEM)) {
            return player.play(new GameJob(0, List.of(game))).games().get(0);
        }
    }

    private Entrant entrant(String name, String scores) {
        EngineCommand fake = UciFakes.command(dir, name, "normal:" + scores, UciFakes.TICTACTOE_WIN);
        return new Entrant(name, fake.argv(), null, Map.of(), LIMITS, 0, new UciProtocol());
    }

    @Test
    void anEngineScoringItsSideLostForItsMovesResignsOneSidedAsFastchessDoes() {
        ScoreAdjudication resign = new ScoreAdjudication(new ScoreAdjudication.Resign(600, 2, false), null);
        GameRecord record = play(resign, "0", "-700,-800");
        assertThat(record.end()).isEqualTo(GameEnd.RESIGN_ADJUDICATED);
        assertThat(record.actions()).hasSize(4);
        assertThat(record.scores()).containsExactly(1.0, 0.0);
        assertThat(record.moves()).extracting(MoveRecord::value).containsExactly(0.0, -700.0, 0.0, -800.0);
        assertThat(record.reason()).isEqualTo("o resigned: it scored its side lost by at least 600 for 2 moves");
    }

    @Test
    void twoSidedResignWaitsForTheOpponentToAgree() {
        ScoreAdjudication resign = new ScoreAdjudication(new ScoreAdjudication.Resign(600, 2, true), null);
        assertThat(play(resign, "0", "-700,-800").end()).isEqualTo(GameEnd.END);
        GameRecord agreed = play(resign, "650,900", "-700,-800");
        assertThat(agreed.end()).isEqualTo(GameEnd.RESIGN_ADJUDICATED);
        assertThat(agreed.reason()).isEqualTo("o resigned: both engines scored it lost by at least 600 for 2 moves each");
    }

    @Test
    void drawCountsFromItsMoveNumberAndMaxMovesDrawsWhateverTheScores() {
        ScoreAdjudication draw = new ScoreAdjudication(null, new ScoreAdjudication.Draw(10, 1, 2), null);
        GameRecord drawn = play(draw, "5", "-5");
        assertThat(drawn.end()).isEqualTo(GameEnd.DRAW_ADJUDICATED);
        assertThat(drawn.actions()).as("plies 0 and 1 are before full move 1").hasSize(4);
        assertThat(drawn.scores()).containsExactly(0.5, 0.5);

        ScoreAdjudication maxMoves = new ScoreAdjudication(null, null, new ScoreAdjudication.MaxMoves(1));
        GameRecord capped = play(maxMoves, "900", "-900");
        assertThat(capped.end()).isEqualTo(GameEnd.DRAW_ADJUDICATED);
        assertThat(capped.actions()).hasSize(2);
        assertThat(capped.reason()).isEqualTo("drawn: 1 full moves played (maxmoves)");
    }
}
