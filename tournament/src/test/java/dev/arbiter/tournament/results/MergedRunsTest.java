package dev.arbiter.tournament.results;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Runs rated together: the groups of engines connected by games ({@code rank} warns when there are several). */
class MergedRunsTest {

    private static GameRecord game(String... seats) {
        return new GameRecord(new GameSlot(0, 0, 0, 0), "", List.of(seats), List.of(),
                new GameOutcome(List.of(0.5, 0.5), GameEnd.END, "", -1, null));
    }

    @Test
    void enginesOfTwoRunsThatNeverMetFormTwoGroups() {
        assertThat(MergedRuns.groupsThatMet(List.of("a", "b", "c", "d"), List.of(game("a", "b"), game("d", "c"))))
                .containsExactly(Set.of("a", "b"), Set.of("c", "d"));
    }

    @Test
    void enginesThatMetThroughAnotherFormOneGroup() {
        assertThat(MergedRuns.groupsThatMet(List.of("a", "b", "c"), List.of(game("a", "b"), game("c", "b"))))
                .containsExactly(Set.of("a", "b", "c"));
    }

    @Test
    void theGamesOfTheSecondRunAreNumberedApartFromTheFirstRuns() {
        GameRecord g = game("a", "b");

        assertThat(MergedRuns.renumbered(List.of(g), 0)).containsExactly(g);
        assertThat(MergedRuns.renumbered(List.of(g), 2)).singleElement()
                .satisfies(s -> assertThat(List.of(s.index(), s.round())).containsExactly(2_000_000, 2_000_000));
    }
}
