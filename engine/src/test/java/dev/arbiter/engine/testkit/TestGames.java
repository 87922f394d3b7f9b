package dev.arbiter.engine.testkit;

import dev.arbiter.engine.world.GameProvider;
import dev.arbiter.engine.world.GameRegistry;

import java.util.ArrayList;
import java.util.List;

/**
 * The games of the class path plus the test games that are played by name ({@code stones}), registered here
 * rather than in a {@code META-INF/services} file so that they never leak into another module's game list.
 */
public final class TestGames {

    private TestGames() {
    }

    /** The registry of {@link GameRegistry#load()} with {@link Stones} added. */
    public static GameRegistry registry() {
        List<GameProvider> providers = new ArrayList<>(GameRegistry.load().providers());
        providers.add(new Stones.Provider());
        return GameRegistry.of(providers);
    }
}
