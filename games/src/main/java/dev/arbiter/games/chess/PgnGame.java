package dev.arbiter.games.chess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of a PGN file: its tags in file order, its start (the {@code FEN} tag's position, else the standard start),
 * the main line's moves with the comment after each (null for none) and the result ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2} or {@code *}).
 *
 * @param tags     the tag pairs, in order
 * @param startFen the start position
 * @param moves    the moves of the main line, in order
 * @param result   the game termination marker
 */
public record PgnGame(Map<String, String> tags, String startFen, List<PgnMove> moves, String result) {

    /** The tags of the Seven Tag Roster, in the order the standard writes them. */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    /** Copies the collections. */
    public PgnGame {
        tags = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /**
     * One move of the main line and the comment written after it.
     *
     * @param move    the move ({@link Move})
     * @param comment the comment, or null
     */
    public record PgnMove(int move, String comment) {
    }

    /** The moves alone. */
    public int[] moveArray() {
        int[] out = new int[moves.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = moves.get(i).move();
        }
        return out;
    }

    /**
     * A game played from {@code startFen} with these moves and comments (null for none); the tags are completed to the
     * Seven Tag Roster ({@code ?} where unknown) and the result given.
     */
    public static PgnGame of(Map<String, String> tags, String startFen, int[] moves, String[] comments, String result) {
        Map<String, String> all = new LinkedHashMap<>();
        for (String name : SEVEN_TAG_ROSTER) {
            all.put(name, tags.getOrDefault(name, "?"));
        }
        all.put("Result", result);
        all.putAll(tags);
        all.put("Result", result);
        List<PgnMove> list = new ArrayList<>(moves.length);
        for (int i = 0; i < moves.length; i++) {
            list.add(new PgnMove(moves[i], comments == null ? null : comments[i]));
        }
        return new PgnGame(all, startFen, list, result);
    }
}
