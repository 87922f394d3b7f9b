package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Registers {@link MarsLander} as {@code marslander}, with its option {@code map}. */
public final class MarsLanderProvider implements GameProvider {

    @Override
    public String name() {
        return "marslander";
    }

    @Override
    public String description() {
        return "CodinGame's Mars Lander (one actor, continuous physics): land safely on the flat zone";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("map", "random",
                "init data of new flights: random (a generated map) or a standard map: "
                        + String.join(", ", StandardMaps.names())));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions parsed = new GameOptions(name(), options(), options);
        List<String> allowed = new ArrayList<>();
        allowed.add("random");
        allowed.addAll(StandardMaps.names());
        return new MarsLander(parsed.choice("map", allowed.toArray(new String[0])));
    }
}
