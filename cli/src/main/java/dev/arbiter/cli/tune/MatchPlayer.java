package dev.arbiter.cli.tune;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.PairMatch;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;

import java.util.function.BiConsumer;

/**
 * Plays pairs with real engine processes: each vector becomes the configured engine command with the
 * vector's values in its placeholders, played through a {@link PairMatch} (which keeps recently used
 * engine processes alive, so a vector that plays many pairs starts its engine once).
 */
public final class MatchPlayer implements PairPlayer {


    private final TuneConfig config;
    private final PairMatch match;

    /** A player for {@code config}'s engine and limits; {@code faults} hears of every engine fault. */
    public MatchPlayer(TuneConfig config, Game<?> game, BiConsumer<String, EngineFault> faults) {
        this.config = config;
        this.match = new PairMatch(game, config.limits(), config.maxPlies(), config.adjudicate().equals("score"), null,
                config.keepEngines(), config.concurrency(), faults);
    }

    @Override
    public PairMatch.PairResult play(PairJob job) {
        EngineCommand a = config.engineFor(job.aName(), job.a()).resolve();
        EngineCommand b = config.engineFor(job.bName(), job.b()).resolve();
        return match.play(a, b, job.seed(), job.id());
    }

    @Override
    public void abort() {
        match.abort();
    }

    @Override
    public void close() {
        match.close();
    }
}
