package dev.arbiter.cli.config;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.NamedProtocol;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.stdio.StdioProtocol;
import dev.arbiter.tournament.play.uci.UciProtocol;
import dev.arbiter.tuning.TuningConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The rules' protocol ({@code protocol}, {@code firstTurnMs}, {@code options}, {@code restart} in {@code rules:} or
 * at the top level): the protocol of every engine whose entry names none, which an entry of the same protocol refines
 * setting by setting and an entry of another protocol replaces.
 */
class ProtocolDefaultTest {

    private static final String UCI_ENGINE = "[arbiter, serve, --game, chess, --protocol, uci]";

    @TempDir
    Path dir;

    @Test
    void anEngineWithoutAProtocolSpeaksTheRulesDefaultWithItsSettings() throws IOException {
        QualifyConfig config = qualify("""
                rules: {game: chess, protocol: uci, options: {Hash: '16'}, restart: true}
                engines:
                  - {name: a, cmd: %s}
                  - {name: b, cmd: %s}
                """.formatted(UCI_ENGINE, UCI_ENGINE));
        assertThat(config.engines()).extracting(EngineSpec::protocol)
                .containsOnly(new UciProtocol(Map.of("Hash", "16"), true));
        assertThat(config.rules().protocol()).isEqualTo(new NamedProtocol("uci",
                Map.of("options", Map.of("Hash", "16"), "restart", true)));
    }

    @Test
    void anEngineThatNamesItsOwnProtocolSpeaksItWithOnlyItsOwnSettings() throws IOException {
        QualifyConfig config = qualify("""
                protocol: uci
                options: {Hash: '16'}
                game: chess
                engines:
                  - {name: a, cmd: %s}
                  - {name: b, cmd: [python3, bot.py], protocol: stdio, firstTurnMs: 3000}
                """.formatted(UCI_ENGINE));
        assertThat(protocols(config)).containsExactly(new UciProtocol(Map.of("Hash", "16"), false),
                new StdioProtocol(3_000));
    }

    @Test
    void anEngineOfTheDefaultProtocolOverridesItsSettingsKeyByKeyAndItsOptionsOneByOne() throws IOException {
        QualifyConfig config = qualify("""
                rules:
                  game: chess
                  protocol: uci
                  options: {Hash: '16', Threads: '1'}
                  restart: true
                engines:
                  - {name: a, cmd: %s, options: {Threads: '2', Skill Level: '5'}}
                  - {name: b, cmd: %s, protocol: uci, restart: false}
                """.formatted(UCI_ENGINE, UCI_ENGINE));
        assertThat(protocols(config)).containsExactly(
                new UciProtocol(Map.of("Hash", "16", "Threads", "2", "Skill Level", "5"), true),
                new UciProtocol(Map.of("Hash", "16", "Threads", "1"), false));
    }

    @Test
    void aFileWithoutADefaultPlaysAsBefore() throws IOException {
        QualifyConfig config = qualify("""
                game: connect4
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, connect4]}
                  - {name: b, cmd: [python3, bot.py], protocol: stdio}
                """);
        assertThat(config.rules().protocol()).isEqualTo(NamedProtocol.SERVER);
        assertThat(protocols(config)).containsExactly(BotProtocol.SERVER, new StdioProtocol());
    }

    @Test
    void theRunFolderKeepsTheDefaultSoAResumedRunBindsTheSameEngines() throws IOException {
        Path file = Files.writeString(dir.resolve("q.yaml"), """
                rules: {game: chess, protocol: uci, options: {Hash: '16'}}
                engines:
                  - {name: a, cmd: %s, options: {Threads: '2'}}
                  - {name: b, cmd: %s}
                """.formatted(UCI_ENGINE, UCI_ENGINE));
        QualifyFile read = ConfigReader.read(file, QualifyFile.class);
        QualifyConfig first = QualifyConfigs.resolve(read, "q.yaml", dir, GameRegistry.load());
        Path stored = Files.writeString(dir.resolve("config.json"), ConfigReader.toJson(read));
        QualifyConfig resumed = QualifyConfigs.resolve(ConfigReader.read(stored, QualifyFile.class), "config.json",
                dir, GameRegistry.load());
        assertThat(protocols(resumed)).isEqualTo(protocols(first)).containsExactly(
                new UciProtocol(Map.of("Hash", "16", "Threads", "2"), false), new UciProtocol(Map.of("Hash", "16"), false));
        assertThat(resumed.rules()).isEqualTo(first.rules());
    }

    @Test
    void anUnknownDefaultProtocolIsRefusedInOneLineNamingTheField() throws IOException {
        assertThatThrownBy(() -> qualify("""
                rules: {game: connect4, protocol: xboard}
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, connect4]}
                  - {name: b, cmd: [arbiter, serve, --game, connect4]}
                """)).isInstanceOf(ConfigException.class)
                .hasMessage("q.yaml: field 'rules.protocol': expected 'server', 'stdio' or 'uci', got 'xboard'");
    }

    @Test
    void aTuneFileGivesItsEngineTheRulesDefault() throws IOException {
        Path file = Files.writeString(dir.resolve("t.yaml"), """
                rules: {game: chess, protocol: uci, options: {Hash: '16'}}
                engine: {cmd: %s}
                parameters: [{name: knight, min: 200, max: 450, seed: 300, integer: true}]
                budget: {games: 1000}
                """.formatted(UCI_ENGINE));
        TuningConfig config = TuneConfigs.resolve(ConfigReader.read(file, TuneFile.class), "t.yaml", dir,
                GameRegistry.load());
        assertThat(config.engine().protocol()).isEqualTo(new UciProtocol(Map.of("Hash", "16"), false));
        assertThat(config.rules().protocol().name()).isEqualTo("uci");
    }

    private QualifyConfig qualify(String yaml) throws IOException {
        Path file = Files.writeString(dir.resolve("q.yaml"), yaml);
        Files.writeString(dir.resolve("bot.py"), "print(0)\n");
        return QualifyConfigs.resolve(ConfigReader.read(file, QualifyFile.class), "q.yaml", dir, GameRegistry.load());
    }

    private static List<BotProtocol> protocols(QualifyConfig config) {
        return config.engines().stream().map(EngineSpec::protocol).toList();
    }
}
