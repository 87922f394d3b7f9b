package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.live.LiveMove;
import dev.arbiter.tournament.live.LivePlayer;
import dev.arbiter.tournament.live.PlayerFailure;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The person at the terminal in {@code play}: at each turn prints the world and the legal actions and reads lines
 * until one is a legal action (refusing anything else with a message) or {@code quit}, which resigns.
 *
 * @param <W> the world type
 */
final class HumanPlayer<W extends World<W>> implements LivePlayer<W> {

    private final Game<W> game;
    private final LineSource lines;
    private final PrintWriter out;
    private final int[] actions;

    HumanPlayer(Game<W> game, LineSource lines, PrintWriter out) {
        this.game = game;
        this.lines = lines;
        this.out = out;
        this.actions = new int[game.maxActions()];
    }

    @Override
    public String name() {
        return "you";
    }

    @Override
    public void newGame(int seat, String initData, long seed) {
    }

    /**
     * Reads the person's action in {@code world}.
     *
     * @return a legal action, or {@link LiveMove#resign()}
     * @throws PlayerFailure when the input ends first
     */
    @Override
    public LiveMove think(W world, List<String> history) {
        out.print(world.print());
        int count = world.legalActions(actions);
        List<String> legal = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            legal.add(game.formatAction(actions[i]));
        }
        out.println("legal: " + String.join(" ", legal));
        out.flush();
        while (true) {
            String line = lines.read("your move> ");
            if (line == null) {
                throw new PlayerFailure("the input ended before the game did", null);
            }
            String text = line.trim();
            if (text.isEmpty()) {
                continue;
            }
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.equals("quit") || lower.equals("resign")) {
                return LiveMove.resign();
            }
            int action;
            try {
                action = game.parseAction(world, text);
            } catch (IllegalArgumentException e) {
                out.println("not an action: " + e.getMessage());
                out.flush();
                continue;
            }
            if (game.isLegal(world, action)) {
                return LiveMove.of(action);
            }
            out.println("illegal action '" + text + "'; legal: " + String.join(" ", legal));
            out.flush();
        }
    }

    /** Nothing to release: the terminal is the command's. */
    @Override
    public void close() {
    }
}
