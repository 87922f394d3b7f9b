package dev.arbiter.games.kalah;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;

import java.util.List;
import java.util.Map;

/**
 * Registers {@link Kalah} as {@code kalah}, and as {@code mancala} with the article's variant
 * ({@code variant=article}).
 */
public final class KalahProvider implements GameProvider {

    @Override
    public String name() {
        return "kalah";
    }

    @Override
    public Map<String, Map<String, String>> aliases() {
        return Map.of("mancala", Map.of("variant", "article"));
    }

    @Override
    public String description() {
        return "Kalah sowing game (mancala: the Mancala article's variant with return-to-start extra turns)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                new OptionSpec("pits", "6", "houses per side (1..16)"),
                new OptionSpec("seeds", "4", "seeds per house at the start (1..32)"),
                new OptionSpec("capture", "standard",
                        "standard: capture only facing seeds; empty: a last seed in an own empty house is stored even facing nothing"),
                new OptionSpec("variant", "kalah",
                        "kalah; article: extra turn also on landing in the start house, end when a store holds over half the seeds"),
                new OptionSpec("openings", "0", "random plies played before each tournament round (init data, 0..40)"));
    }

    @Override
    public Game<?> create(Map<String, String> options) {
        GameOptions o = new GameOptions(name(), options(), options);
        int pits = o.integer("pits", 1, 16);
        int seeds = o.integer("seeds", 1, 32);
        boolean emptyCapture = o.choice("capture", "standard", "empty").equals("empty");
        boolean article = o.choice("variant", "kalah", "article").equals("article");
        return new Kalah(pits, seeds, emptyCapture, article, o.integer("openings", 0, 40));
    }
}
