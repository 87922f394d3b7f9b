package dev.arbiter.games.sowing;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SowingOpeningsTest {

    @ParameterizedTest
    @ValueSource(strings = {"oware:openings=6", "kalah:openings=6", "mancala:openings=6"})
    void openingsAreRandomPliesFromTheSeedThatTheInitDataReplays(String name) {
        check(GameRegistry.load().create(name));
    }

    private static <W extends World<W>> void check(Game<W> game) {
        Set<String> distinct = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            String init = game.createInitData(new SplittableRandom(seed));
            assertThat(game.createInitData(new SplittableRandom(seed))).as("same seed, same opening").isEqualTo(init);
            W world = game.initialWorld(init);
            assertThat(world.isEnd()).isFalse();
            assertThat(init.split(" ")).hasSizeBetween(1, 6);
            distinct.add(world.encode());
        }
        assertThat(distinct).as("rounds start from different positions").hasSizeGreaterThan(10);
        assertThat(game.initialWorld("").encode()).as("no init data: the start").startsWith("4,4,4,4,4,4,0/4,4,4,4,4,4,0/0");
    }

    @ParameterizedTest
    @ValueSource(strings = {"oware", "kalah"})
    void anIllegalHouseInTheInitDataIsAnErrorNamingTheGame(String name) {
        Game<?> game = GameRegistry.load().create(name);
        assertThatThrownBy(() -> game.initialWorld("1 2 1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(name + " init data: house 1 is not a legal move");
    }
}
