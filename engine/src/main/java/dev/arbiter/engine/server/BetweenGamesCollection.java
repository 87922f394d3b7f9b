package dev.arbiter.engine.server;

/**
 * Garbage collection between timed games: once a session has served a {@code go} with a time limit, each new game
 * collects the young generation when it is due ({@link BetweenGames}), so that a collection falls between games
 * rather than into a move's time.
 */
final class BetweenGamesCollection {

    /**
     * The between-games collector, built when a timed game first needs it: it finds the young generation through
     * the JVM's management beans (about 40 classes and a native library), which an engine that plays only under
     * node or depth budgets never loads.
     */
    private static final class Collector {
        static final BetweenGames BETWEEN_GAMES = BetweenGames.forThisJvm();
    }

    /** Whether a {@code go} with a time limit has been served. */
    private boolean timedPlay;

    /** A {@code go} is served; {@code timed}: with a time limit. */
    void served(boolean timed) {
        timedPlay |= timed;
    }

    /** A new game starts: collects when timed play has been served and a collection is due. */
    void newGame() {
        if (timedPlay) {
            Collector.BETWEEN_GAMES.collectIfDue();
        }
    }
}
