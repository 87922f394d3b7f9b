package dev.arbiter.games.tictactoe;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Tic-tac-toe. Actions are squares 0..8 (text {@code a3}..{@code c1}, columns a-c, rows 3 at the top to 1);
 * worlds encode as nine cells ({@code x........}). The evaluation counts lines still open for each side,
 * weighted by how many of the side's marks they hold.
 */
public final class TicTacToe implements Game<TicTacToeWorld> {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("one", 1, -100, 100, "value of an open line holding one own mark"),
            ParameterSpec.real("two", 10, -100, 100, "value of an open line holding two own marks"),
            ParameterSpec.real("centre", 2, -100, 100, "value of holding the centre"));

    @Override
    public String name() {
        return "tictactoe";
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
        return 9;
    }

    @Override
    public TicTacToeWorld newWorld() {
        return new TicTacToeWorld();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        return "";
    }

    @Override
    public void setInitial(TicTacToeWorld world, String initData) {
        if (!initData.isEmpty()) {
            throw new IllegalArgumentException("tic-tac-toe takes no init data, got '" + initData + "'");
        }
        world.copyFrom(new TicTacToeWorld());
    }

    @Override
    public TicTacToeWorld decodeWorld(String encoded) {
        if (encoded.length() != 9) {
            throw new IllegalArgumentException("tic-tac-toe world: expected 9 cells of x, o or '.', got '" + encoded + "'");
        }
        TicTacToeWorld world = new TicTacToeWorld();
        int[] count = new int[2];
        for (int s = 0; s < 9; s++) {
            char c = encoded.charAt(s);
            int actor = c == 'x' ? 0 : c == 'o' ? 1 : c == '.' ? -1 : -2;
            if (actor == -2) {
                throw new IllegalArgumentException("tic-tac-toe world: bad cell '" + c + "' in '" + encoded + "'");
            }
            if (actor >= 0) {
                world.masks[actor] |= 1 << s;
                count[actor]++;
            }
        }
        if (count[0] != count[1] && count[0] != count[1] + 1) {
            throw new IllegalArgumentException("tic-tac-toe world: x must have as many marks as o or one more: '" + encoded + "'");
        }
        world.toMove = count[0] == count[1] ? 0 : 1;
        world.ply = count[0] + count[1];
        for (int actor = 0; actor < 2; actor++) {
            for (int line : TicTacToeWorld.LINES) {
                if ((world.masks[actor] & line) == line) {
                    world.winner = actor;
                }
            }
        }
        return world;
    }

    @Override
    public String formatAction(int action) {
        return "" + (char) ('a' + action % 3) + (char) ('3' - action / 3);
    }

    @Override
    public int parseAction(String text) {
        String t = text.trim();
        if (t.length() == 2) {
            int col = t.charAt(0) - 'a';
            int row = '3' - t.charAt(1);
            if (col >= 0 && col < 3 && row >= 0 && row < 3) {
                return row * 3 + col;
            }
        }
        throw new IllegalArgumentException("tic-tac-toe action: expected a square a1..c3, got '" + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public Evaluator<TicTacToeWorld> evaluator(Parameters weights) {
        double one = weights.get("one");
        double two = weights.get("two");
        double centre = weights.get("centre");
        return (world, actor) -> {
            if (world.winner >= 0) {
                return world.winner == actor ? Values.WIN : -Values.WIN;
            }
            if (world.isEnd()) {
                return 0;
            }
            return side(world, actor, one, two, centre) - side(world, actor ^ 1, one, two, centre);
        };
    }

    private static double side(TicTacToeWorld world, int actor, double one, double two, double centre) {
        int own = world.masks[actor];
        int theirs = world.masks[actor ^ 1];
        double value = (own >> 4 & 1) * centre;
        for (int line : TicTacToeWorld.LINES) {
            if ((theirs & line) == 0) {
                int marks = Integer.bitCount(own & line);
                value += marks == 1 ? one : marks == 2 ? two : 0;
            }
        }
        return value;
    }
}
