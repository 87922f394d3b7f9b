package dev.arbiter.engine.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Finds games by name among the {@link GameProvider}s visible to a class loader (built-in games and
 * plug-in jars alike).
 */
public final class GameRegistry {

    private final List<GameProvider> providers;

    private GameRegistry(List<GameProvider> providers) {
        this.providers = providers;
    }

    /** The providers visible to the context class loader (or this class's loader). */
    public static GameRegistry load() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return load(loader != null ? loader : GameRegistry.class.getClassLoader());
    }

    /** The providers visible to {@code loader}. */
    public static GameRegistry load(ClassLoader loader) {
        List<GameProvider> found = new ArrayList<>();
        ServiceLoader.load(GameProvider.class, loader).forEach(found::add);
        found.sort(Comparator.comparing(GameProvider::name));
        return new GameRegistry(List.copyOf(found));
    }

    /** A registry over exactly these providers. */
    public static GameRegistry of(List<GameProvider> providers) {
        return new GameRegistry(List.copyOf(providers));
    }

    /** All providers, sorted by name. */
    public List<GameProvider> providers() {
        return providers;
    }

    /**
     * Creates a game by name or alias. Options given explicitly override an alias's presets.
     *
     * @throws IllegalArgumentException for an unknown name (listing the known ones) or bad options
     */
    public Game<?> create(String name, Map<String, String> options) {
        for (GameProvider provider : providers) {
            if (provider.name().equals(name)) {
                return provider.create(options);
            }
            Map<String, String> preset = provider.aliases().get(name);
            if (preset != null) {
                Map<String, String> merged = new LinkedHashMap<>(preset);
                merged.putAll(options);
                return provider.create(merged);
            }
        }
        List<String> names = new ArrayList<>();
        for (GameProvider provider : providers) {
            names.add(provider.name());
            names.addAll(provider.aliases().keySet());
        }
        throw new IllegalArgumentException("unknown game '" + name + "' (known: " + String.join(", ", names) + ")");
    }

    /**
     * Parses {@code name} or {@code name:k=v,k=v} and creates that game.
     */
    public Game<?> create(String spec) {
        int colon = spec.indexOf(':');
        if (colon < 0) {
            return create(spec.trim(), Map.of());
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : spec.substring(colon + 1).split(",")) {
            if (pair.isBlank()) {
                continue;
            }
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("game option '" + pair + "': expected key=value");
            }
            options.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        }
        return create(spec.substring(0, colon).trim(), options);
    }
}
