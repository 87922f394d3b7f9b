package dev.arbiter.games.connectx;

import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.PositionSolver;
import dev.arbiter.games.connectx.solver.Connect4PositionSolver;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Connect X: two actors drop stones into the columns of a {@code rows x cols} grid; the first to line up
 * {@code x} stones horizontally, vertically or diagonally wins, a full grid is a draw. Actor 0 ({@code x})
 * moves first. Connect Four is {@code rows=6, cols=7, x=4}.
 *
 * <p>Actions are column indices {@code 0 .. cols-1}, written 1-based ({@code "1".."7"}) as in Pascal Pons'
 * notation, so his position {@code 4455} is the action list {@code 4 4 5 5}.
 *
 * <p>World encoding: the rows from the top down separated by {@code /}, each row {@code cols} cells from the
 * left, {@code x} for actor 0, {@code o} for actor 1, {@code .} for empty; e.g. after {@code 4 4 5} on the
 * standard board: {@code ......./......./......./......./...o.../...xx..}. Decoding checks gravity, the
 * stone counts ({@code x} has as many stones as {@code o} or one more) and that at most the last mover has
 * a line, so any position reachable in play can be written and nothing else decodes.
 *
 * <p>Init data: the moves of the opening, in Pons' notation when the board has at most 9 columns
 * ({@code 4453}), comma-separated otherwise ({@code 4,12,3}). With the {@code openings} option set to N,
 * {@link #createInitData} draws N random moves that do not end the game, so every round of a tournament
 * starts from its own position; the empty string is the empty board.
 *
 * <p>Worlds are bitboards in the Pons/Tromp layout ({@link ConnectXWorld}); the board with its sentinel row
 * must fit in a {@code long} ({@code (rows + 1) * cols <= 64}), larger boards are rejected.
 */
public final class ConnectX implements Game<ConnectXWorld> {

    private final int rows;
    private final int cols;
    private final int x;
    private final long bottom;
    private final long board;
    private final int openings;

    /** A game without random openings. */
    public ConnectX(int rows, int cols, int x) {
        this(rows, cols, x, 0);
    }

    /**
     * @param openings number of random plies {@link #createInitData} plays
     * @throws IllegalArgumentException if the board does not fit in 64 bits or {@code x} is out of range
     */
    public ConnectX(int rows, int cols, int x, int openings) {
        if (rows < 1 || cols < 1 || (long) (rows + 1) * cols > 64) {
            throw new IllegalArgumentException("connectx: a board of " + rows + " rows x " + cols
                    + " columns does not fit the 64-bit board ((rows + 1) * cols must be at most 64)");
        }
        if (x < 2 || x > Math.max(rows, cols)) {
            throw new IllegalArgumentException("connectx: x (stones in a row) must be in [2, "
                    + Math.max(rows, cols) + "] for a " + rows + "x" + cols + " board, got " + x);
        }
        if (openings < 0 || openings >= rows * cols) {
            throw new IllegalArgumentException("connectx: openings must be in [0, " + (rows * cols - 1) + "], got "
                    + openings);
        }
        this.rows = rows;
        this.cols = cols;
        this.x = x;
        this.openings = openings;
        long b = 0;
        for (int c = 0; c < cols; c++) {
            b |= 1L << (c * (rows + 1));
        }
        this.bottom = b;
        this.board = b * ((1L << rows) - 1);
    }

    /** Number of rows (the height). */
    public int rows() {
        return rows;
    }

    /** Number of columns (the width). */
    public int cols() {
        return cols;
    }

    /** Stones in a row needed to win. */
    public int x() {
        return x;
    }

    /** The bottom cell of every column. */
    long bottomMask() {
        return bottom;
    }

    /** Every playable cell (sentinels excluded). */
    long boardMask() {
        return board;
    }

    @Override
    public String name() {
        return "connectx";
    }

    @Override
    public String options() {
        return "rows=" + rows + ",cols=" + cols + ",x=" + x + (openings > 0 ? ",openings=" + openings : "");
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return cols;
    }

    @Override
    public ConnectXWorld newWorld() {
        return new ConnectXWorld(this);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        for (int attempt = 0; ; attempt++) {
            ConnectXWorld world = newWorld();
            setInitial(world, "");
            int[] actions = new int[cols];
            int[] played = new int[openings];
            boolean ok = true;
            for (int ply = 0; ply < openings && ok; ply++) {
                int n = world.legalActions(actions);
                played[ply] = actions[random.nextInt(n)];
                world.apply(played[ply]);
                ok = !world.isEnd();
            }
            if (ok || attempt > 1000) {
                StringBuilder sb = new StringBuilder();
                for (int ply = 0; ply < openings; ply++) {
                    sb.append(cols > 9 && ply > 0 ? "," : "").append(formatAction(played[ply]));
                }
                return sb.toString();
            }
        }
    }

    @Override
    public void setInitial(ConnectXWorld world, String initData) {
        world.current = 0;
        world.mask = 0;
        world.won = false;
        String moves = initData.trim();
        if (moves.isEmpty()) {
            return;
        }
        String[] tokens = moves.contains(",") ? moves.split(",") : moves.split("");
        for (String token : tokens) {
            int action;
            try {
                action = parseAction(token);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("connectx init data: bad move '" + token + "' in '" + initData + "'");
            }
            if (world.isEnd() || !isLegal(world, action)) {
                throw new IllegalArgumentException("connectx init data: move '" + token + "' is not legal in '"
                        + initData + "'");
            }
            world.apply(action);
        }
    }

    @Override
    public ConnectXWorld decodeWorld(String encoded) {
        String[] lines = encoded.trim().split("/", -1);
        if (lines.length != rows) {
            throw new IllegalArgumentException("connectx world: expected " + rows + " rows separated by '/', got "
                    + lines.length + " in '" + encoded + "'");
        }
        long[] stones = new long[2];
        for (int i = 0; i < rows; i++) {
            String line = lines[i];
            int row = rows - 1 - i;
            if (line.length() != cols) {
                throw new IllegalArgumentException("connectx world: row " + (i + 1) + " from the top has "
                        + line.length() + " cells, expected " + cols + " in '" + encoded + "'");
            }
            for (int col = 0; col < cols; col++) {
                char ch = line.charAt(col);
                long bit = 1L << (col * (rows + 1) + row);
                if (ch == 'x') {
                    stones[0] |= bit;
                } else if (ch == 'o') {
                    stones[1] |= bit;
                } else if (ch != '.') {
                    throw new IllegalArgumentException("connectx world: bad cell '" + ch + "' (expected x, o or .) in '"
                            + encoded + "'");
                }
            }
        }
        long mask = stones[0] | stones[1];
        for (int col = 0; col < cols; col++) {
            long column = (mask >>> (col * (rows + 1))) & ((1L << rows) - 1);
            if ((column & (column + 1)) != 0) {
                throw new IllegalArgumentException("connectx world: column " + (col + 1)
                        + " has a stone above an empty cell in '" + encoded + "'");
            }
        }
        int nx = Long.bitCount(stones[0]);
        int no = Long.bitCount(stones[1]);
        if (nx != no && nx != no + 1) {
            throw new IllegalArgumentException("connectx world: x must have as many stones as o or one more, got "
                    + nx + " and " + no + " in '" + encoded + "'");
        }
        boolean xLine = Bits.hasLine(stones[0], rows + 1, x);
        boolean oLine = Bits.hasLine(stones[1], rows + 1, x);
        if ((xLine && (oLine || nx == no)) || (oLine && nx != no)) {
            throw new IllegalArgumentException("connectx world: only the player who moved last can have " + x
                    + " in a row in '" + encoded + "'");
        }
        ConnectXWorld world = newWorld();
        world.mask = mask;
        world.current = stones[(nx + no) & 1];
        world.won = xLine || oLine;
        return world;
    }

    @Override
    public String formatAction(int action) {
        return Integer.toString(action + 1);
    }

    @Override
    public int parseAction(String text) {
        String t = text.trim();
        try {
            int col = Integer.parseInt(t);
            if (col >= 1 && col <= cols) {
                return col - 1;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("connectx action: expected a column 1.." + cols + ", got '" + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return ConnectXEvaluator.PARAMETERS;
    }

    @Override
    public Evaluator<ConnectXWorld> evaluator(Parameters weights) {
        return new ConnectXEvaluator(this, weights);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConnectX g && g.rows == rows && g.cols == cols && g.x == x;
    }

    @Override
    public int hashCode() {
        return (rows * 31 + cols) * 31 + x;
    }

    @Override
    public String toString() {
        return name() + ":" + options();
    }

    /** Pascal Pons' exact solver, for Connect Four itself (6 rows, 7 columns, four in a row). */
    @Override
    public Optional<PositionSolver.Factory> solver() {
        return rows == 6 && cols == 7 && x == 4 ? Optional.of(Connect4PositionSolver::new) : Optional.empty();
    }

    /** CodinGame's line format for bots on standard input and output (docs/STDIO.md). */
    @Override
    public StdioFormat<ConnectXWorld> stdio() {
        return new ConnectXStdio(this);
    }
}
