package dev.arbiter.engine.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's customary file of game records, which the referee writes in a run folder besides its own log (chess's
 * {@code games.pgn}, as fastchess and cutechess-cli write it): the referee gives each finished game's facts, the game
 * writes them in its notation. A game without one returns none from {@link Game#notation()} and no file is written.
 */
public interface GameNotation {

    /** The file's name in a run folder, e.g. {@code games.pgn}. */
    String fileName();

    /**
     * One game in this notation, ending with a blank line.
     *
     * @throws IllegalArgumentException if the init data or an action does not parse in this game
     */
    String format(PlayedGame game);

    /**
     * The start positions of a file of games in this notation (an opening book): each game's main line up to
     * {@code plies} plies (all of it when 0), as init data.
     *
     * @param source names the file in error messages
     * @throws IllegalArgumentException naming the source, the game and what is wrong
     */
    List<String> starts(String text, String source, int plies);

    /**
     * The facts of one finished game the referee knows.
     *
     * @param tags     named facts in order ({@code Event}, {@code Round}, {@code White}, {@code Black},
     *                 {@code Termination}, {@code TimeControl}...), written as the notation's tags
     * @param init     the init data the game started from
     * @param actions  the actions played, in the game's text form ({@link Game#formatAction})
     * @param comments per action, what the engine reported about it (score, depth, time), or null for nothing
     * @param result   {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} for a game without a result
     */
    record PlayedGame(Map<String, String> tags, String init, List<String> actions, List<String> comments,
                      String result) {

        /** Copies the collections (a comment may be null). */
        public PlayedGame {
            tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
            actions = List.copyOf(actions);
            comments = Collections.unmodifiableList(new ArrayList<>(comments));
        }
    }
}
