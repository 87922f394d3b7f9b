package dev.arbiter.games.reversi;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Perft;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Reversi (Othello) on 8x8. Black (actor 0) moves first from the standard start: d4 and e5 White, d5 and e4
 * Black. A move must flip at least one line of opponent discs; an actor without a move passes (an explicit
 * action that consumes a ply) if the opponent can move, and the game ends when neither can.
 *
 * <p>Actions are squares {@code 0..63} ({@code a1} = 0, {@code h1} = 7, {@code a8} = 56), written
 * {@code a1}..{@code h8}, and {@link #PASS}, written {@code pass}. The score is 1 / 0.5 / 0 for more / as
 * many / fewer discs than the opponent. World encoding: see {@link ReversiWorld#encode()}; decoding also
 * accepts the form without the trailing {@code :ply} (the ply is then the number of discs minus 4, at least 0).
 *
 * <p>Init data: the empty string is the standard start; otherwise a list of actions played from it,
 * written back to back ({@code f5d6c3}, with {@code pass} where a pass is forced). With the option
 * {@code openings=N}, {@link #createInitData} plays N random legal plies from the seed.
 */
public final class Reversi implements Game<ReversiWorld> {

    /** The pass action. */
    public static final int PASS = 64;

    /** Black's start discs: d5 and e4. */
    static final long START_BLACK = (1L << 35) | (1L << 28);
    /** White's start discs: d4 and e5. */
    static final long START_WHITE = (1L << 27) | (1L << 36);

    private final int openings;

    /** Reversi whose {@link #createInitData} plays {@code openings} random plies. */
    public Reversi(int openings) {
        if (openings < 0 || openings > 60) {
            throw new IllegalArgumentException("reversi option 'openings': expected 0..60, got " + openings);
        }
        this.openings = openings;
    }

    @Override
    public String name() {
        return "reversi";
    }

    @Override
    public String options() {
        return "openings=" + openings;
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return 64;
    }

    @Override
    public ReversiWorld newWorld() {
        return new ReversiWorld();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        ReversiWorld world = start();
        int[] actions = new int[maxActions()];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < openings; i++) {
            int n = world.legalActions(actions);
            if (n == 0) {
                break;
            }
            int action = actions[random.nextInt(n)];
            sb.append(formatAction(action));
            world.apply(action);
        }
        return sb.toString();
    }

    private static ReversiWorld start() {
        ReversiWorld world = new ReversiWorld();
        world.own = START_BLACK;
        world.opp = START_WHITE;
        return world;
    }

    @Override
    public void setInitial(ReversiWorld world, String initData) {
        ReversiWorld w = start();
        String data = initData.trim();
        int[] actions = new int[maxActions()];
        int i = 0;
        while (i < data.length()) {
            int len = data.startsWith("pass", i) ? 4 : 2;
            if (i + len > data.length()) {
                throw new IllegalArgumentException("reversi init data: truncated action at '" + data.substring(i)
                        + "' in '" + initData + "'");
            }
            int action = parseAction(data.substring(i, i + len));
            int n = w.legalActions(actions);
            boolean legal = false;
            for (int k = 0; k < n; k++) {
                legal |= actions[k] == action;
            }
            if (!legal) {
                throw new IllegalArgumentException("reversi init data: '" + formatAction(action) + "' is not legal at ply "
                        + w.ply() + " of '" + initData + "'");
            }
            w.apply(action);
            i += len;
        }
        world.copyFrom(w);
    }

    @Override
    public ReversiWorld decodeWorld(String encoded) {
        String[] parts = encoded.trim().split(":", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw new IllegalArgumentException("reversi world: expected <8 ranks separated by '/'>:<b|w>[:ply], got '"
                    + encoded + "'");
        }
        String[] ranks = parts[0].split("/", -1);
        if (ranks.length != 8) {
            throw new IllegalArgumentException("reversi world: expected 8 ranks separated by '/', got " + ranks.length
                    + " in '" + encoded + "'");
        }
        long black = 0;
        long white = 0;
        for (int i = 0; i < 8; i++) {
            if (ranks[i].length() != 8) {
                throw new IllegalArgumentException("reversi world: rank " + (8 - i) + " has " + ranks[i].length()
                        + " squares, expected 8 in '" + encoded + "'");
            }
            for (int file = 0; file < 8; file++) {
                char c = ranks[i].charAt(file);
                long bit = 1L << ((7 - i) * 8 + file);
                if (c == 'b') {
                    black |= bit;
                } else if (c == 'w') {
                    white |= bit;
                } else if (c != '.') {
                    throw new IllegalArgumentException("reversi world: bad square '" + c + "' (expected b, w or .) in '"
                            + encoded + "'");
                }
            }
        }
        String side = parts[1];
        if (!side.equals("b") && !side.equals("w")) {
            throw new IllegalArgumentException("reversi world: side to move must be b or w, got '" + side + "'");
        }
        ReversiWorld world = new ReversiWorld();
        world.toMove = side.equals("b") ? 0 : 1;
        world.own = world.toMove == 0 ? black : white;
        world.opp = world.toMove == 0 ? white : black;
        int minPly = Math.max(0, Long.bitCount(black | white) - 4);
        world.ply = minPly;
        if (parts.length == 3) {
            try {
                world.ply = Integer.parseInt(parts[2]);
            } catch (NumberFormatException e) {
                world.ply = -1;
            }
            if (world.ply < minPly) {
                throw new IllegalArgumentException("reversi world: ply must be a number of at least " + minPly
                        + " (discs - 4), got '" + parts[2] + "'");
            }
        }
        return world;
    }

    @Override
    public String formatAction(int action) {
        if (action == PASS) {
            return "pass";
        }
        return "" + (char) ('a' + (action & 7)) + (char) ('1' + (action >> 3));
    }

    @Override
    public int parseAction(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("pass")) {
            return PASS;
        }
        if (t.length() == 2) {
            int file = t.charAt(0) - 'a';
            int rank = t.charAt(1) - '1';
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                return rank * 8 + file;
            }
        }
        throw new IllegalArgumentException("reversi action: expected a square a1..h8 or pass, got '" + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return ReversiEvaluator.PARAMETERS;
    }

    /** Aart Bik's published Reversi counts count a game that ends early as one leaf. */
    @Override
    public Perft.Convention perftConvention() {
        return Perft.Convention.EARLY_END_IS_LEAF;
    }

    @Override
    public Evaluator<ReversiWorld> evaluator(Parameters weights) {
        return new ReversiEvaluator(weights);
    }
}
