package dev.arbiter.tuning;

import dev.arbiter.tournament.VoidGames;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The void games of a tuning run's pairs (games an external referee could not score, {@link GameEnd#VOID}): counted
 * against the run's {@link VoidLimit} ({@link VoidGames#withoutRounds}), shown, and the first breach kept: of the
 * limit, or of {@link Tuning#MAX_VOID_PLAYS} void plays of one pair in a session.
 *
 * <p><b>Void games.</b> A void game is not a result: a tuning pair with a void game is logged, shown
 * ({@link TuningListener#voidGame}) and played again (same pair id, hence the same seed and start), never reported
 * to the tuner; on resume such a logged pair is passed over and its request stays outstanding, so determinism and
 * resume stay exact. A validation pair with a void game is left out of the validation's count. The run stops with a
 * {@link TournamentException} naming the referee's log when the void games break the run's limit (judged once each
 * worker has finished a pair), or when one pair is void {@value Tuning#MAX_VOID_PLAYS} times in a session (a referee
 * that cannot score that start would otherwise be asked forever).
 */
final class VoidPairs {

    private final VoidGames games;
    private final TuningListener listener;
    /** Void plays of each pair in this session. */
    private final Map<Long, Integer> plays = new HashMap<>();
    private volatile String breach;

    /** @param concurrency the run's workers: the limit is judged once each has finished a pair */
    VoidPairs(VoidLimit limit, int concurrency, TuningListener listener) {
        this.games = VoidGames.withoutRounds(limit, 2 * concurrency);
        this.listener = listener;
    }

    /** Whether a pair has a void game. */
    static boolean isVoid(JobResult result) {
        return result.games().stream().anyMatch(g -> g.end() == GameEnd.VOID);
    }

    /** Counts the games of a pair read back from a log (a past session's: not shown, never a breach). */
    void offerLogged(JobResult result) {
        result.games().forEach(games::offerLogged);
    }

    /**
     * Counts the games of a pair finished in this session against the void limit and shows its void games; returns
     * whether the pair has a void game.
     */
    boolean judge(JobResult result) {
        for (GameRecord g : result.games()) {
            String broken = games.offer(g);
            if (broken != null && breach == null) {
                breach = broken;
            }
            if (g.end() == GameEnd.VOID) {
                listener.voidGame(g);
            }
        }
        return isVoid(result);
    }

    /** Pair {@code id} ended void once more in this session (it is played again, up to the bound). */
    void playedVoid(long id) {
        int count = plays.merge(id, 1, Integer::sum);
        if (count >= Tuning.MAX_VOID_PLAYS && breach == null) {
            breach = "pair " + id + " was void " + count + " times";
        }
    }

    /** Whether the void games have broken a bound: the run stops. */
    boolean breached() {
        return breach != null;
    }

    /** Fails naming the breach and the referee's log, after one. */
    void failOnBreach(Path refereeLog) throws TournamentException {
        if (breach != null) {
            throw new TournamentException("the referee failed: " + breach + "; its log: " + refereeLog);
        }
    }

    /** The counts, for {@code best.json}. */
    VoidGames games() {
        return games;
    }
}
