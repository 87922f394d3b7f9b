package dev.arbiter.tournament.referee;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ScheduleTest {

    private static List<List<Integer>> seatings(List<ScheduledGame> games, int round) {
        return games.stream().filter(g -> g.round() == round).map(ScheduledGame::seats).toList();
    }

    /** How often each engine holds each seat over the games of one round: counts[engine][seat]. */
    private static int[][] seatCounts(List<ScheduledGame> games, int engines, int seats) {
        int[][] counts = new int[engines][seats];
        for (ScheduledGame g : games) {
            if (g.round() == 0) {
                for (int s = 0; s < seats; s++) {
                    counts[g.seats().get(s)][s]++;
                }
            }
        }
        return counts;
    }

    @Test
    void twoEnginesOnTwoSeatsPlayOnePairWithTheSeatsSwapped() {
        List<ScheduledGame> games = Schedule.plan(2, 2, 3, -1);
        assertThat(games).hasSize(6);
        assertThat(seatings(games, 1)).containsExactly(List.of(0, 1), List.of(1, 0));
        assertThat(games).allSatisfy(g -> assertThat(g.pairing()).isZero());
        assertThat(games).extracting(ScheduledGame::index).containsExactly(0, 1, 2, 3, 4, 5);
    }

    @Test
    void oneActorGamesGiveEveryEngineTheRoundAlone() {
        List<ScheduledGame> games = Schedule.plan(3, 1, 2, -1);
        assertThat(seatings(games, 0)).containsExactly(List.of(0), List.of(1), List.of(2));
        assertThat(games.stream().filter(g -> g.round() == 1)).hasSize(3);
    }

    @Test
    void twoEnginesOnThreeSeatsTakeTheExtraSeatInTurn() {
        List<ScheduledGame> games = Schedule.plan(2, 3, 1, -1);
        assertThat(seatings(games, 0)).containsExactly(List.of(0, 1, 0), List.of(1, 0, 0), List.of(0, 0, 1),
                List.of(1, 0, 1), List.of(0, 1, 1), List.of(1, 1, 0));
        int[][] counts = seatCounts(games, 2, 3);
        assertThat(counts[0]).containsExactly(3, 3, 3);
        assertThat(counts[1]).containsExactly(3, 3, 3);
    }

    @Test
    void aSeatingRepeatedByRotationIsPlayedOncePerRound() {
        List<ScheduledGame> games = Schedule.plan(2, 4, 2, -1);
        assertThat(seatings(games, 0)).containsExactly(List.of(0, 1, 0, 1), List.of(1, 0, 1, 0));
        assertThat(games).hasSize(4);
    }

    @Test
    void moreEnginesThanSeatsPlayEveryGroupInEveryRotation() {
        List<ScheduledGame> games = Schedule.plan(5, 4, 1, -1);
        assertThat(games).hasSize(5 * 4);
        int[][] counts = seatCounts(games, 5, 4);
        for (int[] engine : counts) {
            assertThat(engine).containsExactly(4, 4, 4, 4);
        }
        assertThat(Schedule.plan(5, 4, 1, 2)).hasSize(4 * 4)
                .allSatisfy(g -> assertThat(g.seats()).contains(2));
    }

    @Test
    void fewerEnginesThanSeatsGiveEveryEngineEverySeatEquallyOften() {
        List<ScheduledGame> games = Schedule.plan(3, 4, 1, -1);
        int[][] counts = seatCounts(games, 3, 4);
        for (int[] engine : counts) {
            assertThat(engine).containsExactly(counts[0]);
        }
        assertThat(games).allSatisfy(g -> assertThat(g.seats()).contains(0, 1, 2));
    }
}
