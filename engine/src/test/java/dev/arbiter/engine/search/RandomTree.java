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
 * A test game: a random two-actor tree given by a seed. Every world is identified by the hash of its path,
 * so there are no transpositions; the number of actions (1..{@code branching}), early ends and the
 * evaluation all derive from that hash. An ended world is a decisive win or loss when its value is large,
 * otherwise a result worth its (antisymmetric) value. Worlds end at {@code depth} plies at the latest.
 */
final class RandomTree implements Game<RandomTree.Node> {

    private final int branching;
    private final int depth;
    private final long seed;

    RandomTree(int branching, int depth, long seed) {
        this.branching = branching;
        this.depth = depth;
        this.seed = seed;
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public String name() {
        return "randomtree";
    }

    @Override
    public String options() {
        return "branching=" + branching + ",depth=" + depth + ",seed=" + seed;
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return branching;
    }

    @Override
    public Node newWorld() {
        return new Node();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return "";
    }

    @Override
    public void setInitial(Node world, String initData) {
        world.path = mix(seed);
        world.ply = 0;
    }

    @Override
    public Node decodeWorld(String encoded) {
        String[] parts = encoded.split("/");
        Node n = new Node();
        n.path = Long.parseLong(parts[0]);
        n.ply = Integer.parseInt(parts[1]);
        return n;
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

    /** The value of a world for actor 0, in [-100, 100]. */
    static double rawValue(Node n) {
        return (Math.floorMod(mix(n.path ^ 0x5DEECE66DL), 201)) - 100;
    }

    @Override
    public Evaluator<Node> evaluator(Parameters weights) {
        return (world, actor) -> {
            double v = rawValue(world);
            if (world.isEnd() && Math.abs(v) > 80) {
                v = v > 0 ? Values.WIN : -Values.WIN;
            }
            return actor == 0 ? v : -v;
        };
    }

    /** A node of the random tree. */
    final class Node implements World<Node> {
        long path;
        int ply;

        @Override
        public int actorToMove() {
            return ply & 1;
        }

        @Override
        public boolean isAlive(int actor) {
            return true;
        }

        @Override
        public int legalActions(int[] out) {
            if (isEnd()) {
                return 0;
            }
            int n = 1 + (int) Math.floorMod(mix(path + 17), branching);
            for (int i = 0; i < n; i++) {
                out[i] = i;
            }
            return n;
        }

        @Override
        public void apply(int action) {
            path = mix(path * 31 + action + 1);
            ply++;
        }

        @Override
        public boolean isEnd() {
            return ply >= depth || (ply >= 2 && Math.floorMod(mix(path + 3), 9) == 0);
        }

        @Override
        public double score(int actor) {
            double v = rawValue(this);
            return actor == 0 ? v : -v;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public void copyFrom(Node other) {
            path = other.path;
            ply = other.ply;
        }

        @Override
        public long hash() {
            return path;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Node n && n.path == path && n.ply == ply;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(path);
        }

        @Override
        public String encode() {
            return path + "/" + ply;
        }

        @Override
        public String print() {
            return encode() + "\n";
        }
    }
}
