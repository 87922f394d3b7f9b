package dev.arbiter.engine.testkit;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameOptions;
import dev.arbiter.engine.world.GameProvider;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A test game for any number of actors ({@code stones}; registered by the tests that play it by name, with a
 * {@code META-INF/services} file in their test resources naming {@link Provider}): a pile of
 * {@code pile} stones, each actor in turn takes 1 to 3 of them, and an actor's score is the number of stones it
 * took, so a many-player game ends in a finishing order with possible ties. The evaluation is the stones
 * taken so far; an ended world is a win for the actor whose score beats every other one's. Worlds encode as
 * {@code left/toMove/taken.../ply}.
 */
public final class Stones implements Game<Stones.Pile> {

    private final int actors;
    private final int pile;

    Stones(int actors, int pile) {
        this.actors = actors;
        this.pile = pile;
    }

    @Override
    public String name() {
        return "stones";
    }

    @Override
    public String options() {
        return "players=" + actors + ",pile=" + pile;
    }

    @Override
    public int actorCount() {
        return actors;
    }

    @Override
    public int maxActions() {
        return 3;
    }

    @Override
    public Pile newWorld() {
        return new Pile(actors);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return "";
    }

    @Override
    public void setInitial(Pile world, String initData) {
        world.left = pile;
        world.toMove = 0;
        world.ply = 0;
        java.util.Arrays.fill(world.taken, 0);
    }

    @Override
    public Pile decodeWorld(String encoded) {
        String[] parts = encoded.split("/");
        Pile world = new Pile(actors);
        world.left = Integer.parseInt(parts[0]);
        world.toMove = Integer.parseInt(parts[1]);
        for (int a = 0; a < actors; a++) {
            world.taken[a] = Integer.parseInt(parts[2 + a]);
        }
        world.ply = Integer.parseInt(parts[2 + actors]);
        return world;
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
    public Evaluator<Pile> evaluator(Parameters weights) {
        return (world, actor) -> {
            if (!world.isEnd()) {
                return world.taken[actor];
            }
            for (int other = 0; other < actors; other++) {
                if (other != actor && world.taken[other] >= world.taken[actor]) {
                    return world.taken[actor] - world.taken[other];
                }
            }
            return Values.WIN;
        };
    }

    /** The pile and what each actor took. */
    public static final class Pile implements World<Pile> {
        final int[] taken;
        int left;
        int toMove;
        int ply;

        Pile(int actors) {
            taken = new int[actors];
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
            int n = Math.min(3, left);
            for (int i = 0; i < n; i++) {
                out[i] = i + 1;
            }
            return n;
        }

        @Override
        public void apply(int action) {
            left -= action;
            taken[toMove] += action;
            toMove = (toMove + 1) % taken.length;
            ply++;
        }

        @Override
        public boolean isEnd() {
            return left == 0;
        }

        @Override
        public double score(int actor) {
            return taken[actor];
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public void copyFrom(Pile other) {
            System.arraycopy(other.taken, 0, taken, 0, taken.length);
            left = other.left;
            toMove = other.toMove;
            ply = other.ply;
        }

        @Override
        public long hash() {
            long h = left * 31L + toMove;
            for (int t : taken) {
                h = h * 0x9E3779B97F4A7C15L + t;
            }
            return h ^ (h >>> 29);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Pile p && p.left == left && p.toMove == toMove
                    && java.util.Arrays.equals(p.taken, taken);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(hash());
        }

        @Override
        public String encode() {
            StringBuilder sb = new StringBuilder().append(left).append('/').append(toMove);
            for (int t : taken) {
                sb.append('/').append(t);
            }
            return sb.append('/').append(ply).toString();
        }

        @Override
        public String print() {
            return encode() + "\n";
        }
    }

    /** Registers {@link Stones} as {@code stones} with the options {@code players} and {@code pile}. */
    public static final class Provider implements GameProvider {

        @Override
        public String name() {
            return "stones";
        }

        @Override
        public String description() {
            return "test game: take 1-3 stones in turn, most stones wins";
        }

        @Override
        public List<OptionSpec> options() {
            return List.of(new OptionSpec("players", "3", "number of actors"),
                    new OptionSpec("pile", "20", "stones in the pile"));
        }

        @Override
        public Game<?> create(Map<String, String> options) {
            GameOptions o = new GameOptions(name(), options(), options);
            return new Stones(o.integer("players", 1, 8), o.integer("pile", 1, 1000));
        }
    }
}
