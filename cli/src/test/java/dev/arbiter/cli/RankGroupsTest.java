package dev.arbiter.cli;

import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code rank} warns about engines that never met: the groups of engines connected by games. */
class RankGroupsTest {

    private static GameRecord game(String... seats) {
        return new GameRecord(0, 0, 0, 0, "", List.of(seats), List.of(), List.of(), List.of(), List.of(),
                List.of(0.5, 0.5), GameEnd.END, "", -1, null);
    }

    @Test
    void enginesOfTwoRunsThatNeverMetFormTwoGroups() {
        assertThat(RankCommand.groupsThatMet(List.of("a", "b", "c", "d"), List.of(game("a", "b"), game("d", "c"))))
                .containsExactly(Set.of("a", "b"), Set.of("c", "d"));
    }

    @Test
    void enginesThatMetThroughAnotherFormOneGroup() {
        assertThat(RankCommand.groupsThatMet(List.of("a", "b", "c"), List.of(game("a", "b"), game("c", "b"))))
                .containsExactly(Set.of("a", "b", "c"));
    }
}
