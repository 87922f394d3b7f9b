package dev.arbiter.tournament;

import dev.arbiter.tournament.config.StopDecision;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class StopCheckTest {

    private static final List<String> ENGINES = List.of("strong", "weak", "weaker");

    /** A round-robin of three engines, two games per pairing and round; "strong" wins 80% against either. */
    private static List<GameRecord> games(int rounds) {
        SplittableRandom random = new SplittableRandom(5);
        List<GameRecord> games = new ArrayList<>();
        int[][] pairings = {{0, 1}, {0, 2}, {1, 2}};
        for (int r = 0; r < rounds; r++) {
            for (int p = 0; p < 3; p++) {
                for (int swap = 0; swap < 2; swap++) {
                    int a = pairings[p][swap];
                    int b = pairings[p][1 - swap];
                    double u = random.nextDouble();
                    double pA = a == 0 ? 0.8 : b == 0 ? 0.2 : 0.5;
                    List<Double> scores = u < pA - 0.1 ? List.of(1.0, 0.0) : u < pA + 0.1 ? List.of(0.5, 0.5) : List.of(0.0, 1.0);
                    games.add(new GameRecord(new GameSlot(games.size(), r, p, r), "",
                            List.of(ENGINES.get(a), ENGINES.get(b)), List.of(),
                            new GameOutcome(scores, GameEnd.END, "", -1, null)));
                }
            }
        }
        return games;
    }

    @Test
    void theThresholdRuleStopsOnTheSameGameWhateverOrderGamesFinishIn() {
        List<GameRecord> games = games(60);
        StopCheck inOrder = new StopCheck(StopRule.threshold(50, 0.95, 0), ENGINES, 2);
        games.forEach(inOrder::offer);
        List<GameRecord> shuffled = new ArrayList<>(games);
        for (int i = 0; i + 3 < shuffled.size(); i += 4) {
            Collections.reverse(shuffled.subList(i, i + 4));
        }
        StopCheck outOfOrder = new StopCheck(StopRule.threshold(50, 0.95, 0), ENGINES, 2);
        shuffled.forEach(outOfOrder::offer);

        StopDecision stop = inOrder.stop();
        assertThat(stop).isNotNull();
        assertThat(stop.games()).isLessThan(games.size());
        assertThat(outOfOrder.stop()).isEqualTo(stop);
        assertThat(stop.leader().engine()).isEqualTo("strong");
        assertThat(stop.leader().rivals()).allSatisfy(r -> assertThat(r.lowerBound()).isGreaterThanOrEqualTo(50));
        assertThat(stop.line()).startsWith("threshold: strong leads every rival by at least 50 Elo at 95% confidence after "
                + stop.games() + " games (closest ");
    }

    @Test
    void theClosestRivalIsTheOneWhoseBoundIsSmallestNotTheWeakestAfterASweep() {
        SplittableRandom random = new SplittableRandom(9);
        List<GameRecord> games = new ArrayList<>();
        int[][] pairings = {{0, 1}, {0, 2}, {1, 2}};
        for (int r = 0; r < 30; r++) {
            for (int p = 0; p < 3; p++) {
                for (int swap = 0; swap < 2; swap++) {
                    int a = pairings[p][swap];
                    int b = pairings[p][1 - swap];
                    // strong sweeps weaker, leads weak narrowly; weak beats weaker most of the time
                    double pA = p == 1 ? (a == 0 ? 1.0 : 0.0) : p == 0 ? (a == 0 ? 0.6 : 0.4) : (a == 1 ? 0.7 : 0.3);
                    List<Double> scores = random.nextDouble() < pA ? List.of(1.0, 0.0) : List.of(0.0, 1.0);
                    games.add(new GameRecord(new GameSlot(games.size(), r, p, r), "",
                            List.of(ENGINES.get(a), ENGINES.get(b)), List.of(),
                            new GameOutcome(scores, GameEnd.END, "", -1, null)));
                }
            }
        }
        StopRule rule = StopRule.threshold(50, 0.95, 0);
        StopCheck.Prefix all = StopCheck.Prefix.of(dev.arbiter.tournament.results.Standings.of(ENGINES, 2, games));
        String standing = rule.standing(all).orElseThrow();
        assertThat(standing).startsWith("strong leads; its closest rival weak trails by +")
                .doesNotContainIgnoringCase("infinity").doesNotContain("NaN");
        assertThat(rule.check(all)).as("a narrow lead over weak keeps the rule from firing").isEmpty();
        assertThat(rule.inWords()).startsWith("threshold: stop once the leader leads every rival by at least 50 Elo");
        assertThat(StopRule.sprt(0, 10, 0.05, 0.05).problemWith(3)).contains("'sprt' needs exactly two engines, got 3");
        assertThat(StopRule.NONE.stopsEarly()).isFalse();
    }

    @Test
    void aGameAheadOfTheScheduleWaitsForTheGamesBeforeIt() {
        List<GameRecord> games = games(1);
        StopCheck check = new StopCheck(StopRule.maxGames(2), ENGINES, 2);
        assertThat(check.offer(games.get(2))).isNull();
        assertThat(check.offer(games.get(1))).isNull();
        assertThat(check.offer(games.get(0))).isNotNull().extracting(StopDecision::games).isEqualTo(2);
    }
}
