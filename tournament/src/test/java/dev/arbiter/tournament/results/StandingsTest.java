package dev.arbiter.tournament.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StandingsTest {

    private static GameRecord game(int index, int round, int pairing, List<String> seats, List<Double> scores,
                                   int forfeiter) {
        return new GameRecord(new GameSlot(index, round, pairing, 1), "", seats, List.of(),
                new GameOutcome(scores, forfeiter < 0 ? GameEnd.END : GameEnd.FORFEIT, "", forfeiter,
                forfeiter < 0 ? null : "crash"));
    }

    private static EngineStanding row(Standings standings, String engine) {
        return standings.ranking().stream().filter(r -> r.engine().equals(engine)).findFirst().orElseThrow();
    }

    @Test
    void aFourSeatGameRanksTheSeatsByFinishingOrderPairwise() {
        Standings standings = new Standings(List.of("a", "b", "c", "d"), 4);
        standings.add(game(0, 0, 0, List.of("a", "b", "c", "d"), List.of(3.0, 1.0, 2.0, 0.0), -1));
        assertThat(standings.headToHead(0, 1)).containsExactly(1, 1);
        assertThat(standings.headToHead(2, 1)).containsExactly(1, 1);
        assertThat(standings.headToHead(3, 2)).containsExactly(0, 1);
        assertThat(row(standings, "a").results().wins()).isEqualTo(3);
        assertThat(row(standings, "c").results().wins()).isEqualTo(2);
        assertThat(row(standings, "b").results().wins()).isEqualTo(1);
        assertThat(row(standings, "d").results().losses()).isEqualTo(3);
        assertThat(standings.ranking()).extracting(EngineStanding::engine).containsExactly("a", "c", "b", "d");
    }

    @Test
    void equalScoresAreDrawsAndSeatsOfTheSameEngineAreNotCompared() {
        Standings standings = new Standings(List.of("a", "b"), 3);
        standings.add(game(0, 0, 0, List.of("a", "b", "a"), List.of(1.0, 2.0, 2.0), -1));
        assertThat(standings.headToHead(1, 0)).containsExactly(1.5, 2);
        assertThat(row(standings, "b").results().wins()).isEqualTo(1);
        assertThat(row(standings, "b").results().draws()).isEqualTo(1);
    }

    @Test
    void aForfeiterLosesToEveryOtherSeatWhoDrawAmongThemselves() {
        Standings standings = new Standings(List.of("a", "b", "c"), 3);
        standings.add(game(0, 0, 0, List.of("a", "b", "c"), List.of(1.0, 0.0, 1.0), 1));
        assertThat(standings.headToHead(0, 1)).containsExactly(1, 1);
        assertThat(standings.headToHead(2, 1)).containsExactly(1, 1);
        assertThat(standings.headToHead(0, 2)).containsExactly(0.5, 1);
        assertThat(row(standings, "b").forfeits()).isEqualTo(1);
    }

    @Test
    void oneActorGamesAreComparedWithinTheirRoundOnly() {
        Standings standings = new Standings(List.of("solver", "weak"), 1);
        standings.add(game(0, 0, 0, List.of("solver"), List.of(1.0), -1));
        standings.add(game(1, 0, 1, List.of("weak"), List.of(-20 / 81.0), -1));
        standings.add(game(2, 1, 0, List.of("solver"), List.of(1.0), -1));
        standings.add(game(3, 1, 1, List.of("weak"), List.of(1.0), -1));
        assertThat(standings.headToHead(0, 1)).containsExactly(1.5, 2);
        assertThat(row(standings, "solver").results().wins()).isEqualTo(1);
        assertThat(row(standings, "solver").results().draws()).isEqualTo(1);
        assertThat(row(standings, "weak").results().losses()).isEqualTo(1);
        assertThat(standings.pentanomial().pairs()).isZero();
    }

    @Test
    void aGauntletGivesEachOpponentItsOwnGamePairsAndAnIntervalAgainstTheOneEngine() {
        Standings standings = new Standings(List.of("all", "x", "y"), 2);
        int index = 0;
        for (int round = 0; round < 4; round++) {
            // all against x: all wins both games of each pair; all against y: a win and a loss per pair
            standings.add(game(index++, round, 0, List.of("all", "x"), List.of(1.0, 0.0), -1));
            standings.add(game(index++, round, 0, List.of("x", "all"), List.of(0.0, 1.0), -1));
            standings.add(game(index++, round, 1, List.of("all", "y"), List.of(1.0, 0.0), -1));
            standings.add(game(index++, round, 1, List.of("y", "all"), List.of(1.0, 0.0), -1));
        }
        assertThat(standings.pentanomial(0, 1).counts()).containsExactly(0, 0, 0, 0, 4);
        assertThat(standings.pentanomial(1, 0).counts()).containsExactly(4, 0, 0, 0, 0);
        assertThat(standings.pentanomial(2, 0).counts()).containsExactly(0, 0, 4, 0, 0);
        assertThat(standings.pentanomial(1, 2).pairs()).isZero();
        assertThat(standings.trinomial(0, 2)).isEqualTo(new dev.arbiter.elo.Trinomial(4, 0, 4));
        assertThat(standings.pentanomial()).as("the two-engine duel figure of a run of three").extracting(p -> p.pairs())
                .isEqualTo(0L);

        // The joint fit's difference: finite after the sweep of x, with a lower bound and no upper one; against y four
        // identical 1-1 pairs give no zero-width interval.
        CsvTable table = RunFiles.crosstable(standings);
        List<String> lines = new String(table.toCsv()).lines().toList();
        assertThat(lines).first().isEqualTo("engine,opponent,games,points,score,elo,elo_low,elo_high,pairs");
        assertThat(lines).anySatisfy(line -> assertThat(line).matches("all,x,8,8\\.0,1\\.0,[0-9.]+,[0-9.]+,,4"));
        int row = 0;
        while (!table.text(row, "engine").equals("all") || !table.text(row, "opponent").equals("y")) {
            row++;
        }
        assertThat(table.number(row, "elo_low")).isLessThan(-50.0);
        assertThat(table.number(row, "elo_high")).isGreaterThan(50.0);
    }

    @Test
    void gamesOfMoreSeatsGiveTheJointFitsIntervalInTheCrosstable() {
        Standings standings = new Standings(List.of("a", "b", "c"), 3);
        standings.add(game(0, 0, 0, List.of("a", "b", "c"), List.of(3.0, 1.0, 2.0), -1));
        standings.add(game(1, 0, 0, List.of("b", "c", "a"), List.of(3.0, 1.0, 2.0), -1));
        assertThat(standings.pentanomial(0, 1).pairs()).isZero();
        assertThat(standings.trinomial(0, 1)).isEqualTo(new dev.arbiter.elo.Trinomial(1, 0, 1));
        // Two games of three seats: the joint fit's difference of a and b, finite, with an interval as wide as two
        // games leave it.
        assertThat(new String(RunFiles.crosstable(standings).toCsv()).lines().toList())
                .anySatisfy(line -> assertThat(line).matches("a,b,2,1\\.0,0\\.5,[0-9.]+,-[0-9.]+,[0-9.]+,0"));
    }

    @Test
    void aStandingIsOneFlatObjectOfItsFiguresAsSummaryJsonWritesIt() {
        Standings standings = new Standings(List.of("a", "b"), 2);
        standings.add(game(0, 0, 0, List.of("a", "b"), List.of(1.0, 0.0), -1));
        standings.add(game(1, 0, 0, List.of("b", "a"), List.of(0.5, 0.5), -1));
        JsonNode row = new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .valueToTree(row(standings, "a"));
        List<String> fields = new ArrayList<>();
        row.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactly("rank", "engine", "elo", "elo_low", "elo_high", "games", "wins", "draws",
                "losses", "score", "los_next", "forfeits", "sequential_elo");
        assertThat(row.get("score").asDouble()).isEqualTo(0.75);
        assertThat(row.get("wins").asLong()).isEqualTo(1);
    }
}
