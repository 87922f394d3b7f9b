package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

import java.util.List;

/**
 * One search algorithm of the {@link Algorithms} registry: its name, one line about it, the parameters it
 * accepts (so that front ends expose them as options and a tuner can adjust them) and the factory that builds
 * its searcher, reading those parameters by name. Each searcher class declares its own spec next to the code
 * that uses the parameters.
 *
 * @param name        the name on the command line and in the protocol handshake ({@code abp})
 * @param description one line for listings
 * @param parameters  the tunable parameters with their bounds and defaults
 * @param factory     builds a searcher from validated parameter values
 */
public record AlgorithmSpec(String name, String description, List<ParameterSpec> parameters, Factory factory) {

    /** Copies the parameter list. */
    public AlgorithmSpec {
        parameters = List.copyOf(parameters);
    }

    /**
     * Builds a searcher of this algorithm.
     *
     * @param game      the game
     * @param evaluator the evaluation
     * @param settings  values of {@link #parameters()}
     * @param seed      seed of the algorithm's random choices (same seed, same node budget: same result)
     * @param clock     the time source for time budgets
     * @throws IllegalArgumentException if {@code settings} are not values of this algorithm's parameters
     */
    public <W extends World<W>> Searcher<W> create(Game<W> game, Evaluator<W> evaluator, Parameters settings,
                                                   long seed, Clock clock) {
        if (!settings.specs().equals(parameters)) {
            throw new IllegalArgumentException("algorithm '" + name + "': settings " + settings
                    + " are not values of its parameters");
        }
        return factory.create(new Setup<>(game, evaluator, settings, seed, clock));
    }

    /** Builds a searcher; implemented by a static method of the searcher class ({@code MctsSearcher::create}). */
    @FunctionalInterface
    public interface Factory {
        /** A new searcher for {@code setup}, whose settings are already validated against the spec. */
        <W extends World<W>> Searcher<W> create(Setup<W> setup);
    }

    /**
     * What a factory builds a searcher from.
     *
     * @param game      the game
     * @param evaluator the evaluation
     * @param settings  the algorithm's parameter values, read by name
     * @param seed      seed of the random choices
     * @param clock     the time source for time budgets
     * @param <W>       the world type
     */
    public record Setup<W extends World<W>>(Game<W> game, Evaluator<W> evaluator, Parameters settings, long seed,
                                            Clock clock) {
    }
}
