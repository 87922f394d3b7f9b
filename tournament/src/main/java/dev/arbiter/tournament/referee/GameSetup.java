package dev.arbiter.tournament.referee;

import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.results.GameSlot;

import java.util.List;
import java.util.Map;

/**
 * What the {@link Referee} needs to know of a game to play it: where it stands in its run, the init data it starts
 * from, and for each seat the engine's name, move limits and per-game parameters. The layer above the referee
 * (the tournament's {@code play.PlannedGame}) supplies it, so the referee does not depend on how games are planned.
 */
public interface GameSetup {

    /** Its place in the run's schedule and the seed it is played from. */
    GameSlot slot();

    /** The init data the game starts from. */
    String init();

    /** The engine names, seat by seat. */
    List<String> names();

    /** The move limits the engine in {@code seat} plays under. */
    MoveLimits limits(int seat);

    /** The parameter values sent to the engine in {@code seat} with each new game. */
    Map<String, Double> gameParameters(int seat);
}
