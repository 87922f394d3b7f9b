package dev.arbiter.engine.search;

import dev.arbiter.engine.testkit.Nim;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AlgorithmsTest {

    private final Nim game = new Nim();

    @Test
    void listsEveryAlgorithmWithItsParameters() {
        assertThat(Algorithms.names()).containsExactly("mm", "abp", "mcts", "bfmm", "greedy", "random");
        assertThat(Algorithms.spec("mm").parameters()).extracting(ParameterSpec::name)
                .containsExactly("depth", "pruning", "threshold");
        assertThat(Algorithms.spec("bfmm").parameters()).extracting(ParameterSpec::name).contains("c", "fpu");
        for (AlgorithmSpec spec : Algorithms.list()) {
            Searcher<Nim.NimWorld> searcher = Algorithms.create(spec.name(), game, game.defaultEvaluator(), Map.of(), 1);
            assertThat(searcher.algorithm()).isEqualTo(spec.name());
        }
    }

    @Test
    void unknownAlgorithmIsRejectedByName() {
        assertThatThrownBy(() -> Algorithms.create("alphazero", game, game.defaultEvaluator(), Map.of(), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("alphazero").hasMessageContaining("mm, abp");
    }

    @Test
    void unknownOrOutOfBoundsParameterIsRejectedByName() {
        assertThatThrownBy(() -> Algorithms.create("mm", game, game.defaultEvaluator(), Map.of("treshold", "3"), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'mm'").hasMessageContaining("treshold");
        assertThatThrownBy(() -> Algorithms.create("mcts", game, game.defaultEvaluator(), Map.of("c", "-1"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'c'");
    }

    @Test
    void theSettingsReachTheSearcherByName() {
        AlgorithmSpec abp = Algorithms.spec("abp");
        Searcher<Nim.NimWorld> shallow = abp.create(game, game.defaultEvaluator(),
                Parameters.of(abp.parameters(), Map.of("depth", 2.0)), 1, Clock.SYSTEM);
        shallow.setWorld(game.initialWorld(""));
        assertThat(shallow.search(SearchLimits.nodes(100_000)).depth()).isEqualTo(2);
        assertThatThrownBy(() -> abp.create(game, game.defaultEvaluator(),
                Parameters.defaults(Algorithms.spec("mm").parameters()), 1, Clock.SYSTEM))
                .hasMessageContaining("algorithm 'abp': settings");
    }

    @Test
    void searchingBeforeSettingAWorldFails() {
        Searcher<Nim.NimWorld> searcher = Algorithms.create("abp", game, game.defaultEvaluator(), Map.of(), 1);
        assertThatThrownBy(() -> searcher.search(SearchLimits.depth(2))).isInstanceOf(IllegalStateException.class);
    }
}
