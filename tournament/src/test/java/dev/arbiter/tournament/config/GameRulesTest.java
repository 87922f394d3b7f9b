package dev.arbiter.tournament.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GameRulesTest {

    @Test
    void absentLimitsAndAdjudicationTakeTheirDefaults() {
        GameRules rules = new GameRules("connect4", null, 60, null, null, null, 5_000, null);
        assertThat(rules.limits()).isEqualTo(MoveLimits.DEFAULT);
        assertThat(rules.protocol()).isEqualTo(NamedProtocol.SERVER);
        assertThat(rules.adjudicate()).isEqualTo(Adjudication.SCORE);
        assertThat(rules.adjudication()).isEqualTo(ScoreAdjudication.NONE);
        assertThat(GameRules.of("connect4")).isEqualTo(new GameRules("connect4", null,
                GameRules.DEFAULT_MAX_PLIES, null, null, null, GameRules.DEFAULT_START_TIMEOUT_MS, null));
    }

    @Test
    void eachValueOutOfRangeIsRefusedNamingItsField() {
        assertThatThrownBy(() -> new GameRules(" ", null, 60, null, null, null, 5_000, null))
                .isInstanceOfSatisfying(InvalidSettingException.class, e -> assertThat(e.field()).isEqualTo("game"));
        assertThatThrownBy(() -> GameRules.of("connect4").withPlyLimit(0, Adjudication.DRAW))
                .isInstanceOfSatisfying(InvalidSettingException.class, e -> assertThat(e.field()).isEqualTo("maxPlies"))
                .hasMessage("expected a positive integer, got 0");
        assertThatThrownBy(() -> GameRules.of("connect4").withStartTimeoutMs(0))
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.field()).isEqualTo("startTimeoutMs"));
        assertThatThrownBy(() -> GameRules.of("connect4").withStartTimeoutMs(GameRules.MAX_START_TIMEOUT_MS + 1))
                .hasMessage("expected milliseconds in [1, 600000], got 600001");
    }

    @Test
    void travelsThroughJacksonAsItIs() throws Exception {
        GameRules rules = new GameRules("chess",
                new MoveLimits(0, 0, 0, 5, 30_000).withTc(new TimeControl(10_000, 100, 0)), 400,
                Adjudication.DRAW,
                new ScoreAdjudication(new ScoreAdjudication.Resign(600, 3), new ScoreAdjudication.Draw(10, 8, 80)),
                new Openings("/books/8moves.epd", Openings.Order.SHUFFLED, Openings.Format.EPD, 2, 0), 15_000,
                new NamedProtocol("uci", Map.of("options", Map.of("Hash", "16"), "restart", true)));
        ObjectMapper json = new ObjectMapper();
        assertThat(json.readValue(json.writeValueAsString(rules), GameRules.class)).isEqualTo(rules);
    }

    @Test
    void rulesWrittenBeforeTheProtocolWasOneOfThemReadWithEngineServers() throws Exception {
        GameRules rules = new ObjectMapper().readValue("{\"game\":\"connect4\",\"maxPlies\":60,\"startTimeoutMs\":5000}",
                GameRules.class);
        assertThat(rules).isEqualTo(GameRules.of("connect4").withPlyLimit(60, Adjudication.SCORE)
                .withStartTimeoutMs(5_000));
        assertThat(rules.protocol()).isEqualTo(NamedProtocol.SERVER);
    }
}
