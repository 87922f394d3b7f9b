package dev.arbiter.tuning;

import dev.arbiter.engine.server.EngineMain;
import dev.arbiter.engine.world.GameRegistry;

/**
 * The built-in Connect Four engines served as {@code arbiter serve --game connect4} serves them (same options,
 * parameters taken in {@code newgame}), run as a real subprocess from the test class path.
 */
public final class Connect4ServerEngine {

    private Connect4ServerEngine() {
    }

    /** Entry point: {@code arbiter serve}'s options, e.g. {@code --algo abp}. */
    public static void main(String[] args) {
        EngineMain.serve(GameRegistry.load().create("connect4"), args);
    }
}
