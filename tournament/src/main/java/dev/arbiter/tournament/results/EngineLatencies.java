package dev.arbiter.tournament.results;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.engine.FaultKind;

import java.util.Arrays;
import java.util.List;

/**
 * How fast each engine answered in a set of games: the 50th and 99th percentiles and the maximum of its
 * reply latency (the round trip of {@code position}+{@code go} as the referee measured it, the records'
 * {@code micros}), and how many games it forfeited for answering late. Moves are attributed to engines by
 * replaying each game's actions (the actor to move before each one), so every figure is a function of the
 * set of games. Percentiles are nearest-rank over every move (no interpolation: each figure is a latency that
 * was measured). A late answer that forfeited is not among the moves (it was not played); its game counts in
 * {@code late}.
 *
 * <p>The same replay gives each engine's effort ({@link Effort}): mean time per move (from the referee's
 * measured times), and, over the moves where the engine reported them, mean nodes, mean depth and nodes per
 * second (its nodes over the measured time of those moves), and the games it lost on time or by running out of
 * its node budget per game.
 */
public final class EngineLatencies {

    /**
     * One engine's figures (NaN without moves).
     *
     * @param moves moves answered in time
     * @param p50Ms median latency, milliseconds
     * @param p99Ms 99th percentile, milliseconds
     * @param maxMs slowest answer, milliseconds
     * @param late  games forfeited for a late answer
     */
    public record Latency(long moves, double p50Ms, double p99Ms, double maxMs, long late) {
    }

    /**
     * One engine's effort per move (NaN where it has no move, or reported no nodes or depth).
     *
     * @param msPerMove     mean measured time per move, milliseconds
     * @param nodesPerMove  mean nodes per move, over the moves it reported nodes for
     * @param depthPerMove  mean depth per move, over the moves it reported a depth for
     * @param nodesPerS     its reported nodes over the measured time of those moves, per second
     * @param timeForfeits  games it lost on time (fault {@code time_forfeit})
     * @param nodeForfeits  games it lost by running out of its node budget per game (fault {@code node_forfeit})
     */
    public record Effort(double msPerMove, double nodesPerMove, double depthPerMove, double nodesPerS,
                         long timeForfeits, long nodeForfeits) {
    }

    private final List<String> engines;
    private final long[][] micros;
    private final int[] counts;
    private final long[] late;
    private final long[] timeForfeits;
    private final long[] nodeForfeits;
    private final long[] nodes;
    private final long[] nodeMoves;
    private final long[] nodeMicros;
    private final long[] depths;
    private final long[] depthMoves;
    private final PlayerDataTotals playerData = new PlayerDataTotals();

    /** No games yet, for these engines. */
    public EngineLatencies(List<String> engines) {
        this.engines = List.copyOf(engines);
        micros = new long[engines.size()][16];
        counts = new int[engines.size()];
        late = new long[engines.size()];
        timeForfeits = new long[engines.size()];
        nodeForfeits = new long[engines.size()];
        nodes = new long[engines.size()];
        nodeMoves = new long[engines.size()];
        nodeMicros = new long[engines.size()];
        depths = new long[engines.size()];
        depthMoves = new long[engines.size()];
    }

    /** The latencies of {@code records}. */
    public static EngineLatencies of(List<String> engines, Game<?> game, List<GameRecord> records) {
        EngineLatencies latencies = new EngineLatencies(engines);
        records.forEach(r -> latencies.add(game, r));
        return latencies;
    }

    /**
     * Adds one game of {@code game}.
     *
     * @throws IllegalArgumentException if the record names an unknown engine or its actions do not replay
     */
    public <W extends World<W>> void add(Game<W> game, GameRecord record) {
        playerData.add(record);
        if (record.forfeiter() >= 0 && FaultKind.LATE.code().equals(record.fault())) {
            late[index(record.seats().get(record.forfeiter()))]++;
        }
        if (record.forfeiter() >= 0 && FaultKind.TIME_FORFEIT.code().equals(record.fault())) {
            timeForfeits[index(record.seats().get(record.forfeiter()))]++;
        }
        if (record.forfeiter() >= 0 && FaultKind.NODE_FORFEIT.code().equals(record.fault())) {
            nodeForfeits[index(record.seats().get(record.forfeiter()))]++;
        }
        if (record.moves().isEmpty()) {
            return; // no move measured (a forfeit before the first move, or a game an external referee played)
        }
        W world = game.initialWorld(record.init());
        for (int i = 0; i < record.moves().size(); i++) {
            MoveRecord move = record.moves().get(i);
            int engine = index(record.seats().get(world.actorToMove()));
            if (counts[engine] == micros[engine].length) {
                micros[engine] = Arrays.copyOf(micros[engine], counts[engine] * 2);
            }
            long moveMicros = move.micros();
            micros[engine][counts[engine]++] = moveMicros;
            long moveNodes = move.nodes();
            if (moveNodes > 0) {
                nodes[engine] += moveNodes;
                nodeMoves[engine]++;
                nodeMicros[engine] += moveMicros;
            }
            if (move.depth() > 0) {
                depths[engine] += move.depth();
                depthMoves[engine]++;
            }
            int action = game.parseAction(move.action());
            if (!game.isLegal(world, action)) {
                throw new IllegalArgumentException("game " + record.index() + ": action " + (i + 1) + " '"
                        + move.action() + "' is not legal");
            }
            world.apply(action);
        }
    }

    /** The sums of the player data an external referee reported for each engine. */
    public PlayerDataTotals playerData() {
        return playerData;
    }

    /** The figures of {@code engine}. */
    public Latency of(String engine) {
        int e = index(engine);
        long[] sorted = Arrays.copyOf(micros[e], counts[e]);
        Arrays.sort(sorted);
        int n = sorted.length;
        if (n == 0) {
            return new Latency(0, Double.NaN, Double.NaN, Double.NaN, late[e]);
        }
        return new Latency(n, sorted[rank(0.5, n)] / 1e3, sorted[rank(0.99, n)] / 1e3, sorted[n - 1] / 1e3, late[e]);
    }

    /** The effort of {@code engine}. */
    public Effort effort(String engine) {
        int e = index(engine);
        double totalMicros = 0;
        for (int i = 0; i < counts[e]; i++) {
            totalMicros += micros[e][i];
        }
        return new Effort(counts[e] == 0 ? Double.NaN : totalMicros / counts[e] / 1e3,
                nodeMoves[e] == 0 ? Double.NaN : (double) nodes[e] / nodeMoves[e],
                depthMoves[e] == 0 ? Double.NaN : (double) depths[e] / depthMoves[e],
                nodeMicros[e] == 0 ? Double.NaN : nodes[e] * 1e6 / nodeMicros[e], timeForfeits[e],
                nodeForfeits[e]);
    }

    /** The nearest-rank index of quantile {@code q} among {@code n} sorted values. */
    private static int rank(double q, int n) {
        return Math.max(0, (int) Math.ceil(q * n) - 1);
    }

    private int index(String engine) {
        int i = engines.indexOf(engine);
        if (i < 0) {
            throw new IllegalArgumentException("game record names an unknown engine '" + engine + "'");
        }
        return i;
    }
}
