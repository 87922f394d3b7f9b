package dev.arbiter.tournament.play;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The game of a run whose games an external referee program plays whole ({@link RefereeProgramPlayer}): what a
 * qualification needs to schedule it (its name, {@code players} seats, no init data: the referee gets the seed).
 * Arbiter never holds one of its worlds, so every method about worlds and actions refuses.
 */
public final class RefereeGame implements Game<RefereeGame.NoWorld> {

    private final int players;

    /** The game of a referee for {@code players} players. */
    public RefereeGame(int players) {
        this.players = players;
    }

    /** Never instantiated: the referee program holds the worlds. */
    public static final class NoWorld implements World<NoWorld> {

        private NoWorld() {
        }

        @Override
        public int actorToMove() {
            throw refused();
        }

        @Override
        public boolean isAlive(int actor) {
            throw refused();
        }

        @Override
        public int legalActions(int[] out) {
            throw refused();
        }

        @Override
        public void apply(int action) {
            throw refused();
        }

        @Override
        public boolean isEnd() {
            throw refused();
        }

        @Override
        public double score(int actor) {
            throw refused();
        }

        @Override
        public int ply() {
            throw refused();
        }

        @Override
        public void copyFrom(NoWorld other) {
            throw refused();
        }

        @Override
        public long hash() {
            throw refused();
        }

        @Override
        public String encode() {
            throw refused();
        }

        @Override
        public String print() {
            throw refused();
        }
    }

    private static UnsupportedOperationException refused() {
        return new UnsupportedOperationException("the games of an external referee are played by the referee program");
    }

    @Override
    public String name() {
        return "referee";
    }

    @Override
    public String options() {
        return "players=" + players;
    }

    @Override
    public int actorCount() {
        return players;
    }

    @Override
    public int maxActions() {
        return 0;
    }

    @Override
    public NoWorld newWorld() {
        throw refused();
    }

    /** No init data: the referee derives its start from the seed. */
    @Override
    public String createInitData(SplittableRandom random) {
        return "";
    }

    @Override
    public void setInitial(NoWorld world, String initData) {
        throw refused();
    }

    @Override
    public NoWorld decodeWorld(String encoded) {
        throw refused();
    }

    @Override
    public String formatAction(int action) {
        throw refused();
    }

    @Override
    public int parseAction(String text) {
        throw refused();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public Evaluator<NoWorld> evaluator(Parameters weights) {
        throw refused();
    }
}
