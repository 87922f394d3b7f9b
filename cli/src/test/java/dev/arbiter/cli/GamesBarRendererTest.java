package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** The run's progress bar keeps a readable bar at any width, dropping its text first. */
class GamesBarRendererTest {

    private static final String LEADER = "leader abp +128 Elo (+255 over mcts)";

    private static int barWidth(String line) {
        return line.indexOf(']') - line.indexOf('[') - 1;
    }

    @Test
    void onAnEightyColumnTerminalTheBarStaysReadableAndTheLeaderIsShortened() {
        String line = GamesBarRenderer.line("games", 73, 200, Duration.ofSeconds(20), LEADER, 79);

        assertThat(line.length()).isLessThanOrEqualTo(79);
        assertThat(barWidth(line)).isGreaterThanOrEqualTo(GamesBarRenderer.MIN_BAR);
        assertThat(line).startsWith("games  36% [").contains("] 73/200 ETA 0:00:20 leader abp +128 Elo")
                .doesNotContain("over mcts");
    }

    @Test
    void aWideTerminalShowsEverything() {
        String line = GamesBarRenderer.line("games", 73, 200, Duration.ofSeconds(3725), LEADER, 160);

        assertThat(line).hasSize(160).endsWith("] 73/200 ETA 1:02:05 " + LEADER);
        assertThat(line).contains("[=======");
    }

    @Test
    void aNarrowTerminalDropsTheTextThenTheEtaBeforeTheBar() {
        String line = GamesBarRenderer.line("games", 200, 200, Duration.ZERO, LEADER, 45);

        assertThat(line).isEqualTo("games 100% [" + "=".repeat(45 - 12 - 9) + "] 200/200");
    }
}
