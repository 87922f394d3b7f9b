package dev.arbiter.tournament.support;

import dev.arbiter.engine.world.GameProvider;
import dev.arbiter.engine.world.GameRegistry;

import java.util.ArrayList;
import java.util.List;

/**
 * The games of the tests: the built-in ones of the class path plus the test game {@link Stones}, which is not
 * registered as a service so that it never shows among another module's games.
 */
public final class TestGames {

    private TestGames() {
    }

    /** The registry of the tests. */
    public static GameRegistry registry() {
        List<GameProvider> providers = new ArrayList<>(GameRegistry.load().providers());
        providers.add(new Stones.Provider());
        return GameRegistry.of(providers);
    }
}
