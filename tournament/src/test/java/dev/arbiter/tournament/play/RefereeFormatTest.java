package dev.arbiter.tournament.play;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What a referee program is called with and how its output is read, in each {@link RefereeFormat}. */
class RefereeFormatTest {

    private static final Path LOG = Path.of("game.log");

    @Test
    void aCommandWithoutPlaceholdersGetsThePlayersAndTheSeedAsDashDSeedByDefault() {
        RefereeProgram referee = new RefereeProgram(List.of("java", "-jar", "referee.jar"), null, 2, 1000);

        assertThat(referee.argv(List.of("./a", "python3 b.py"), 42, LOG))
                .containsExactly("java", "-jar", "referee.jar", "-p1", "./a", "-p2", "python3 b.py", "-d", "seed=42");
    }

    @Test
    void aConfigThatAsksForDashSeedGetsIt() {
        RefereeProgram referee = new RefereeProgram(List.of("./referee"), null, 2, 1000, RefereeFormat.SCORES,
                SeedFlag.of("-seed"));

        assertThat(referee.argv(List.of("a", "b"), -1, LOG))
                .containsExactly("./referee", "-p1", "a", "-p2", "b", "-seed", Long.toString(0x7FFF_FFFFL));
    }

    @Test
    void aPsyleagueScriptGetsThePlayersCommandsAsItsArguments() {
        RefereeProgram referee = new RefereeProgram(List.of("python3", "play_game.py"), null, 2, 1000,
                RefereeFormat.PSYLEAGUE, SeedFlag.D);

        assertThat(referee.argv(List.of("./a", "./b"), 7, LOG)).containsExactly("python3", "play_game.py", "./a", "./b");
    }

    @Test
    void unknownFormatsAndSeedFlagsAreRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> RefereeFormat.of("json")).hasMessageContaining("referee.format")
                .hasMessageContaining("'psyleague'");
        assertThatThrownBy(() -> SeedFlag.of("--seed")).hasMessageContaining("referee.seedFlag")
                .hasMessageContaining("'-d'");
    }

    @Test
    void scoresAreTheFirstLinesAndTheSummaryIsIgnored() throws Exception {
        RefereeVerdict verdict = RefereeFormat.SCORES.read("3\n-1\nwinner: player 1\n", 2);

        assertThat(verdict.scores()).containsExactly(3.0, -1.0);
        assertThat(verdict.erringSeat()).isEqualTo(-1);
    }

    @Test
    void tooFewOrUnreadableScoresAreAFailureSayingWhatWasExpected() {
        assertThatThrownBy(() -> RefereeFormat.SCORES.read("1\n", 2)).hasMessage("printed 1 of 2 scores");
        assertThatThrownBy(() -> RefereeFormat.SCORES.read("winner\n", 2))
                .hasMessage("expected 2 scores, one per line, got 'winner'");
        assertThatThrownBy(() -> RefereeFormat.SCORES.read("NaN\n1\n", 2)).isInstanceOf(RefereeFailure.class);
    }

    @Test
    void psyleagueRanksBecomeScoresLowerRankBetterWithTiesAndData() throws Exception {
        RefereeVerdict verdict = RefereeFormat.PSYLEAGUE.read("""
                {"ranks": [1, 0, 1], "errors": [0, 0, 0], "test_data": {"seed": 12, "map": "small"},
                 "player_data": [{"units": "5"}, {"units": 7.5}, {}]}""".replace("\n", " "), 3);

        assertThat(verdict.scores()).containsExactly(-1.0, 0.0, -1.0);
        assertThat(verdict.erringSeat()).isEqualTo(-1);
        assertThat(verdict.data().test()).containsEntry("seed", 12).containsEntry("map", "small");
        assertThat(verdict.data().number(0, "units")).isEqualTo(5.0);
        assertThat(verdict.data().number(1, "units")).isEqualTo(7.5);
        assertThat(verdict.data().number(2, "units")).isNaN();
    }

    @Test
    void aPsyleagueErrorNamesItsPlayerWithItsText() throws Exception {
        RefereeVerdict flagged = RefereeFormat.PSYLEAGUE.read("some log line\n{\"ranks\": [0, 1], \"errors\": [0, 1]}", 2);
        RefereeVerdict text = RefereeFormat.PSYLEAGUE.read("{\"ranks\": [1, 0], \"errors\": [\"timeout on turn 3\", null]}", 2);
        RefereeVerdict both = RefereeFormat.PSYLEAGUE.read("{\"ranks\": [0, 0], \"errors\": [true, true]}", 2);

        assertThat(flagged.erringSeat()).isEqualTo(1);
        assertThat(text.erringSeat()).isZero();
        assertThat(text.errors().get(0)).isEqualTo("timeout on turn 3");
        assertThat(both.erringSeat()).isEqualTo(-1);
        assertThat(both.errors()).doesNotContainNull();
    }

    @Test
    void aPsyleagueOutputWithoutRanksIsAFailureSayingWhatWasExpected() {
        assertThatThrownBy(() -> RefereeFormat.PSYLEAGUE.read("ranks: 0 1", 2))
                .hasMessageStartingWith("expected one JSON object {\"ranks\": [...], \"errors\": [...]}");
        assertThatThrownBy(() -> RefereeFormat.PSYLEAGUE.read("{\"ranks\": [0]}", 2))
                .hasMessageStartingWith("expected \"ranks\": a list of 2 numbers");
        assertThatThrownBy(() -> RefereeFormat.PSYLEAGUE.read("{\"ranks\": [0, 1], \"player_data\": [{}]}", 2))
                .hasMessageStartingWith("expected \"player_data\": a list of 2 objects");
    }
}
