package dev.arbiter.engine.search;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;
import dev.arbiter.engine.world.World;

import java.util.Arrays;
import java.util.List;

/**
 * Alpha-beta search ({@code abp}): fail-soft negamax with iterative deepening, a transposition table,
 * killer moves, the history heuristic and principal variation search (the plug-in minimax article; Knuth
 * and Moore 1975, Schaeffer 1989 for history, Marsland 1986 for PVS).
 *
 * <p>Sides: the actor to move at the root plays against everyone else (the <em>paranoid</em> reduction of
 * Sturtevant and Korf 2000), so one negamax serves any number of actors; for two actors it is plain negamax.
 * Values are the evaluation for the root actor, negated at the opponents' nodes. A node whose actor is on
 * the same side as its parent's (an extra turn, or two opponents in a row) keeps the sign and the window.
 *
 * <p>Move ordering: the table's action, then two killer actions per ply, then the history score. Every
 * action after the first is searched with a null window {@code (alpha, nextUp(alpha))} and searched again
 * with the full window when it fails high inside it. Each iterative-deepening iteration is one step; the
 * search ends when an iteration reached no depth limit (the tree is solved). When the budget ends an
 * iteration early, its best root action is kept if found (the previous best is searched first).
 *
 * <p>Quiescence, for a game that opts in ({@link Game#quiescencePlies()} above 0): a node at depth 0 takes the
 * evaluation as a lower bound (stand pat) and tries the world's {@link World#tacticalActions} in their order, up to
 * that many plies deeper, the classic capture search of chess programs (Chess Programming Wiki, "Quiescence
 * Search"). Other games evaluate the horizon as it stands, as before.
 *
 * <p>Ablation switches (the plug-in minimax article's list of what alpha-beta needs, each off in turn):
 * {@code tt=0} neither probes nor stores the table, {@code iterative=0} searches straight to {@code depth}
 * in one iteration, {@code killers=0}, {@code history=0} and {@code pvs=0} drop those, and {@code cutoffs=0}
 * searches every node with the full window: plain minimax, the Mancala article's baseline (it implies
 * {@code pvs=0}). With everything off it is the textbook alpha-beta of Knuth and Moore, moves in the game's
 * generation order.
 *
 * @param <W> the world type
 */
final class AlphaBetaSearcher<W extends World<W>> extends AbstractSearcher<W> {

    /** The registration of {@code abp}. */
    static final AlgorithmSpec SPEC = new AlgorithmSpec("abp",
            "alpha-beta (negamax, paranoid for 3+ actors), iterative deepening, TT, killers, history, PVS", List.of(
                    ParameterSpec.integer("depth", 64, 1, 256, "deepest iterative-deepening iteration"),
                    ParameterSpec.integer("ttBits", 18, 4, 28,
                            "transposition table entries as a power of two (capped by the memory budget)"),
                    ParameterSpec.integer("killers", 1, 0, 1, "1 to use killer moves"),
                    ParameterSpec.integer("history", 1, 0, 1, "1 to order moves by the history heuristic"),
                    ParameterSpec.integer("pvs", 1, 0, 1, "1 for principal variation search (null windows after the first move)"),
                    ParameterSpec.integer("tt", 1, 0, 1, "1 to use the transposition table (0: no probes, no stores)"),
                    ParameterSpec.integer("iterative", 1, 0, 1,
                            "1 for iterative deepening (0: one search straight to depth)"),
                    ParameterSpec.integer("cutoffs", 1, 0, 1,
                            "1 for alpha-beta cutoffs (0: plain minimax, every node searched with the full window)")),
            AlphaBetaSearcher::create);

    private static final int NO_ACTION = Integer.MIN_VALUE;
    private static final int HISTORY_BITS = 14;
    private static final int HISTORY_LIMIT = 1 << 28;

    private final boolean useKillers;
    private final boolean useHistory;
    private final boolean usePvs;
    private final boolean useTable;
    private final boolean iterative;
    private final boolean useCutoffs;
    private final boolean quiescence;
    private final int tableBits;
    private final TranspositionTable table;
    private final W[] stack;
    private final int[][] moves;
    private final int[][] scores;
    private final int[] killer0;
    private final int[] killer1;
    private final int[] history = new int[1 << HISTORY_BITS];
    private final W pvWorld;
    private final int[] pvActions;
    private final int[][] pvTable;
    private final int[] pvLength;
    private final int[] bestLine;
    private int bestLineLength;

    private int rootActor;
    private long salt;
    private int completedDepth;
    private int bestAction = -1;
    private double bestValue;
    private boolean solved;
    private boolean horizon;
    private boolean aborted;
    private int iterationAction;
    private double iterationValue;

    @SuppressWarnings("unchecked")
    AlphaBetaSearcher(Game<W> game, Evaluator<W> evaluator, Clock clock, int depthCap, int tableBits,
                      Features features) {
        super(game, evaluator, clock, depthCap);
        this.tableBits = features.table() ? tableBits : 4;
        this.table = new TranspositionTable(Math.min(this.tableBits, 16));
        this.useKillers = features.killers();
        this.useHistory = features.history();
        this.useCutoffs = features.cutoffs();
        this.usePvs = features.pvs() && useCutoffs;
        this.useTable = features.table();
        this.iterative = features.iterative();
        int quiescence = game.quiescencePlies();
        this.stack = (W[]) new World[depthCap + 2 + quiescence];
        for (int i = 0; i < stack.length; i++) {
            stack[i] = game.newWorld();
        }
        this.moves = new int[depthCap + 1 + quiescence][game.maxActions()];
        this.scores = new int[depthCap + 1][game.maxActions()];
        this.quiescence = quiescence > 0;
        this.killer0 = new int[depthCap + 1];
        this.killer1 = new int[depthCap + 1];
        this.pvWorld = game.newWorld();
        this.pvActions = new int[game.maxActions()];
        this.pvTable = new int[stack.length + 1][stack.length + 1];
        this.pvLength = new int[stack.length + 1];
        this.bestLine = new int[stack.length + 1];
    }

    private static <W extends World<W>> Searcher<W> create(AlgorithmSpec.Setup<W> s) {
        Parameters p = s.settings();
        return new AlphaBetaSearcher<>(s.game(), s.evaluator(), s.clock(), p.integer("depth"), p.integer("ttBits"),
                new Features(p.flag("tt"), p.flag("iterative"), p.flag("killers"), p.flag("history"), p.flag("pvs"),
                        p.flag("cutoffs")));
    }

    /**
     * Which search features are on (the ablation switches of {@link #SPEC}).
     *
     * @param table     the transposition table
     * @param iterative iterative deepening
     * @param killers   two killer moves per ply
     * @param history   the history heuristic
     * @param pvs       principal variation search
     * @param cutoffs   alpha-beta cutoffs (off: plain minimax)
     */
    record Features(boolean table, boolean iterative, boolean killers, boolean history, boolean pvs,
                    boolean cutoffs) {
    }

    @Override
    public String algorithm() {
        return SPEC.name();
    }

    /** Clears the transposition table, killers and history, so that a game does not depend on earlier ones. */
    @Override
    public void newGame(long seed) {
        table.clear();
        Arrays.fill(killer0, NO_ACTION);
        Arrays.fill(killer1, NO_ACTION);
        Arrays.fill(history, 0);
        hasWorld = false;
    }

    @Override
    protected W actualWorld() {
        return stack[0];
    }

    @Override
    public void setWorld(W actual) {
        stack[0].copyFrom(actual);
        rootActor = actual.isEnd() ? 0 : actual.actorToMove();
        salt = (rootActor + 1) * 0x9E3779B97F4A7C15L;
        completedDepth = 0;
        bestAction = -1;
        bestValue = 0;
        bestLineLength = 0;
        solved = actual.isEnd();
        Arrays.fill(killer0, NO_ACTION);
        Arrays.fill(killer1, NO_ACTION);
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 1;
        }
        hasWorld = true;
    }

    @Override
    protected void prepare(long memoryBytes, boolean timed) {
        long entries = Math.max(1, (memoryBytes - stack.length * (worldBytes + 8)) / TranspositionTable.BYTES_PER_ENTRY);
        int bits = Math.max(4, Math.min(tableBits, 63 - Long.numberOfLeadingZeros(entries)));
        table.resize(bits);
    }

    @Override
    protected long bytesPerNode() {
        return 8;
    }

    @Override
    public long worldsInUse() {
        return stack.length;
    }

    @Override
    protected boolean doStep() {
        if (solved || completedDepth >= maxDepth) {
            return false;
        }
        int depth = iterative ? completedDepth + 1 : maxDepth;
        horizon = false;
        aborted = false;
        iterationAction = NO_ACTION;
        double value = search(0, 1, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, depth);
        if (aborted) {
            if (iterationAction != NO_ACTION) {
                bestAction = iterationAction;
                bestValue = iterationValue;
            }
            return false;
        }
        completedDepth = depth;
        bestAction = iterationAction;
        bestValue = value;
        bestLineLength = pvLength[0];
        System.arraycopy(pvTable[0], 0, bestLine, 0, bestLineLength);
        solved = !horizon;
        return !solved && completedDepth < maxDepth;
    }

    /**
     * Negamax value of {@code stack[ply]} for the side given by {@code sign} (+1: the root actor's side).
     * The line behind each new best value is kept in a triangular PV table (row {@code ply} holds the line
     * from {@code ply}), so the principal variation survives transposition-table overwrites.
     */
    private double search(int ply, int sign, double alpha, double beta, int depth) {
        W world = stack[ply];
        pvLength[ply] = 0;
        if (!useCutoffs) {
            alpha = Double.NEGATIVE_INFINITY;
            beta = Double.POSITIVE_INFINITY;
        }
        if (world.isEnd()) {
            return sign * Values.distant(evaluator.evaluate(world, rootActor), ply);
        }
        if (depth == 0) {
            horizon = true;
            return quiescence ? quiesce(ply, sign, alpha, beta)
                    : sign * Values.distant(evaluator.evaluate(world, rootActor), ply);
        }
        long key = world.hash() ^ salt;
        int ttAction = NO_ACTION;
        int slot = useTable ? table.find(key) : -1;
        if (slot >= 0) {
            ttAction = table.actions[slot];
            int f = table.flags[slot];
            boolean cut = (f & TranspositionTable.HORIZON) != 0;
            if (ply > 0 && (!cut || table.depths[slot] >= depth)) {
                double v = Values.distant(table.values[slot], ply);
                int bound = f & TranspositionTable.BOUND_MASK;
                if (bound == TranspositionTable.EXACT || (bound == TranspositionTable.LOWER && v >= beta)
                        || (bound == TranspositionTable.UPPER && v <= alpha)) {
                    horizon |= cut;
                    return v;
                }
            }
        }
        int[] list = moves[ply];
        int[] score = scores[ply];
        int count = world.legalActions(list);
        int actor = world.actorToMove();
        for (int i = 0; i < count; i++) {
            int m = list[i];
            score[i] = m == ttAction ? Integer.MAX_VALUE
                    : useKillers && m == killer0[ply] ? Integer.MAX_VALUE - 1
                    : useKillers && m == killer1[ply] ? Integer.MAX_VALUE - 2
                    : useHistory ? history[historyIndex(actor, m)] : 0;
        }
        boolean outerHorizon = horizon;
        horizon = false;
        double alpha0 = alpha;
        double best = Double.NEGATIVE_INFINITY;
        int bestMove = NO_ACTION;
        W child = stack[ply + 1];
        for (int i = 0; i < count; i++) {
            pickNext(list, score, i, count);
            int m = list[i];
            if (outOfBudget()) {
                aborted = true;
                break;
            }
            child.copyFrom(world);
            child.apply(m);
            nodes++;
            int childSign = child.isEnd() ? -sign : child.actorToMove() == rootActor ? 1 : -1;
            double v;
            if (i == 0 || !usePvs) {
                v = childValue(ply, sign, childSign, alpha, beta, depth);
            } else {
                double nullBeta = Math.nextUp(alpha);
                v = childValue(ply, sign, childSign, alpha, nullBeta, depth);
                if (v > alpha && v < beta && !aborted) {
                    v = childValue(ply, sign, childSign, alpha, beta, depth);
                }
            }
            if (aborted) {
                break;
            }
            if (v > best) {
                best = v;
                bestMove = m;
                int[] row = pvTable[ply];
                row[0] = m;
                int tail = Math.min(pvLength[ply + 1], row.length - 1);
                System.arraycopy(pvTable[ply + 1], 0, row, 1, tail);
                pvLength[ply] = 1 + tail;
                if (ply == 0) {
                    iterationAction = m;
                    iterationValue = v;
                }
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        rememberCutoff(ply, actor, m, ttAction, depth);
                        break;
                    }
                }
            }
        }
        boolean nodeHorizon = horizon;
        horizon = outerHorizon | nodeHorizon;
        if (!aborted && useTable) {
            int bound = best <= alpha0 ? TranspositionTable.UPPER : best >= beta ? TranspositionTable.LOWER
                    : TranspositionTable.EXACT;
            table.store(key, Values.distant(best, -ply), bestMove, depth,
                    bound | (nodeHorizon ? TranspositionTable.HORIZON : 0));
        }
        return best;
    }

    /**
     * The quiescence value of {@code stack[ply]} for the side given by {@code sign}: the better of standing on the
     * evaluation and the world's tactical actions, searched the same way until none is left or the stack ends.
     */
    private double quiesce(int ply, int sign, double alpha, double beta) {
        W world = stack[ply];
        pvLength[ply] = 0;
        double best = sign * Values.distant(evaluator.evaluate(world, rootActor), ply);
        if (world.isEnd() || ply + 1 >= moves.length || (useCutoffs && best >= beta)) {
            return best;
        }
        if (best > alpha) {
            alpha = best;
        }
        int[] list = moves[ply];
        int count = world.tacticalActions(list);
        W child = stack[ply + 1];
        for (int i = 0; i < count; i++) {
            if (outOfBudget()) {
                aborted = true;
                break;
            }
            child.copyFrom(world);
            child.apply(list[i]);
            nodes++;
            int childSign = child.isEnd() ? -sign : child.actorToMove() == rootActor ? 1 : -1;
            double v = childSign == sign ? quiesce(ply + 1, childSign, alpha, beta)
                    : -quiesce(ply + 1, childSign, -beta, -alpha);
            if (aborted) {
                break;
            }
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (useCutoffs && alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** The value of {@code stack[ply + 1]} for the side at {@code ply}. */
    private double childValue(int ply, int sign, int childSign, double alpha, double beta, int depth) {
        if (childSign == sign) {
            return search(ply + 1, childSign, alpha, beta, depth - 1);
        }
        return -search(ply + 1, childSign, -beta, -alpha, depth - 1);
    }

    /** Moves the best-scored remaining action to position {@code i} (selection sort, one step). */
    private static void pickNext(int[] list, int[] score, int i, int count) {
        int best = i;
        for (int j = i + 1; j < count; j++) {
            if (score[j] > score[best]) {
                best = j;
            }
        }
        if (best != i) {
            int m = list[i];
            list[i] = list[best];
            list[best] = m;
            int s = score[i];
            score[i] = score[best];
            score[best] = s;
        }
    }

    private void rememberCutoff(int ply, int actor, int action, int ttAction, int depth) {
        if (action == ttAction) {
            return;
        }
        if (useKillers && action != killer0[ply]) {
            killer1[ply] = killer0[ply];
            killer0[ply] = action;
        }
        if (useHistory) {
            int i = historyIndex(actor, action);
            history[i] += depth * depth;
            if (history[i] > HISTORY_LIMIT) {
                for (int j = 0; j < history.length; j++) {
                    history[j] >>= 1;
                }
            }
        }
    }

    private static int historyIndex(int actor, int action) {
        return (actor * 0x9E3779B9 + action * 0x85EBCA6B) >>> (32 - HISTORY_BITS);
    }

    /** None: every child world is counted before it is made, and none is made once the limit is reached. */
    @Override
    public long nodeOvershoot(W world) {
        return 0;
    }

    @Override
    public SearchResult best() {
        if (bestAction == -1 && !stack[0].isEnd()) {
            int count = stack[0].legalActions(pvActions);
            if (count > 0) {
                return new SearchResult(pvActions[0], 0, 0, nodes, elapsed(), new int[] {pvActions[0]});
            }
        }
        if (bestAction == -1) {
            return new SearchResult(-1, 0, 0, nodes, elapsed(), new int[0]);
        }
        return new SearchResult(bestAction, bestValue, completedDepth, nodes, elapsed(), principalVariation());
    }

    /**
     * The line from the root: the last completed iteration's line (when it still starts with the best action),
     * extended by the table's actions while they are legal.
     */
    private int[] principalVariation() {
        int[] line = new int[Math.max(1, Math.max(completedDepth, bestLineLength))];
        int length = 0;
        pvWorld.copyFrom(stack[0]);
        if (bestLineLength > 0 && bestLine[0] == bestAction) {
            while (length < bestLineLength && isLegal(pvWorld, bestLine[length])) {
                pvWorld.apply(bestLine[length]);
                line[length] = bestLine[length];
                length++;
                if (pvWorld.isEnd()) {
                    return Arrays.copyOf(line, length);
                }
            }
            int slot = table.find(pvWorld.hash() ^ salt);
            int next = slot < 0 ? NO_ACTION : table.actions[slot];
            return extend(line, length, next);
        }
        return extend(line, 0, bestAction);
    }

    /** Appends table moves to {@code line} from {@code pvWorld}, starting with {@code action}. */
    private int[] extend(int[] line, int length, int action) {
        while (length < line.length && action != NO_ACTION && isLegal(pvWorld, action)) {
            line[length++] = action;
            pvWorld.apply(action);
            int slot = pvWorld.isEnd() ? -1 : table.find(pvWorld.hash() ^ salt);
            action = slot < 0 ? NO_ACTION : table.actions[slot];
        }
        return Arrays.copyOf(line, length);
    }

    private boolean isLegal(W world, int action) {
        int count = world.legalActions(pvActions);
        for (int i = 0; i < count; i++) {
            if (pvActions[i] == action) {
                return true;
            }
        }
        return false;
    }
}
