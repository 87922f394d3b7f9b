package dev.arbiter.tournament.play;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.stdio.StdioProtocol;
import dev.arbiter.tournament.play.uci.UciProtocol;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BotProtocolsTest {

    @Test
    void theBuiltInProtocolsAreRegisteredByTheirConfigurationNames() {
        assertEquals(List.of("server", "stdio", "uci"), List.copyOf(BotProtocols.names()));
        assertEquals(BotProtocol.SERVER, BotProtocols.all().get("server"));
        assertEquals(new StdioProtocol(StdioProtocol.DEFAULT_FIRST_TURN_MS), BotProtocols.all().get("stdio"));
    }

    @Test
    void bindingANameAndItsSettingsBuildsTheProtocolsRecord() {
        assertEquals(new StdioProtocol(250), BotProtocols.bind("stdio", Map.of("firstTurnMs", 250L)));
        assertEquals(new StdioProtocol(), BotProtocols.bind("stdio", Map.of()));
        assertEquals(BotProtocol.SERVER, BotProtocols.bind("server", Map.of()));
    }

    @Test
    void anUnknownNameIsRefusedListingTheRegisteredOnes() {
        BotProtocols.BindingException e = assertThrows(BotProtocols.BindingException.class,
                () -> BotProtocols.bind("smoke-signals", Map.of()));
        assertEquals("protocol", e.setting());
        assertEquals("expected 'server', 'stdio' or 'uci', got 'smoke-signals'", e.getMessage());
    }

    @Test
    void aSettingTheProtocolDoesNotHaveOrAValueItRefusesNamesTheSetting() {
        BotProtocols.BindingException unknown = assertThrows(BotProtocols.BindingException.class,
                () -> BotProtocols.bind("server", Map.of("firstTurnMs", 5L)));
        assertEquals("firstTurnMs", unknown.setting());
        assertTrue(unknown.unknownSetting());
        assertEquals("'stdio'", BotProtocols.namesWith("firstTurnMs"));

        BotProtocols.BindingException refused = assertThrows(BotProtocols.BindingException.class,
                () -> BotProtocols.bind("stdio", Map.of("firstTurnMs", -5L)));
        assertEquals("firstTurnMs", refused.setting());
        assertFalse(refused.unknownSetting());
        assertEquals("expected a positive number of milliseconds, got -5", refused.getMessage());
    }

    @Test
    void settingsGoBackThroughBindUnchanged() {
        StdioProtocol stdio = new StdioProtocol(750);
        assertEquals(stdio, BotProtocols.bind(stdio.name(), BotProtocols.settings(stdio)));
        UciProtocol uci = new UciProtocol(Map.of("Hash", "16", "Skill Level", "3"), true);
        assertEquals(uci, BotProtocols.bind(uci.name(), BotProtocols.settings(uci)));
        assertEquals(Map.of(), BotProtocols.settings(BotProtocol.SERVER));
    }

    @Test
    void anEntrantTravelsAsJsonWithItsProtocolNamedByKind() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        MoveLimits limits = new MoveLimits(100, 0, 0, 10, 5_000);
        for (BotProtocol protocol : List.of(BotProtocol.SERVER, new StdioProtocol(900),
                new UciProtocol(Map.of("Threads", "1"), false))) {
            Entrant entrant = new Entrant("bot", List.of("python3", "bot.py"), null, Map.of(), limits, 0, protocol);
            String json = mapper.writeValueAsString(entrant);
            assertTrue(json.contains("\"kind\":\"" + protocol.name() + "\""), json);
            assertEquals(entrant, mapper.readValue(json, Entrant.class));
        }
    }

    @Test
    void aStdioBotsFirstTurnBecomesItsFirstMoveAllowance() {
        MoveLimits limits = new MoveLimits(100, 0, 0, 10, 5_000);
        Entrant bot = new Entrant("bot", List.of("bot"), null, Map.of(), limits, 0, new StdioProtocol(900));
        assertEquals(900, bot.limits().firstMoveMs());
        Entrant server = new Entrant("engine", List.of("engine"), null, Map.of(), limits, 0, BotProtocol.SERVER);
        assertEquals(limits, server.limits());
    }
}
