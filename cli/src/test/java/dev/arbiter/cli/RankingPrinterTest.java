package dev.arbiter.cli;

import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.results.EngineLatencies;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console's closing lines answer the run's own question: a duel prints the two engines' game-pair Elo, a
 * gauntlet each opponent's against the gauntlet's engine, a round-robin of three or more neither.
 */
class RankingPrinterTest {

    private static final List<String> ENGINES = List.of("all", "no-tt", "none");

    /** Four rounds of a gauntlet: "all" wins both games of each pair against "none", splits each against "no-tt". */
    private static Standings gauntlet() {
        Standings standings = new Standings(ENGINES, 2);
        int index = 0;
        for (int round = 0; round < 4; round++) {
            standings.add(game(index++, round, 0, "all", "no-tt", 1.0));
            standings.add(game(index++, round, 0, "no-tt", "all", 1.0));
            standings.add(game(index++, round, 1, "all", "none", 1.0));
            standings.add(game(index++, round, 1, "none", "all", 0.0));
        }
        return standings;
    }

    private static GameRecord game(int index, int round, int pairing, String first, String second, double firstScore) {
        return new GameRecord(new GameSlot(index, round, pairing, 1), "", List.of(first, second), List.of(),
                new GameOutcome(List.of(firstScore, 1 - firstScore), GameEnd.END, "", -1, null));
    }

    private static String printed(String gauntlet) {
        Standings standings = gauntlet();
        Qualification.Result result = new Qualification.Result(standings, new EngineLatencies(ENGINES),
                new Qualification.GameCounts(16, 16, 0, 0), null, null, new RunFiles(Path.of("run")), null);
        StringWriter text = new StringWriter();
        RankingPrinter.print(new PrintWriter(text), result, gauntlet);
        return text.toString();
    }

    @Test
    void aGauntletPrintsEachOpponentsEloAgainstTheGauntletsEngineFiniteAfterASweep() {
        String printed = printed("all");
        assertThat(printed.lines()).anySatisfy(line -> assertThat(line).matches(
                "no-tt vs all: [+-]\\d+\\.\\d Elo \\[-\\d+\\.\\d, \\+\\d+\\.\\d\\] \\(95%, 4 game pairs \\[0, 0, 4, 0, 0\\]\\), "
                        + "LOS \\d+\\.\\d%"));
        assertThat(printed.lines()).anySatisfy(line -> assertThat(line).matches(
                "none vs all: -\\d+\\.\\d Elo at most -\\d+\\.\\d \\(95%, 4 game pairs \\[4, 0, 0, 0, 0\\]\\), LOS \\d\\.\\d%"));
        assertThat(printed).doesNotContainIgnoringCase("infinity").doesNotContain("NaN");
    }

    @Test
    void aRoundRobinOfThreePrintsNoPairLine() {
        assertThat(printed(null)).doesNotContain(" vs ");
    }
}
