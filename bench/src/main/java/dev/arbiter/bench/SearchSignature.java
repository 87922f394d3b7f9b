package dev.arbiter.bench;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The bench signature, after Stockfish's {@code bench}: a fixed set of deterministic searches whose total
 * node count and results fingerprint the search behaviour. A test pins both, so a change to move generation,
 * evaluation, search or budgets that alters what is searched or chosen fails the build until the new
 * signature is pinned on purpose (and the commit says why the search behaves differently). The time taken is
 * reported as a speed figure but is not part of the signature.
 *
 * <p>The set: ten positions of eight games (tic-tac-toe, Connect Four, Reversi, Oware, Kalah, four-player
 * Tron, Sudoku, chess: one to four actors), each searched with default parameters and seed 1 by {@code abp} and
 * {@code mm} to a fixed depth (their node counts then depend on move ordering, pruning and the
 * transposition table), by {@code mcts} and {@code bfmm} to a fixed node budget and by {@code greedy}. The
 * fingerprint hashes every search's action, value, depth and principal variation. The positions were drawn
 * once by random play from seeded starts and are kept as their encodings.
 */
public final class SearchSignature {

    /** Memory budget of each search. */
    private static final long MEMORY_BYTES = 8L << 20;

    /** The searches made in every position, in order. */
    private static final List<Run> RUNS = List.of(
            new Run("mm", p -> new SearchLimits(0, 0, p.minimaxDepth(), MEMORY_BYTES)),
            new Run("abp", p -> new SearchLimits(0, 0, p.alphaBetaDepth(), MEMORY_BYTES)),
            new Run("mcts", p -> new SearchLimits(0, p.nodes(), 0, MEMORY_BYTES)),
            new Run("bfmm", p -> new SearchLimits(0, p.nodes(), 0, MEMORY_BYTES)),
            new Run("greedy", p -> new SearchLimits(0, 0, 1, MEMORY_BYTES)));

    private static final String TRON = ".............../.............../.............../.....0..11...../.....0A.B....../"
            + ".............../.............../.............../.............../.............../"
            + ".....D........./.....3...2...../.........C...../.............../...............:2:****:6";

    private static final List<Position> POSITIONS = List.of(
            new Position("tictactoe", "....o...x", 9, 9, 10_000),
            new Position("connect4", "......./......./......./.x....x/.o....o/.xo..ox", 4, 8, 10_000),
            new Position("connect4", "......./......./x....../o...o../xoo.xxo/xxxoxoo", 4, 7, 10_000),
            new Position("reversi", "......../..b...../.b.bww../..bwwww./..bbww../...ww.../......../........:b:12",
                    3, 5, 10_000),
            new Position("reversi", ".wwwww../..wbww../bbbwbwww/.bwbbb../bwbbbbb./..b..bw./.wb...../........:b:30",
                    3, 6, 10_000),
            new Position("oware", "2,1,2,2,4,3,0/3,2,14,0,9,6,0/0/14", 5, 8, 10_000),
            new Position("kalah", "3,0,3,3,1,1,5/8,6,6,1,0,8,3/1", 5, 9, 10_000),
            new Position("tron", TRON, 6, 7, 2_000),
            new Position("sudoku", "...8..5......3..98.9...51.6.6.4..3....5..9.....452....65.9....72.7..6.1.....4....",
                    40, 40, 10_000),
            new Position("chess", "r1bqk2r/pp1pppbp/8/2P5/1n2n1p1/2P4P/PPQ1PPP1/RNBKNB1R_w_kq_-_1_9", 3, 5, 10_000));

    /** One search of every position: the algorithm and its budget there. */
    private record Run(String algorithm, Function<Position, SearchLimits> limits) {
    }

    /**
     * One position: a game (with options), a world in its encoding, and the budgets searched there.
     *
     * @param minimaxDepth   depth of {@code mm}
     * @param alphaBetaDepth depth of {@code abp}
     * @param nodes          node budget of {@code mcts} and {@code bfmm}
     */
    private record Position(String game, String encoded, int minimaxDepth, int alphaBetaDepth, long nodes) {
    }

    /**
     * The outcome of the set.
     *
     * @param searches the number of searches
     * @param nodes    the total nodes searched
     * @param results  a 64-bit FNV-1a hash of every search's game, position, algorithm, action, value, depth
     *                 and principal variation
     * @param nanos    the time taken (not part of the signature)
     */
    public record Result(int searches, long nodes, long results, long nanos) {

        /** The results' hash as 16 hexadecimal digits. */
        public String resultsHex() {
            return String.format("%016x", results);
        }
    }

    private SearchSignature() {
    }

    /** Runs every search of the set, in a fixed order, on the calling thread. */
    public static Result run() {
        GameRegistry registry = GameRegistry.load(SearchSignature.class.getClassLoader());
        long start = System.nanoTime();
        long nodes = 0;
        long hash = FNV_OFFSET;
        int searches = 0;
        for (int p = 0; p < POSITIONS.size(); p++) {
            Position position = POSITIONS.get(p);
            Game<?> game = registry.create(position.game());
            for (Run run : RUNS) {
                SearchResult result = search(game, position, run);
                nodes += result.nodes();
                hash = fnv(hash, position.game() + "#" + p + ":" + run.algorithm() + "=" + result.action() + ","
                        + result.value() + "," + result.depth() + "," + Arrays.toString(result.pv()) + ";");
                searches++;
            }
        }
        return new Result(searches, nodes, hash, System.nanoTime() - start);
    }

    private static <W extends World<W>> SearchResult search(Game<W> game, Position position, Run run) {
        Searcher<W> searcher = Algorithms.create(run.algorithm(), game, game.defaultEvaluator(), Map.of(), 1);
        searcher.setWorld(game.decodeWorld(position.encoded()));
        return searcher.search(run.limits().apply(position));
    }

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private static long fnv(long hash, String text) {
        long h = hash;
        for (int i = 0; i < text.length(); i++) {
            h = (h ^ text.charAt(i)) * FNV_PRIME;
        }
        return h;
    }
}
