package dev.arbiter.games.sowing;

import dev.arbiter.engine.world.World;

import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * Random start positions for the sowing games (Kalah, Oware), whose rules have no randomness: the init data
 * of a tournament round is a list of house numbers ({@code "3 1 6"}), random legal plies from the start, so
 * that deterministic engines play different games in different rounds (as Connect X's and Reversi's
 * {@code openings} option). A ply that would end the game is never drawn.
 */
public final class SowingOpenings {

    private SowingOpenings() {
    }

    /**
     * Plays up to {@code plies} random legal plies on {@code world} (modified) and returns them as text.
     *
     * @param format the text of an action (1-based house)
     */
    public static <W extends World<W>> String random(W world, W scratch, int plies, int maxActions,
                                                     SplittableRandom random, IntFunction<String> format) {
        int[] actions = new int[maxActions];
        int[] safe = new int[maxActions];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < plies && !world.isEnd(); i++) {
            int n = world.legalActions(actions);
            int kept = 0;
            for (int j = 0; j < n; j++) {
                scratch.copyFrom(world);
                scratch.apply(actions[j]);
                if (!scratch.isEnd()) {
                    safe[kept++] = actions[j];
                }
            }
            if (kept == 0) {
                break;
            }
            int action = safe[random.nextInt(kept)];
            world.apply(action);
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(format.apply(action));
        }
        return sb.toString();
    }

    /**
     * Plays the actions of {@code initData} (separated by spaces or commas) on {@code world}.
     *
     * @param parse the action of a text, throwing {@link IllegalArgumentException} for a bad one
     * @throws IllegalArgumentException naming {@code game} for an unknown or illegal action, or a game that
     *                                  ended
     */
    public static <W extends World<W>> void play(String game, W world, String initData, int maxActions,
                                                 ToIntFunction<String> parse) {
        int[] actions = new int[maxActions];
        for (String token : initData.trim().split("[\\s,]+")) {
            if (token.isEmpty()) {
                continue;
            }
            int action = parse.applyAsInt(token);
            int n = world.isEnd() ? 0 : world.legalActions(actions);
            boolean legal = false;
            for (int i = 0; i < n; i++) {
                legal |= actions[i] == action;
            }
            if (!legal) {
                throw new IllegalArgumentException(game + " init data: house " + token
                        + " is not a legal move at ply " + world.ply() + " of '" + initData + "'");
            }
            world.apply(action);
        }
        if (world.isEnd()) {
            throw new IllegalArgumentException(game + " init data: the game has ended after '" + initData + "'");
        }
    }
}
