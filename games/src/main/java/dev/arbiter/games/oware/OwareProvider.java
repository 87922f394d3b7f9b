package dev.arbiter.games.oware;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/** Registers {@link Oware} as {@code oware}. */
public final class OwareProvider implements GameProvider {

    @Override
    public String name() {
        return "oware";
    }

    @Override
    public String description() {
        return "Oware (abapa rules; grand slam captures nothing; seeds on each side go to its owner at the ply limit)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("maxPlies", "200",
                "plies after which the game stops and each player captures the seeds on his side (1..100000)"),
                new OptionSpec("openings", "0", "random plies played before each tournament round (init data, 0..40)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        return new Oware(o.integer("maxPlies", 1, 100_000), o.integer("openings", 0, 40));
    }
}
