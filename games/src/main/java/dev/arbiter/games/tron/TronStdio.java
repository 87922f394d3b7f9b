package dev.arbiter.games.tron;

import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.StdioSession;

import java.util.ArrayList;
import java.util.List;

/**
 * Tron in the manner of CodinGame's Tron Battle (docs/STDIO.md): no initialization input; each turn
 * {@code N P} (players, the bot's number) and one line per player {@code X0 Y0 X1 Y1}: its start cell and its
 * head (x the column, y the row from the top), {@code -1 -1 -1 -1} once it is eliminated; the bot prints
 * {@code UP}, {@code DOWN}, {@code LEFT} or {@code RIGHT}. A bot with no free neighbour crashes whatever it
 * prints; a move into a wall while a free neighbour exists is an illegal action.
 */
final class TronStdio implements StdioFormat<TronWorld> {

    private final Tron game;

    TronStdio(Tron game) {
        this.game = game;
    }

    @Override
    public StdioSession<TronWorld> session(TronWorld initial, int seat) {
        int players = game.actorCount();
        int[] starts = new int[players];
        for (int p = 0; p < players; p++) {
            starts[p] = initial.head(p);
        }
        return new StdioSession<>() {
            @Override
            public List<String> initialInput() {
                return List.of();
            }

            @Override
            public List<String> turnInput(TronWorld world, List<String> history) {
                List<String> lines = new ArrayList<>(players + 1);
                lines.add(players + " " + seat);
                int w = game.width();
                for (int p = 0; p < players; p++) {
                    lines.add(world.isAlive(p)
                            ? starts[p] % w + " " + starts[p] / w + " " + world.head(p) % w + " " + world.head(p) / w
                            : "-1 -1 -1 -1");
                }
                return lines;
            }

            @Override
            public int parseAction(TronWorld world, String line) {
                int action = game.parseAction(line);
                int[] legal = new int[game.maxActions()];
                int n = world.legalActions(legal);
                return n == 1 && legal[0] == Tron.CRASH ? Tron.CRASH : action;
            }
        };
    }
}
