package dev.arbiter.games.tron;

import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Light cycles (Tron) for 2 to 4 players on a {@code width x height} grid.
 *
 * <p>Rules. Each player (A, B, C, D = actors 0..3) has a head on the grid; the cell of the head and every
 * cell it has left are its trail, and a trail is a wall for everyone. Turns are sequential in player order,
 * skipping eliminated players. The mover steps its head to a neighbouring cell ({@code up}, {@code down},
 * {@code left}, {@code right}); the legal actions are the neighbours that are on the grid and free. A player
 * with no free neighbour has exactly one legal action, {@code crash}: its cycle hits a wall and it is
 * eliminated (its trail stays on the grid). Moves into an occupied cell are never legal while a free one
 * exists. Since moves are sequential, no two players are ever eliminated by the same ply. The game ends when
 * at most one player is alive or after {@code maxPlies} plies.
 *
 * <p>Score. {@link TronWorld#score} is the number of players eliminated before the player (for a player
 * still alive: the number eliminated so far). The last survivor of a 4-player game scores 3, the players
 * eliminated third, second and first 2, 1 and 0; players alive at {@code maxPlies} tie above the
 * eliminated ones (without regard to space).
 *
 * <p>Init data: the start cells, one {@code row,col} per player separated by {@code /} (0-based, row 0 at
 * the top), e.g. {@code 2,3/2,11/12,11/12,3}. The empty string starts from the corners in clockwise order
 * (top left, top right, bottom right, bottom left; two players take opposite corners). Generated init data is
 * fair by symmetry: a random cell {@code (r, c)} in the top-left quarter (off the border when the grid
 * allows) and its mirror images {@code (r, W-1-c)}, {@code (H-1-r, W-1-c)}, {@code (H-1-r, c)}, handed out
 * clockwise from a random one; two players take a cell and its point reflection, three players three of the
 * four images (the empty quarter is random).
 *
 * <p>Text. Actions are {@code up}, {@code down}, {@code left}, {@code right} (also {@code u}, {@code d},
 * {@code l}, {@code r}) and {@code crash} (also {@code x}), any case. A world encodes as
 * {@code <rows>:<to move>:<status>:<ply>}: the rows from the top down separated by {@code /}, each cell
 * {@code .} (free), {@code #} (wall), {@code 0}-{@code 3} (trail of player A-D) or {@code A}-{@code D}
 * (head); the actor to move as a digit; one status character per player, {@code *} alive or the digit of
 * its elimination rank (0 = first out); and the ply. Example: the 5x5 corner start is
 * {@code A...B/...../...../...../D...C:0:****:0}.
 */
public final class Tron implements Game<TronWorld> {

    /** Action: move the head up. */
    public static final int UP = 0;
    /** Action: move the head down. */
    public static final int DOWN = 1;
    /** Action: move the head left. */
    public static final int LEFT = 2;
    /** Action: move the head right. */
    public static final int RIGHT = 3;
    /** Action: the only one of a player with no free neighbour; eliminates it. */
    public static final int CRASH = 4;

    static final int MIN_SIDE = 3;
    static final int MAX_SIDE = 64;

    private static final String[] NAMES = {"up", "down", "left", "right", "crash"};

    private final int players;
    private final int width;
    private final int height;
    private final int maxPlies;
    private final String options;
    private final long[] occupiedKeys;
    private final long[] headKeys;
    private final long[] rankKeys;
    private final long[] moveKeys;

    /**
     * @param maxPlies the ply cap; 0 for {@code width * height} (never reached: every ply fills a cell or
     *                 eliminates a player)
     */
    public Tron(int players, int width, int height, int maxPlies) {
        if (players < 2 || players > 4) {
            throw new IllegalArgumentException("tron option 'players': expected 2..4, got " + players);
        }
        if (width < MIN_SIDE || width > MAX_SIDE || height < MIN_SIDE || height > MAX_SIDE) {
            throw new IllegalArgumentException("tron: width and height must be in " + MIN_SIDE + ".." + MAX_SIDE
                    + ", got " + width + "x" + height);
        }
        if (maxPlies < 0) {
            throw new IllegalArgumentException("tron option 'maxPlies': expected 0 or more, got " + maxPlies);
        }
        this.players = players;
        this.width = width;
        this.height = height;
        this.maxPlies = maxPlies == 0 ? width * height : maxPlies;
        this.options = "players=" + players + ",width=" + width + ",height=" + height + ",maxPlies=" + this.maxPlies;
        int cells = width * height;
        SplittableRandom keys = new SplittableRandom(0x7E0L);
        occupiedKeys = keys.longs(cells).toArray();
        headKeys = keys.longs((long) players * cells).toArray();
        rankKeys = keys.longs((long) players * (players + 1)).toArray();
        moveKeys = keys.longs(players).toArray();
    }

    /** Grid width (columns). */
    public int width() {
        return width;
    }

    /** Grid height (rows). */
    public int height() {
        return height;
    }

    /** The ply cap. */
    public int maxPlies() {
        return maxPlies;
    }

    long occupiedKey(int cell) {
        return occupiedKeys[cell];
    }

    long headKey(int player, int cell) {
        return headKeys[player * occupiedKeys.length + cell];
    }

    long rankKey(int player, int rank) {
        return rankKeys[player * (players + 1) + rank + 1];
    }

    long moveKey(int player) {
        return moveKeys[player];
    }

    @Override
    public String name() {
        return "tron";
    }

    @Override
    public String options() {
        return options;
    }

    @Override
    public int actorCount() {
        return players;
    }

    @Override
    public int maxActions() {
        return 4;
    }

    @Override
    public TronWorld newWorld() {
        return new TronWorld(this);
    }

    /** Symmetric random start cells; see the class comment. */
    @Override
    public String createInitData(SplittableRandom random) {
        int row = pick(random, height);
        int col = pick(random, width);
        int[][] images = {{row, col}, {row, width - 1 - col}, {height - 1 - row, width - 1 - col},
            {height - 1 - row, col}};
        int shift = random.nextInt(4);
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < players; p++) {
            int image = players == 2 ? (shift + 2 * p) % 4 : (shift + p) % 4;
            sb.append(p == 0 ? "" : "/").append(images[image][0]).append(',').append(images[image][1]);
        }
        return sb.toString();
    }

    /** A coordinate strictly in the first half of a side of {@code n} cells, off the border when possible. */
    private static int pick(SplittableRandom random, int n) {
        int hi = Math.max(0, n / 2 - 2);
        int lo = Math.min(1, hi);
        return lo + random.nextInt(hi - lo + 1);
    }

    @Override
    public void setInitial(TronWorld world, String initData) {
        int[] starts = initData.isEmpty() ? corners() : parseStarts(initData);
        java.util.Arrays.fill(world.cells, TronWorld.FREE);
        for (int p = 0; p < players; p++) {
            world.heads[p] = starts[p];
            world.cells[starts[p]] = (byte) (p + 1);
            world.ranks[p] = -1;
        }
        world.eliminated = 0;
        world.toMove = 0;
        world.ply = 0;
        world.rehash();
    }

    private int[] corners() {
        int last = width * height - 1;
        int[] clockwise = {0, width - 1, last, last - width + 1};
        int[] starts = new int[players];
        for (int p = 0; p < players; p++) {
            starts[p] = clockwise[players == 2 ? 2 * p : p];
        }
        return starts;
    }

    private int[] parseStarts(String initData) {
        String[] parts = initData.trim().split("/", -1);
        if (parts.length != players) {
            throw new IllegalArgumentException("tron init data: expected " + players + " start cells row,col separated"
                    + " by '/', got '" + initData + "'");
        }
        int[] starts = new int[players];
        for (int p = 0; p < players; p++) {
            String[] rc = parts[p].split(",", -1);
            int row;
            int col;
            try {
                row = Integer.parseInt(rc[0].trim());
                col = rc.length == 2 ? Integer.parseInt(rc[1].trim()) : -1;
            } catch (NumberFormatException e) {
                row = -1;
                col = -1;
            }
            if (row < 0 || row >= height || col < 0 || col >= width) {
                throw new IllegalArgumentException("tron init data: start '" + parts[p] + "' is not a row,col on the "
                        + width + "x" + height + " grid");
            }
            starts[p] = row * width + col;
            for (int q = 0; q < p; q++) {
                if (starts[q] == starts[p]) {
                    throw new IllegalArgumentException("tron init data: two players start on " + parts[p]);
                }
            }
        }
        return starts;
    }

    @Override
    public TronWorld decodeWorld(String encoded) {
        String[] parts = encoded.trim().split(":", -1);
        String what = "tron world";
        if (parts.length != 4) {
            throw new IllegalArgumentException(what + ": expected <rows>:<to move>:<status>:<ply>, e.g. "
                    + initialWorld("").encode() + ", got '" + encoded + "'");
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != height) {
            throw new IllegalArgumentException(what + ": expected " + height + " rows, got " + rows.length);
        }
        TronWorld world = newWorld();
        java.util.Arrays.fill(world.heads, -1);
        for (int r = 0; r < height; r++) {
            if (rows[r].length() != width) {
                throw new IllegalArgumentException(what + ": row " + (r + 1) + " must have " + width + " cells, got '"
                        + rows[r] + "'");
            }
            for (int c = 0; c < width; c++) {
                char ch = rows[r].charAt(c);
                int cell = r * width + c;
                if (ch == '.') {
                    world.cells[cell] = TronWorld.FREE;
                } else if (ch == '#') {
                    world.cells[cell] = TronWorld.WALL;
                } else if (ch >= '0' && ch < '0' + players) {
                    world.cells[cell] = (byte) (ch - '0' + 1);
                } else if (ch >= 'A' && ch < 'A' + players) {
                    int p = ch - 'A';
                    if (world.heads[p] >= 0) {
                        throw new IllegalArgumentException(what + ": two heads " + ch);
                    }
                    world.heads[p] = cell;
                    world.cells[cell] = (byte) (p + 1);
                } else {
                    throw new IllegalArgumentException(what + ": bad cell '" + ch + "' (expected . # 0-"
                            + (players - 1) + " A-" + (char) ('A' + players - 1) + ")");
                }
            }
        }
        for (int p = 0; p < players; p++) {
            if (world.heads[p] < 0) {
                throw new IllegalArgumentException(what + ": no head " + (char) ('A' + p));
            }
        }
        String status = parts[2];
        if (status.length() != players) {
            throw new IllegalArgumentException(what + ": expected " + players + " status characters (* or rank), got '"
                    + status + "'");
        }
        boolean[] seen = new boolean[players];
        for (int p = 0; p < players; p++) {
            char ch = status.charAt(p);
            if (ch == '*') {
                world.ranks[p] = -1;
            } else if (ch >= '0' && ch < '0' + players && !seen[ch - '0']) {
                world.ranks[p] = ch - '0';
                seen[ch - '0'] = true;
                world.eliminated++;
            } else {
                throw new IllegalArgumentException(what + ": bad status '" + status + "'");
            }
        }
        for (int rank = 0; rank < world.eliminated; rank++) {
            if (!seen[rank]) {
                throw new IllegalArgumentException(what + ": elimination ranks must be 0.." + (world.eliminated - 1)
                        + ", got '" + status + "'");
            }
        }
        world.toMove = digit(what, "actor to move", parts[1], players);
        world.ply = digit(what, "ply", parts[3], Integer.MAX_VALUE);
        if (!world.isEnd() && !world.isAlive(world.toMove)) {
            throw new IllegalArgumentException(what + ": the actor to move, " + world.toMove + ", is eliminated");
        }
        world.rehash();
        return world;
    }

    private static int digit(String what, String field, String text, int bound) {
        try {
            int value = Integer.parseInt(text);
            if (value >= 0 && value < bound) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(what + ": bad " + field + " '" + text + "'");
    }

    @Override
    public String formatAction(int action) {
        return NAMES[action];
    }

    @Override
    public int parseAction(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        for (int a = 0; a < NAMES.length; a++) {
            if (t.equals(NAMES[a]) || t.length() == 1 && t.charAt(0) == "udlrx".charAt(a)) {
                return a;
            }
        }
        throw new IllegalArgumentException("tron action: expected up, down, left, right (u, d, l, r) or crash, got '"
                + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return TronEvaluator.PARAMETERS;
    }

    @Override
    public Evaluator<TronWorld> evaluator(Parameters weights) {
        return new TronEvaluator(this, weights);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tron t && t.options.equals(options);
    }

    @Override
    public int hashCode() {
        return options.hashCode();
    }

    /** CodinGame's line format for bots on standard input and output (docs/STDIO.md). */
    @Override
    public StdioFormat<TronWorld> stdio() {
        return new TronStdio(this);
    }
}
