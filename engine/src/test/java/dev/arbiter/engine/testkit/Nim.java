package dev.arbiter.engine.testkit;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A test game: one pile, each actor in turn takes 1..{@code maxTake} stones, whoever takes the last stone
 * wins. Works for any number of actors. With two actors a pile that is a multiple of {@code maxTake + 1} is
 * lost for the actor to move.
 *
 * <p>The evaluation knows only ended worlds (0 before the end at the default weights), so a search has to
 * look to the end to find wins. It has two parameters: {@code bias}, a value for the actor to move, and
 * {@code depth}, unused, a name the alpha-beta algorithm also has (for the tests of qualified names).
 *
 * <p>Init data is the pile's size (empty: the size this game was made with); {@link #createInitData} draws
 * one from {@code [stones / 2, stones / 2 + stones)}. Worlds encode as {@code stones/toMove}.
 */
public final class Nim implements Game<Nim.NimWorld> {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("bias", 0, -1, 1, "a constant added for the actor to move"),
            ParameterSpec.integer("depth", 1, 0, 9, "a name the alpha-beta algorithm also has"));

    private final int actors;
    private final int stones;
    private final int maxTake;

    /** Two actors, ten stones, take 1 to 3. */
    public Nim() {
        this(2, 10, 3);
    }

    /** {@code actors} actors, a pile of {@code stones}, take 1 to {@code maxTake}. */
    public Nim(int actors, int stones, int maxTake) {
        this.actors = actors;
        this.stones = stones;
        this.maxTake = maxTake;
    }

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public String options() {
        return "actors=" + actors + ",stones=" + stones + ",take=" + maxTake;
    }

    @Override
    public int actorCount() {
        return actors;
    }

    @Override
    public int maxActions() {
        return maxTake;
    }

    @Override
    public NimWorld newWorld() {
        return new NimWorld();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return Integer.toString(stones / 2 + random.nextInt(stones));
    }

    @Override
    public void setInitial(NimWorld world, String initData) {
        world.set(initData.isEmpty() ? stones : Integer.parseInt(initData), 0);
        world.ply = 0;
    }

    /** A world with {@code left} stones and {@code toMove} to play. */
    public NimWorld world(int left, int toMove) {
        NimWorld w = newWorld();
        w.set(left, toMove);
        return w;
    }

    @Override
    public NimWorld decodeWorld(String encoded) {
        String[] parts = encoded.split("/");
        return world(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    @Override
    public String formatAction(int action) {
        return Integer.toString(action);
    }

    @Override
    public int parseAction(String text) {
        return Integer.parseInt(text.trim());
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public Evaluator<NimWorld> evaluator(Parameters weights) {
        double bias = weights.get("bias");
        return (world, actor) -> world.winner >= 0 ? (world.winner == actor ? Values.WIN : -Values.WIN)
                : (world.toMove == actor ? bias : -bias);
    }

    /** The state of a Nim game. */
    public final class NimWorld implements World<NimWorld> {
        int stones;
        int toMove;
        int ply;
        int winner = -1;

        /** Sets the pile and the actor to move; an empty pile was emptied by the previous actor. */
        void set(int left, int mover) {
            stones = left;
            toMove = mover;
            winner = left == 0 ? (mover + actors - 1) % actors : -1;
        }

        @Override
        public int actorToMove() {
            return toMove;
        }

        @Override
        public boolean isAlive(int actor) {
            return true;
        }

        @Override
        public int legalActions(int[] out) {
            int n = Math.min(maxTake, stones);
            for (int i = 0; i < n; i++) {
                out[i] = i + 1;
            }
            return n;
        }

        @Override
        public void apply(int action) {
            stones -= action;
            if (stones == 0) {
                winner = toMove;
            }
            toMove = (toMove + 1) % actors;
            ply++;
        }

        @Override
        public boolean isEnd() {
            return stones == 0;
        }

        @Override
        public double score(int actor) {
            return winner == actor ? 1 : 0;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public void copyFrom(NimWorld other) {
            stones = other.stones;
            toMove = other.toMove;
            ply = other.ply;
            winner = other.winner;
        }

        @Override
        public long hash() {
            long key = (stones * 64L + toMove) * 0x9E3779B97F4A7C15L;
            return key ^ (key >>> 31);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof NimWorld w && w.stones == stones && w.toMove == toMove && w.winner == winner;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(hash());
        }

        @Override
        public String encode() {
            return stones + "/" + toMove;
        }

        @Override
        public String print() {
            return stones + " stones, actor " + toMove + " to move\n";
        }
    }
}
