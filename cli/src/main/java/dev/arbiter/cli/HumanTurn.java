package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A person's turn in {@code play}: prints the world and the legal actions, reads lines until one is a legal
 * action (refusing anything else with a message) or {@code quit}.
 *
 * @param <W> the world type
 */
final class HumanTurn<W extends World<W>> {

    /** Returned by {@link #read} when the person quits. */
    static final int RESIGN = Integer.MIN_VALUE;

    private final Game<W> game;
    private final LineSource lines;
    private final PrintWriter out;
    private final int[] actions;

    HumanTurn(Game<W> game, LineSource lines, PrintWriter out) {
        this.game = game;
        this.lines = lines;
        this.out = out;
        this.actions = new int[game.maxActions()];
    }

    /**
     * Reads the person's action in {@code world}.
     *
     * @return a legal action, or {@link #RESIGN}
     * @throws ArbiterException when the input ends first
     */
    int read(W world) {
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
                throw ArbiterException.failure("the input ended before the game did", null);
            }
            String text = line.trim();
            if (text.isEmpty()) {
                continue;
            }
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.equals("quit") || lower.equals("resign")) {
                return RESIGN;
            }
            int action;
            try {
                action = game.parseAction(text);
            } catch (IllegalArgumentException e) {
                out.println("not an action: " + e.getMessage());
                out.flush();
                continue;
            }
            if (game.isLegal(world, action)) {
                return action;
            }
            out.println("illegal action '" + text + "'; legal: " + String.join(" ", legal));
            out.flush();
        }
    }
}
