package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.engine.GameBudgetsLeft;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The UCI lines the client reads and writes: info, option, go, and the values of a tuning vector. */
class UciProtocolTextTest {

    @Test
    void infoLinesKeepTheLastValueOfEachFieldOfThePrincipalVariation() {
        InfoReader reader = new InfoReader();
        reader.read("info depth 1 seldepth 1 multipv 1 score cp 13 nodes 20 nps 20000 tbhits 0 time 1 pv e2e4");
        reader.read("info depth 7 seldepth 9 multipv 1 score cp -25 upperbound nodes 4000 nps 400000 hashfull 12"
                + " time 10 pv d2d4 d7d5 c2c4");
        reader.read("info depth 7 multipv 2 score cp -90 nodes 4100 pv e2e4");
        reader.read("info depth 7 currmove g1f3 currmovenumber 3");
        reader.read("info string NNUE evaluation using nn.nnue enabled depth 99");
        SearchInfo info = reader.snapshot();
        assertThat(info.depth()).isEqualTo(7);
        assertThat(info.seldepth()).isEqualTo(9);
        assertThat(info.score().cp()).isEqualTo(-25.0);
        assertThat(info.effort().nodes()).isEqualTo(4000);
        assertThat(info.effort().nps()).isEqualTo(400000);
        assertThat(info.effort().hashfull()).isEqualTo(12);
        assertThat(info.effort().timeMs()).isEqualTo(10);
        assertThat(info.pv()).containsExactly("d2d4", "d7d5", "c2c4");
        reader.reset();
        assertThat(reader.snapshot().effort().nodes()).isEqualTo(-1);
        assertThat(reader.snapshot().score().cp()).isNaN();
    }

    @Test
    void theBestmoveIsTheSecondWordWhateverTheWhitespaceAsARegexSplitWouldFindIt() {
        for (String line : List.of("bestmove e2e4", "bestmove\te2e4 ponder e7e5", "bestmove  \t e7e8q\r", "bestmove",
                "bestmove ", "", "bestmove\u000Bg1f3\fponder", "bestmove\u0001x y")) {
            String trimmed = line.trim();
            String[] words = trimmed.split("\\s+");
            assertThat(UciEngine.secondWord(trimmed)).as(line).isEqualTo(words.length < 2 ? "" : words[1]);
        }
    }

    @Test
    void mateScoresAreBeyondAnyEvaluationAndNearerMatesLarger() {
        InfoReader reader = new InfoReader();
        reader.read("info depth 5 score mate 2 nodes 10 pv a1a8");
        assertThat(reader.snapshot().score().mate()).isEqualTo(2);
        assertThat(reader.snapshot().score().cp()).isEqualTo(31_997.0);
        reader.read("info depth 6 score mate -1 nodes 10 pv a1a8");
        assertThat(reader.snapshot().score().cp()).isEqualTo(-31_998.0);
        assertThat(SearchInfo.mateScore(1)).isGreaterThan(SearchInfo.mateScore(3));
    }

    @Test
    void malformedNumbersArePassedOver() {
        InfoReader reader = new InfoReader();
        reader.read("info depth x nodes 99999999999999999999999 score cp abc time -5 pv");
        SearchInfo info = reader.snapshot();
        assertThat(info.depth()).isZero();
        assertThat(info.effort().nodes()).isEqualTo(-1);
        assertThat(info.score().cp()).isNaN();
        assertThat(info.effort().timeMs()).isEqualTo(-5);
    }

    @Test
    void optionLinesAreCutAtTheirKeywords() {
        UciOption skill = UciOption.parse("option name Skill Level type spin default 20 min 0 max 20");
        assertThat(skill).isEqualTo(new UciOption("Skill Level", "spin", "20", 0, 20, List.of()));
        assertThat(skill.whyNot("7")).isNull();
        assertThat(skill.whyNot("21")).isEqualTo("an integer in [0, 20]");
        UciOption path = UciOption.parse("option name SyzygyPath type string default <empty>");
        assertThat(path.defaultValue()).isEmpty();
        UciOption check = UciOption.parse("option name Ponder type check default false");
        assertThat(check.whyNot("TRUE")).isNull();
        assertThat(check.whyNot("yes")).isEqualTo("true or false");
        assertThatThrownBy(() -> UciOption.parse("option type spin")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void goCarriesBothClocksWithTheMoversOnItsColour() {
        GameBudgetsLeft left = new GameBudgetsLeft(900, 10, GameBudgetsLeft.NO_NODE_BUDGET, 1200, 20, 0);
        assertThat(GoCommand.of(0, 0, 0, left, true, 5000)).isEqualTo("go wtime 900 btime 1200 winc 10 binc 20");
        assertThat(GoCommand.of(0, 0, 0, left, false, 5000)).isEqualTo("go wtime 1200 btime 900 winc 20 binc 10");
        GameBudgetsLeft period = new GameBudgetsLeft(60_000, 0, GameBudgetsLeft.NO_NODE_BUDGET, 60_000, 0, 40);
        assertThat(GoCommand.of(0, 0, 0, period, true, 5000))
                .isEqualTo("go wtime 60000 btime 60000 winc 0 binc 0 movestogo 40");
        assertThat(GoCommand.of(0, 5000, 0, GameBudgetsLeft.NONE, true, 5000)).isEqualTo("go nodes 5000");
        assertThat(GoCommand.of(100, 0, 6, GameBudgetsLeft.NONE, true, 5000)).isEqualTo("go movetime 100 depth 6");
        assertThat(GoCommand.of(0, 0, 0, GameBudgetsLeft.NONE, true, 5000)).isEqualTo("go movetime 4500");
    }

    @Test
    void tuningValuesOfSpinOptionsAreRoundedHalfToEvenWithinTheirBounds() {
        UciOption spin = new UciOption("Margin", "spin", "100", 0, 200, List.of());
        assertThat(UciValues.text(spin, 90.6)).isEqualTo("91");
        assertThat(UciValues.text(spin, 90.5)).isEqualTo("90");
        assertThat(UciValues.text(spin, 91.5)).isEqualTo("92");
        assertThat(UciValues.text(spin, 250.0)).isEqualTo("200");
        assertThat(UciValues.text(spin, -3.2)).isEqualTo("0");
        UciOption text = new UciOption("Scale", "string", "1", Long.MIN_VALUE, Long.MAX_VALUE, List.of());
        assertThat(UciValues.text(text, 0.25)).isEqualTo("0.25");
    }
}
