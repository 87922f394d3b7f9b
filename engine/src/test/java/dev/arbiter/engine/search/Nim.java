package dev.arbiter.engine.search;

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
 * wins. Works for any number of actors. The evaluation knows only ended worlds (0 before the end), so a
 * search has to look to the end to find wins. With two actors a pile that is a multiple of
 * {@code maxTake + 1} is lost for the actor to move.
 */
final class Nim implements Game<Nim.NimWorld> {

    private final int actors;
    private final int stones;
    private final int maxTake;

    Nim(int actors, int stones, int maxTake) {
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
        return new NimWorld(actors);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return "";
    }

    @Override
    public void setInitial(NimWorld world, String initData) {
        world.stones = stones;
        world.toMove = 0;
        world.ply = 0;
        world.winner = -1;
    }

    /** A world with {@code stones} left and {@code toMove} to play. */
    NimWorld world(int left, int toMove) {
        NimWorld w = newWorld();
        w.stones = left;
        w.toMove = toMove;
        w.winner = -1;
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
        return List.of();
    }

    @Override
    public Evaluator<NimWorld> evaluator(Parameters weights) {
        return (world, actor) -> world.winner < 0 ? 0 : world.winner == actor ? Values.WIN : -Values.WIN;
    }

    /** The state of a Nim game. */
    final class NimWorld implements World<NimWorld> {
        final int actorCount;
        int stones;
        int toMove;
        int ply;
        int winner = -1;

        NimWorld(int actorCount) {
            this.actorCount = actorCount;
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
            toMove = (toMove + 1) % actorCount;
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
