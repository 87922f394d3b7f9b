package dev.arbiter.cli.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.ScoreAdjudication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The rules of a qualify or tune file, written at its top level as every file before the {@code rules:} section
 * was, or in that section: the same {@link GameRules} either way.
 */
class RulesSectionTest {

    private static final List<String> RULE_KEYS = List.of("game", "limits", "tc", "maxPlies", "adjudicate",
            "adjudication", "openings", "startTimeoutMs", "protocol", "firstTurnMs", "options", "restart");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Path CONFIGS = Path.of("..", "configs").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void everyShippedConfigLoadsWithItsRulesAtTheTopLevelAndTheSameInARulesSection() throws IOException {
        GameRegistry registry = GameRegistry.load();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(CONFIGS)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(30);
        int checked = 0;
        for (Path file : files) {
            Map<String, Object> top = YAML.readValue(file.toFile(), LinkedHashMap.class);
            if (top.containsKey("gameJars")) {
                continue; // its game comes from a jar the build of an example makes
            }
            Path nested = dir.resolve(checked + ".json");
            Files.writeString(nested, new ObjectMapper().writeValueAsString(inRulesSection(top)));
            Path base = file.getParent();
            boolean tune = top.containsKey("parameters");
            GameRules flat = tune
                    ? TuneConfigs.resolve(ConfigReader.read(file, TuneFile.class), file.toString(), base, registry).rules()
                    : QualifyConfigs.resolve(ConfigReader.read(file, QualifyFile.class), file.toString(), base, registry)
                    .rules();
            Class<? extends RulesFile> type = tune ? TuneFile.class : QualifyFile.class;
            RulesFile read = ConfigReader.read(nested, type);
            RulesFile section = tune ? ((TuneFile) read).rules : ((QualifyFile) read).rules;
            boolean referee = top.containsKey("referee");
            GameRules sectioned = new RulesConfigs(read, section, referee ? 2 : 0, nested.toString(), registry)
                    .resolve(referee, base, registry);
            assertThat(sectioned).as(file.toString()).isEqualTo(flat);
            checked++;
        }
        assertThat(checked).isGreaterThan(30);
    }

    @Test
    void aRuleGivenBothInTheSectionAndAtTheTopLevelIsRefusedNamingIt() throws IOException {
        Path file = Files.writeString(dir.resolve("q.yaml"), """
                game: tictactoe
                maxPlies: 9
                rules: {maxPlies: 20}
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, tictactoe]}
                  - {name: b, cmd: [arbiter, serve, --game, tictactoe]}
                """);
        assertThatThrownBy(() -> QualifyConfigs.resolve(ConfigReader.read(file, QualifyFile.class), "q.yaml", dir,
                GameRegistry.load()))
                .hasMessage("q.yaml: field 'rules.maxPlies': given twice: in 'rules' and at the top level (give it once)");
    }

    @Test
    void aBadValueInTheSectionIsNamedWhereItWasWritten() throws IOException {
        Path file = Files.writeString(dir.resolve("t.yaml"), """
                rules: {game: connect4, maxPlies: 0}
                engine: {cmd: [arbiter, serve, --game, connect4, --param, 'centre={c}']}
                parameters: [{name: c, min: 0, max: 100, seed: 10}]
                budget: {games: 10}
                """);
        assertThatThrownBy(() -> TuneConfigs.resolve(ConfigReader.read(file, TuneFile.class), "t.yaml", dir,
                GameRegistry.load()))
                .hasMessage("t.yaml: field 'rules.maxPlies': expected a positive integer, got 0");
    }

    @Test
    void theRunFolderKeepsTheRulesAtTheTopLevelAsOlderRunsHaveThem() throws IOException {
        Path file = Files.writeString(dir.resolve("q.yaml"), """
                rules: {game: tictactoe, maxPlies: 9, tc: 1+0.1}
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, tictactoe]}
                  - {name: b, cmd: [arbiter, serve, --game, tictactoe]}
                """);
        QualifyFile read = ConfigReader.read(file, QualifyFile.class);
        QualifyConfigs.resolve(read, "q.yaml", dir, GameRegistry.load());
        Map<?, ?> stored = new ObjectMapper().readValue(ConfigReader.toJson(read), Map.class);
        assertThat(stored.get("game")).isEqualTo("tictactoe");
        assertThat(stored.get("maxPlies")).isEqualTo(9);
        assertThat(((Map<?, ?>) stored.get("limits")).get("tc")).isEqualTo("1+0.1");
        assertThat(stored.get("rules")).isNull();
    }

    @Test
    void adjudicationAsChessUsersWriteItIsBoundToItsRules() throws IOException {
        Path file = Files.writeString(dir.resolve("q.yaml"), """
                rules:
                  game: tictactoe
                  adjudication:
                    resign: {movecount: 3, score: 600}
                    draw: {movenumber: 2, movecount: 2, score: 10}
                    maxmoves: 4
                engines:
                  - {name: a, cmd: [arbiter, serve, --game, tictactoe]}
                  - {name: b, cmd: [arbiter, serve, --game, tictactoe]}
                """);
        GameRules rules = QualifyConfigs.resolve(ConfigReader.read(file, QualifyFile.class), "q.yaml", dir,
                GameRegistry.load()).rules();
        assertThat(rules.adjudication()).isEqualTo(new ScoreAdjudication(new ScoreAdjudication.Resign(600, 3, false),
                new ScoreAdjudication.Draw(10, 2, 4), new ScoreAdjudication.MaxMoves(4)));
    }

    private static Map<String, Object> inRulesSection(Map<String, Object> top) {
        Map<String, Object> file = new LinkedHashMap<>(top);
        Map<String, Object> rules = new LinkedHashMap<>();
        for (String key : RULE_KEYS) {
            if (file.containsKey(key)) {
                rules.put(key, file.remove(key));
            }
        }
        file.put("rules", rules);
        return file;
    }
}
