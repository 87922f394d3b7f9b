package dev.arbiter.engine.world;

import java.util.ArrayList;
import java.util.List;

/**
 * The line format every game has when it has no format of its own: initialization {@code SEAT SEATS} on one line and the
 * initial world's encoding on the next; each turn the world's encoding ({@link World#encode()}) on one line, the number of
 * legal actions, and each legal action on a line of its own in the game's text form; the bot prints one of
 * them.
 *
 * @param <W> the world type
 */
public final class GenericStdioFormat<W extends World<W>> implements StdioFormat<W> {

    private final Game<W> game;

    /** The generic format of {@code game}. */
    public GenericStdioFormat(Game<W> game) {
        this.game = game;
    }

    @Override
    public StdioSession<W> session(W initial, int seat) {
        String init = initial.encode();
        return new StdioSession<>() {
            @Override
            public List<String> initialInput() {
                return List.of(seat + " " + game.actorCount(), init);
            }

            @Override
            public List<String> turnInput(W world, List<String> history) {
                int[] actions = new int[game.maxActions()];
                int n = world.legalActions(actions);
                List<String> lines = new ArrayList<>(n + 2);
                lines.add(world.encode());
                lines.add(Integer.toString(n));
                for (int i = 0; i < n; i++) {
                    lines.add(game.formatAction(actions[i]));
                }
                return lines;
            }

            @Override
            public int parseAction(W world, String line) {
                return game.parseAction(line.trim());
            }
        };
    }
}
