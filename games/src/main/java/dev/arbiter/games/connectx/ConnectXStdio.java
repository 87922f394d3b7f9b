package dev.arbiter.games.connectx;

import dev.arbiter.engine.world.IllegalActionException;
import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.StdioSession;

import java.util.ArrayList;
import java.util.List;

/**
 * Connect X in CodinGame's manner (docs/STDIO.md): initialization {@code myId} (0 moves first) and
 * {@code rows cols x}; each turn the rows from the top down ({@code .} empty, {@code 0} and {@code 1} the
 * players' discs) and the column the opponent played last (-1 on the first turn); the bot prints a column,
 * from 0 at the left.
 */
final class ConnectXStdio implements StdioFormat<ConnectXWorld> {

    private final ConnectX game;

    ConnectXStdio(ConnectX game) {
        this.game = game;
    }

    @Override
    public StdioSession<ConnectXWorld> session(ConnectXWorld initial, int seat) {
        return new StdioSession<>() {
            @Override
            public List<String> initialInput() {
                return List.of(Integer.toString(seat), game.rows() + " " + game.cols() + " " + game.x());
            }

            @Override
            public List<String> turnInput(ConnectXWorld world, List<String> history) {
                List<String> lines = new ArrayList<>(game.rows() + 1);
                for (String row : world.encode().split("/")) {
                    lines.add(row.replace('x', '0').replace('o', '1'));
                }
                lines.add(history.isEmpty() ? "-1" : Integer.toString(game.parseAction(history.get(history.size() - 1))));
                return lines;
            }

            @Override
            public int parseAction(ConnectXWorld world, String line) {
                int col;
                try {
                    col = Integer.parseInt(line.trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("expected a column 0.." + (game.cols() - 1));
                }
                if (col < 0 || col >= game.cols()) {
                    throw new IllegalActionException("column " + col + " does not exist (0.." + (game.cols() - 1) + ")");
                }
                return col;
            }
        };
    }
}
