package dev.arbiter.engine.server;

import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.world.ParameterSpec;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EngineSettingsTest {

    private final Nim game = new Nim();

    @Test
    void buildsTheSearcherAndReportsEveryParameterValue() {
        Engine<Nim.NimWorld> engine = new EngineSettings("abp", Map.of("bias", "0.5", "algo.depth", "6", "pvs", "0"),
                3, SearchLimits.nodes(100)).build(game);
        assertThat(engine.searcher().algorithm()).isEqualTo("abp");
        assertThat(engine.limits()).isEqualTo(SearchLimits.nodes(100));
        assertThat(engine.identity().algorithm()).isEqualTo("abp");
        assertThat(engine.identity().parameters()).containsEntry("bias", 0.5).containsEntry("depth", 1.0)
                .containsEntry("algo.depth", 6.0).containsEntry("algo.pvs", 0.0).containsEntry("algo.ttBits", 18.0);
    }

    @Test
    void aNameBothTheGameAndTheAlgorithmHaveMustBeQualified() {
        assertThatThrownBy(() -> settings("abp", Map.of("depth", "3")).build(game))
                .hasMessage("parameter 'depth' exists for the game and the algorithm: write eval.depth or algo.depth");
        assertThat(settings("abp", Map.of("eval.depth", "3")).build(game).identity().parameters())
                .containsEntry("depth", 3.0).containsEntry("algo.depth", 64.0);
    }

    @Test
    void unknownAndOutOfBoundsParametersAreNamed() {
        assertThatThrownBy(() -> settings("mm", Map.of("weight", "1")).build(game))
                .hasMessage("unknown parameter 'weight' (game nim: bias, depth; algorithm mm: depth, pruning, threshold)");
        assertThatThrownBy(() -> settings("abp", Map.of("bias", "2")).build(game)).hasMessageContaining("'bias'");
        assertThatThrownBy(() -> settings("alphazero", Map.of()).build(game)).hasMessageContaining("alphazero");
    }

    @Test
    void theEngineDeclaresEachParameterWithItsBoundsUnderTheNamesOfItsHello() {
        Engine<Nim.NimWorld> engine = settings("abp", Map.of()).build(game);
        assertThat(engine.identity().declared()).extracting(ParameterSpec::name)
                .containsExactlyElementsOf(engine.identity().parameters().keySet());
        ParameterSpec bias = engine.identity().declared().get(0);
        assertThat(bias.name()).isEqualTo("bias");
        assertThat(bias.min()).isEqualTo(-1.0);
        assertThat(bias.max()).isEqualTo(1.0);
        assertThat(bias.integer()).isFalse();
        assertThat(engine.identity().declared()).filteredOn(s -> s.name().equals("algo.pvs"))
                .singleElement().satisfies(s -> assertThat(s.integer()).isTrue());
    }

    @Test
    void aGamesValuesReplaceTheEnginesOwnAsNumbers() {
        EngineSettings.Resolved own = settings("abp", Map.of("bias", "0.25")).resolve(game);
        double exact = 0.1 + 0.2;
        EngineSettings.Resolved next = own.with(game, Map.of("eval.depth", 3.0, "bias", exact, "algo.ttBits", 12.0));
        assertThat(next.weights().get("bias")).isEqualTo(exact);
        assertThat(next.weights().get("depth")).isEqualTo(3.0);
        assertThat(next.settings().integer("ttBits")).isEqualTo(12);
        assertThat(own.weights().get("bias")).isEqualTo(0.25);
        assertThat(own.with(game, Map.of())).isSameAs(own);
        assertThatThrownBy(() -> own.with(game, Map.of("bias", 1.5)))
                .hasMessage("parameter 'bias': expected a number in [-1, 1], got 1.5");
        assertThatThrownBy(() -> own.with(game, Map.of("algo.ttBits", 12.5)))
                .hasMessageStartingWith("algorithm 'abp': parameter 'ttBits': expected an integer");
        assertThatThrownBy(() -> own.with(game, Map.of("weight", 1.0))).hasMessageStartingWith("unknown parameter 'weight'");
    }

    private static EngineSettings settings(String algorithm, Map<String, String> params) {
        return new EngineSettings(algorithm, params, 1, new SearchLimits(0, 0, 0, 0));
    }
}
