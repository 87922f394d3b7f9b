package dev.arbiter.tournament;

import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The void games of a run: how many and why (for {@code summary.json}), and whether the games of this session break
 * its {@link VoidLimit}. The limit is judged on this session's games only, so that a run resumed after its referee was
 * mended goes on. A qualification judges rounds of its schedule; a tuning run, which has no rounds, judges the share
 * only ({@link #withoutRounds}).
 */
public final class VoidGames {

    /** Most distinct reasons kept (every void game is counted). */
    private static final int MAX_REASONS = 20;

    private final VoidLimit limit;
    private final int[] gamesPerRound;
    private final int[] voidPerRound;
    private final Map<String, Integer> reasons = new LinkedHashMap<>();
    private int total;
    private int sessionGames;
    private int sessionVoid;
    private int gamesPerFullRound;
    private String breach;

    /** @param gamesPerRound the number of scheduled games of each round */
    VoidGames(VoidLimit limit, int[] gamesPerRound) {
        this.limit = limit;
        this.gamesPerRound = gamesPerRound.clone();
        this.voidPerRound = new int[gamesPerRound.length];
        for (int g : gamesPerRound) {
            gamesPerFullRound = Math.max(gamesPerFullRound, g);
        }
    }

    /**
     * The void games of a run without rounds (tuning pairs): only the share is judged, once {@code judgedAfter} games
     * of the session have finished.
     */
    public static VoidGames withoutRounds(VoidLimit limit, int judgedAfter) {
        VoidGames voids = new VoidGames(limit, new int[0]);
        voids.gamesPerFullRound = judgedAfter;
        return voids;
    }

    /** A game logged by an earlier session: counted, not judged. */
    public void offerLogged(GameRecord record) {
        count(record);
    }

    /** A game finished in this session; returns the breach of the limit it causes (once), or null. */
    public String offer(GameRecord record) {
        sessionGames++;
        if (!count(record)) {
            return null;
        }
        sessionVoid++;
        if (breach != null || limit.never()) {
            return null;
        }
        int round = record.round();
        if (round >= 0 && round < gamesPerRound.length && ++voidPerRound[round] == gamesPerRound[round]) {
            breach = String.format(Locale.ROOT, "every game of round %d is void (%s)", round, lastReason(record));
        } else if (sessionGames >= gamesPerFullRound && sessionVoid > limit.maxShare() * sessionGames) {
            breach = String.format(Locale.ROOT, "%d of %d games are void, more than the %s allowed "
                    + "(referee.maxVoidShare); the last: %s", sessionVoid, sessionGames, share(limit.maxShare()),
                    lastReason(record));
        }
        return breach;
    }

    private boolean count(GameRecord record) {
        if (record.end() != GameEnd.VOID) {
            return false;
        }
        total++;
        String reason = lastReason(record);
        if (reasons.containsKey(reason) || reasons.size() < MAX_REASONS) {
            reasons.merge(reason, 1, Integer::sum);
        }
        return true;
    }

    private static String lastReason(GameRecord record) {
        return record.reason().replaceFirst("^void: ", "");
    }

    private static String share(double share) {
        return share == 0.5 ? "half" : String.format(Locale.ROOT, "%.0f%%", 100 * share);
    }

    /** Void games in the log. */
    public int total() {
        return total;
    }

    /** Each reason with its number of void games, in the order first seen (at most {@value #MAX_REASONS}). */
    public Map<String, Integer> reasons() {
        return java.util.Collections.unmodifiableMap(reasons);
    }

    /** The games of each round, from a schedule's rounds. */
    static int[] gamesPerRound(List<Integer> roundOfEachGame) {
        int rounds = 0;
        for (int r : roundOfEachGame) {
            rounds = Math.max(rounds, r + 1);
        }
        int[] games = new int[rounds];
        for (int r : roundOfEachGame) {
            games[r]++;
        }
        return games;
    }
}
