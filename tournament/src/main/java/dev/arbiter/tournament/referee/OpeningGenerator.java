package dev.arbiter.tournament.referee;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Makes a balanced set of start positions for an {@link OpeningBook}, as opening-book makers do for engine
 * testing: play {@code plies} uniformly random legal actions from the game's start, search the position with a
 * given searcher and keep it when its value (for the side to move) is within {@code margin} of even and it is
 * new. Positions that end the game, or that the game cannot write as init data, are skipped. Every choice comes
 * from the seed, and with a node or depth budget the searcher's values do too, so the same arguments give the
 * same file.
 *
 * <p>Init data: a position is written as the actions from the start in the game's text form, back to back
 * ({@code 4453}, {@code d3c5}) or comma-separated (Connect X with more than 9 columns), whichever the game's own
 * init data reads back as the same world; a game whose init data is not a move list (Tron's start cells, a puzzle) has no such
 * form and is refused.
 *
 * @param <W> the world type
 */
public final class OpeningGenerator<W extends World<W>> {

    /**
     * The positions found, and how many tries it took.
     *
     * @param inits        init data of each position kept, in the order found
     * @param tried        random lines played
     * @param unbalanced   positions outside the margin
     * @param repeated     positions found before
     */
    public record Result(List<String> inits, int tried, int unbalanced, int repeated) {
    }

    /** How many random lines may be tried per position asked for before the generator gives up. */
    public static final int TRIES_PER_POSITION = 1_000;

    private final Game<W> game;
    private final Searcher<W> searcher;
    private final SearchLimits limits;

    /** A generator for {@code game} that values positions with {@code searcher} under {@code limits}. */
    public OpeningGenerator(Game<W> game, Searcher<W> searcher, SearchLimits limits) {
        this.game = game;
        this.searcher = searcher;
        this.limits = limits;
    }

    /**
     * Up to {@code count} positions after {@code plies} random plies whose value is within {@code margin}; fewer
     * only when {@link #TRIES_PER_POSITION} tries per position were not enough.
     *
     * @throws IllegalArgumentException if the game's init data cannot hold a position after some plies
     */
    public Result generate(int plies, int count, double margin, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> inits = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int[] legal = new int[game.maxActions()];
        int tried = 0;
        int unbalanced = 0;
        int repeated = 0;
        long maxTries = (long) count * TRIES_PER_POSITION;
        while (inits.size() < count && tried < maxTries) {
            tried++;
            W world = game.initialWorld("");
            List<String> actions = new ArrayList<>();
            while (actions.size() < plies && !world.isEnd()) {
                int n = world.legalActions(legal);
                int action = legal[random.nextInt(n)];
                world.apply(action);
                actions.add(game.formatAction(action));
            }
            if (world.isEnd()) {
                continue;
            }
            String init = init(actions, world);
            if (!seen.add(init)) {
                repeated++;
                continue;
            }
            searcher.setWorld(world);
            SearchResult r = searcher.search(limits);
            if (Math.abs(r.value()) > margin) {
                unbalanced++;
                continue;
            }
            inits.add(init);
        }
        return new Result(inits, tried, unbalanced, repeated);
    }

    /** The init data that gives {@code world}: the actions back to back or comma-separated. */
    private String init(List<String> actions, W world) {
        String encoded = world.encode();
        for (String separator : new String[] {"", ","}) {
            String init = String.join(separator, actions);
            try {
                if (game.initialWorld(init).encode().equals(encoded)) {
                    return init;
                }
            } catch (IllegalArgumentException e) {
                // not this form
            }
        }
        throw new IllegalArgumentException(game.name() + " does not take a position as init data (its init data is "
                + "not a list of actions); start positions from a file need a game that does, such as connect4 or "
                + "reversi");
    }
}
