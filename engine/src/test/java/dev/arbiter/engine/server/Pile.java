package dev.arbiter.engine.server;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A test game for the server: a pile of stones, two actors take 1 to 3 in turn, whoever takes the last one
 * wins. One evaluation parameter, {@code bias}, and one that clashes with an algorithm setting, {@code depth}.
 */
final class Pile implements Game<Pile.PileWorld> {

    @Override
    public String name() {
        return "pile";
    }

    @Override
    public String options() {
        return "";
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return 3;
    }

    @Override
    public PileWorld newWorld() {
        return new PileWorld();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return Integer.toString(5 + random.nextInt(10));
    }

    @Override
    public void setInitial(PileWorld world, String initData) {
        world.stones = initData.isEmpty() ? 10 : Integer.parseInt(initData);
        world.toMove = 0;
        world.ply = 0;
    }

    @Override
    public PileWorld decodeWorld(String encoded) {
        String[] parts = encoded.split("/");
        PileWorld w = newWorld();
        w.stones = Integer.parseInt(parts[0]);
        w.toMove = Integer.parseInt(parts[1]);
        return w;
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
        return List.of(ParameterSpec.real("bias", 0, -1, 1, "a constant added for the actor to move"),
                ParameterSpec.integer("depth", 1, 0, 9, "a name the alpha-beta algorithm also has"));
    }

    @Override
    public Evaluator<PileWorld> evaluator(Parameters weights) {
        double bias = weights.get("bias");
        return (w, actor) -> w.isEnd() ? (w.toMove == actor ? -Values.WIN : Values.WIN)
                : (w.toMove == actor ? bias : -bias);
    }

    /** The pile and whose turn it is. */
    static final class PileWorld implements World<PileWorld> {
        int stones;
        int toMove;
        int ply;

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
            int n = Math.min(3, stones);
            for (int i = 0; i < n; i++) {
                out[i] = i + 1;
            }
            return n;
        }

        @Override
        public void apply(int action) {
            stones -= action;
            toMove = 1 - toMove;
            ply++;
        }

        @Override
        public boolean isEnd() {
            return stones == 0;
        }

        @Override
        public double score(int actor) {
            return isEnd() && toMove != actor ? 1 : 0;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public void copyFrom(PileWorld other) {
            stones = other.stones;
            toMove = other.toMove;
            ply = other.ply;
        }

        @Override
        public long hash() {
            return stones * 2L + toMove;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PileWorld w && w.stones == stones && w.toMove == toMove;
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
