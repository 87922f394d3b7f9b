package dev.arbiter.tournament.results;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The results tables' CSV conventions: a header, numbers as numbers, an empty cell for no figure, quoting. */
class CsvTableTest {

    @Test
    void writesAHeaderNumbersAsNumbersAndAnEmptyCellForAMissingFigure() {
        CsvTable table = new CsvTable("rank", "engine", "elo", "los_next", "games")
                .add(1, "b", 8.5, 0.641, 20L)
                .add(2, "a", -8.5, Double.NaN, 20L);
        assertThat(new String(table.toCsv(), StandardCharsets.UTF_8)).isEqualTo("""
                rank,engine,elo,los_next,games
                1,b,8.5,0.641,20
                2,a,-8.5,,20
                """);
        assertThat(table.number(1, "elo")).isEqualTo(-8.5);
        assertThat(table.number(1, "los_next")).isNaN();
        assertThat(table.text(0, "engine")).isEqualTo("b");
    }

    @Test
    void quotesAnEngineNameThatHoldsACommaOrAQuote() {
        CsvTable table = new CsvTable("engine", "score").add("abp, depth 4", 0.5).add("say \"hi\"", 1.0);
        assertThat(new String(table.toCsv(), StandardCharsets.UTF_8)).isEqualTo("""
                engine,score
                "abp, depth 4",0.5
                "say ""hi\""",1.0
                """);
    }

    @Test
    void refusesARowOfTheWrongLengthOrAnUnknownColumn() {
        CsvTable table = new CsvTable("engine", "score");
        assertThatThrownBy(() -> table.add("a")).hasMessageContaining("expected 2 cells");
        table.add("a", 0.5);
        assertThatThrownBy(() -> table.number(0, "elo")).hasMessageContaining("expected one of [engine, score]");
    }
}
