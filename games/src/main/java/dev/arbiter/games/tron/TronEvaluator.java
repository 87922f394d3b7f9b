package dev.arbiter.games.tron;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.Arrays;
import java.util.List;

/**
 * The light-cycles evaluation, per actor (not antisymmetric for 3+ players). For an alive actor {@code a}
 * in a world that has not ended it is
 * <pre>
 *   territory * (T[a] - mean T of the other alive players)
 * + area      * (R[a] - mean R of the others)
 * + mobility  * (M[a] - mean M of the others)
 * + eliminations * (players eliminated so far)
 * </pre>
 * clamped to {@code +-Values.DECISIVE / 2}, where
 * <ul>
 *   <li>{@code T} is the Voronoi territory: the free cells a player reaches strictly before every other alive
 *       player, by breadth-first distance from all heads at once through free cells (cells reached first by
 *       two players at the same distance belong to nobody, nor do the cells reached only through them);</li>
 *   <li>{@code R} is the reachable area: the free cells of the connected components next to the head, found
 *       by a flood fill (each component is filled once per world, shared by the heads next to it);</li>
 *   <li>{@code M} is the mobility: the free neighbours of the head.</li>
 * </ul>
 * Decisive values: an eliminated actor gets {@code -Values.WIN + 10000 * rank} (rank 0 for the first
 * eliminated, so a later elimination is less bad and still decisive); the only survivor of an ended world
 * gets {@link Values#WIN}; players alive together at {@code maxPlies} get 0.
 *
 * <p>The features of all players are computed once per world and cached (keyed by the world object, its hash
 * and its ply), since searches ask for every actor's value of the same world in a row. The breadth-first
 * searches use preallocated queues and generation-stamped marks, so nothing is allocated per call; scratch
 * space is per thread, so one evaluator may serve several searching threads.
 */
final class TronEvaluator implements Evaluator<TronWorld> {

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("territory", 1, -100, 100, "value of one cell of Voronoi territory above the others' mean"),
            ParameterSpec.real("area", 0.5, -100, 100, "value of one reachable free cell above the others' mean"),
            ParameterSpec.real("mobility", 1, -100, 100, "value of one free neighbour of the head above the others' mean"),
            ParameterSpec.real("eliminations", 5, -100, 100, "value of each player already eliminated"));

    /** Step between the decisive values of successive elimination ranks (more than any ply distance). */
    static final double RANK_STEP = 10_000;

    private static final double LIMIT = Values.DECISIVE / 2;
    private static final int CONTESTED = -1;

    private final Tron game;
    private final double territory;
    private final double area;
    private final double mobility;
    private final double eliminations;
    private final ThreadLocal<Scratch> scratch;

    TronEvaluator(Tron game, Parameters p) {
        this.game = game;
        this.territory = p.get("territory");
        this.area = p.get("area");
        this.mobility = p.get("mobility");
        this.eliminations = p.get("eliminations");
        int cells = game.width() * game.height();
        int players = game.actorCount();
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(cells, players));
    }

    @Override
    public double evaluate(TronWorld world, int actor) {
        int rank = world.rank(actor);
        if (rank >= 0) {
            return -Values.WIN + RANK_STEP * rank;
        }
        if (world.isEnd()) {
            return world.aliveCount() == 1 ? Values.WIN : 0;
        }
        Scratch s = scratch.get();
        s.features(world, game.width());
        int others = 0;
        double t = 0;
        double r = 0;
        double m = 0;
        for (int p = 0; p < s.territory.length; p++) {
            if (p != actor && world.isAlive(p)) {
                others++;
                t += s.territory[p];
                r += s.area[p];
                m += s.mobility[p];
            }
        }
        double value = territory * (s.territory[actor] - t / others) + area * (s.area[actor] - r / others)
                + mobility * (s.mobility[actor] - m / others) + eliminations * (game.actorCount() - world.aliveCount());
        return Math.max(-LIMIT, Math.min(LIMIT, value));
    }

    /** Per-thread buffers and the features of the last world seen. */
    private static final class Scratch {
        final int[] territory;
        final int[] area;
        final int[] mobility;
        final int[] stamp;
        final int[] dist;
        final int[] owner;
        final int[] queue;
        final int[] compStamp;
        final int[] compSize;
        final int[] compOf;
        final int[] seenComps = new int[4];
        int generation;
        TronWorld lastWorld;
        long lastHash;
        int lastPly = -1;

        Scratch(int cells, int players) {
            territory = new int[players];
            area = new int[players];
            mobility = new int[players];
            stamp = new int[cells];
            dist = new int[cells];
            owner = new int[cells];
            queue = new int[cells];
            compStamp = new int[cells];
            compOf = new int[cells];
            compSize = new int[cells + 1];
        }

        void features(TronWorld world, int width) {
            if (world == lastWorld && world.hash() == lastHash && world.ply() == lastPly) {
                return;
            }
            lastWorld = world;
            lastHash = world.hash();
            lastPly = world.ply();
            if (generation == Integer.MAX_VALUE) {
                Arrays.fill(stamp, 0);
                Arrays.fill(compStamp, 0);
                generation = 0;
            }
            int gen = ++generation;
            voronoi(world, gen);
            int comps = 0;
            for (int p = 0; p < territory.length; p++) {
                area[p] = 0;
                mobility[p] = 0;
                if (!world.isAlive(p)) {
                    continue;
                }
                int seen = 0;
                for (int dir = 0; dir < 4; dir++) {
                    int n = world.neighbour(world.head(p), dir);
                    if (!world.free(n)) {
                        continue;
                    }
                    mobility[p]++;
                    if (compStamp[n] != gen) {
                        compSize[comps] = fill(world, n, comps, gen);
                        comps++;
                    }
                    int c = compOf[n];
                    boolean counted = false;
                    for (int i = 0; i < seen; i++) {
                        counted |= seenComps[i] == c;
                    }
                    if (!counted) {
                        seenComps[seen++] = c;
                        area[p] += compSize[c];
                    }
                }
            }
        }

        /** Simultaneous breadth-first search from every alive head; fills {@link #territory}. */
        private void voronoi(TronWorld world, int gen) {
            int head = 0;
            int tail = 0;
            for (int p = 0; p < territory.length; p++) {
                territory[p] = 0;
                if (world.isAlive(p)) {
                    int h = world.head(p);
                    stamp[h] = gen;
                    dist[h] = 0;
                    owner[h] = p;
                    queue[tail++] = h;
                }
            }
            while (head < tail) {
                int u = queue[head++];
                int o = owner[u];
                if (o >= 0 && dist[u] > 0) {
                    territory[o]++;
                }
                for (int dir = 0; dir < 4; dir++) {
                    int v = world.neighbour(u, dir);
                    if (!world.free(v)) {
                        continue;
                    }
                    if (stamp[v] != gen) {
                        stamp[v] = gen;
                        dist[v] = dist[u] + 1;
                        owner[v] = o;
                        queue[tail++] = v;
                    } else if (dist[v] == dist[u] + 1 && owner[v] != o) {
                        owner[v] = CONTESTED;
                    }
                }
            }
        }

        /** Labels the free component of {@code start} as {@code id}; returns its size. */
        private int fill(TronWorld world, int start, int id, int gen) {
            int head = 0;
            int tail = 0;
            compStamp[start] = gen;
            compOf[start] = id;
            queue[tail++] = start;
            while (head < tail) {
                int u = queue[head++];
                for (int dir = 0; dir < 4; dir++) {
                    int v = world.neighbour(u, dir);
                    if (world.free(v) && compStamp[v] != gen) {
                        compStamp[v] = gen;
                        compOf[v] = id;
                        queue[tail++] = v;
                    }
                }
            }
            return tail;
        }
    }
}
