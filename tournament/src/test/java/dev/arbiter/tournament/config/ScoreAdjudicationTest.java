package dev.arbiter.tournament.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScoreAdjudicationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ScoreAdjudication read(String json) throws Exception {
        return JSON.readValue(json.replace('\'', '"'), ScoreAdjudication.class);
    }

    @Test
    void fastchessSpellingsBindToTheRules() throws Exception {
        ScoreAdjudication a = read("{'resign': {'movecount': 3, 'score': 600},"
                + " 'draw': {'movenumber': 40, 'movecount': 8, 'score': 10}, 'maxmoves': 150}");
        assertThat(a.resign()).isEqualTo(new ScoreAdjudication.Resign(600, 3, false));
        assertThat(a.draw()).isEqualTo(new ScoreAdjudication.Draw(10, 8, 80));
        assertThat(a.maxmoves()).isEqualTo(new ScoreAdjudication.MaxMoves(150));
        assertThat(read("{'resign': {'movecount': 3, 'score': 600, 'twosided': true}}").resign().twosided()).isTrue();
    }

    @Test
    void theOlderSpellingsKeepTheirMeaning() throws Exception {
        ScoreAdjudication a = read("{'resign': {'score': 900000, 'moves': 2}, 'draw': {'score': 20, 'moves': 8, 'afterPly': 30}}");
        assertThat(a.resign()).isEqualTo(new ScoreAdjudication.Resign(900000, 2, true));
        assertThat(a.draw()).isEqualTo(new ScoreAdjudication.Draw(20, 8, 30));
        assertThat(a.maxmoves()).isNull();
        assertThat(a.rules()).hasSize(2);
    }

    @Test
    void aRuleRefusesBadValuesNamingTheKeyAsWritten() {
        assertThatThrownBy(() -> read("{'resign': {'movecount': 0, 'score': 600}}"))
                .isInstanceOf(ValueInstantiationException.class)
                .cause().isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.field()).isEqualTo("movecount"));
        assertThatThrownBy(() -> read("{'draw': {'moves': 2, 'movecount': 2, 'score': 1}}"))
                .cause().hasMessage("give the count once: 'movecount' or 'moves'");
        assertThatThrownBy(() -> read("{'maxmoves': 0}"))
                .cause().hasMessage("expected a positive number of full moves, got 0");
    }

    @Test
    void travelsThroughJacksonAsItIs() throws Exception {
        ScoreAdjudication a = new ScoreAdjudication(new ScoreAdjudication.Resign(600, 3, false),
                new ScoreAdjudication.Draw(10, 8, 80), new ScoreAdjudication.MaxMoves(150));
        assertThat(read(JSON.writeValueAsString(a))).isEqualTo(a);
    }
}
