package dev.arbiter.tournament.config;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rules' default protocol as an engine entry refines it. */
class NamedProtocolTest {

    private static final NamedProtocol UCI_DEFAULT = new NamedProtocol("uci",
            Map.of("options", Map.of("Hash", "16", "Threads", "1"), "restart", true));

    @Test
    void anEngineThatNamesNoProtocolTakesTheDefaultWithItsSettings() {
        assertThat(UCI_DEFAULT.forEngine(null, Map.of())).isEqualTo(UCI_DEFAULT);
    }

    @Test
    void anEngineThatNamesAnotherProtocolHasOnlyItsOwnSettings() {
        assertThat(UCI_DEFAULT.forEngine("stdio", Map.of("firstTurnMs", 2_000)))
                .isEqualTo(new NamedProtocol("stdio", Map.of("firstTurnMs", 2_000)));
        assertThat(UCI_DEFAULT.forEngine("server", Map.of())).isEqualTo(NamedProtocol.SERVER);
    }

    @Test
    void anEngineOfTheDefaultProtocolPutsItsSettingsOverTheDefaultsKeyByKeyOptionsByOption() {
        NamedProtocol engine = UCI_DEFAULT.forEngine("uci", Map.of("options", Map.of("Threads", "2",
                "Skill Level", "5")));
        assertThat(engine).isEqualTo(new NamedProtocol("uci", Map.of("options",
                Map.of("Hash", "16", "Threads", "2", "Skill Level", "5"), "restart", true)));
        assertThat(UCI_DEFAULT.forEngine(null, Map.of("restart", false)).settings())
                .containsEntry("restart", false).containsKey("options");
    }

    @Test
    void theServerDefaultLeavesEveryEngineAsItsEntryHasIt() {
        assertThat(NamedProtocol.SERVER.forEngine(null, Map.of())).isEqualTo(NamedProtocol.SERVER);
        assertThat(NamedProtocol.SERVER.forEngine("uci", Map.of("restart", true)))
                .isEqualTo(new NamedProtocol("uci", Map.of("restart", true)));
    }

    @Test
    void aMissingNameIsRefusedNamingTheProtocolField() {
        assertThatThrownBy(() -> new NamedProtocol(" ", Map.of()))
                .isInstanceOfSatisfying(InvalidSettingException.class, e -> assertThat(e.field()).isEqualTo("protocol"))
                .hasMessage("expected a protocol's name, got ' '");
        assertThatThrownBy(() -> UCI_DEFAULT.forEngine("", Map.of()))
                .isInstanceOf(InvalidSettingException.class);
    }
}
