package dev.arbiter.tournament;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.LeaderTest;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.Standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * Decides whether a qualification may stop early under its {@link StopRule}, and says why:
 * <ul>
 *   <li>{@code threshold}: the leader is ahead of every rival by at least T Elo, as a confidence statement that
 *       holds however often it is checked ({@link LeaderTest}: the anytime-valid lower bound of every lead is at
 *       least T, at the configured confidence);</li>
 *   <li>{@code sprt}: two engines, pentanomial GSPRT on normalized Elo ({@link Sprt}) over complete game pairs;</li>
 *   <li>{@code max-games}: a number of games has been played.</li>
 * </ul>
 *
 * <p><b>Games in index order.</b> Games finish out of order when several are played at once. The rule is checked
 * on prefixes of the schedule: after each game, for every newly complete prefix {@code 0..k-1} (all games with a
 * smaller index finished). The decision is therefore a function of the games, not of their timing: an
 * uninterrupted run, a resumed one and a replay of the log ({@link #offer} in any order) stop at the same game,
 * with the same figures. It also keeps the order of the data independent of the outcomes (a game's length can
 * depend on its result), which the sequential statement assumes.
 */
public final class StopCheck {

    /**
     * The rule fired.
     *
     * @param rule   the rule's kind
     * @param games  the prefix it fired on: games {@code 0..games-1}
     * @param line   one line saying why
     * @param leader for {@code threshold}: the leader and its bounds (null otherwise)
     * @param sprt   for {@code sprt}: the test's state (null otherwise)
     */
    public record Stop(String rule, int games, String line, Leader leader, Sprt.Status sprt) {
    }

    /**
     * The leader when the threshold rule fired, from a fit of exactly the games of the prefix.
     *
     * @param engine     the leader
     * @param threshold  the required lead T
     * @param confidence the confidence of the statement
     * @param rivals     every rival, closest (smallest lower bound) first
     */
    public record Leader(String engine, double threshold, double confidence, List<Rival> rivals) {
    }

    /**
     * The leader's lead over one rival.
     *
     * @param engine     the rival
     * @param lead       the leader's Elo minus the rival's
     * @param stdErr     its standard error
     * @param lowerBound its anytime-valid lower confidence bound
     */
    public record Rival(String engine, double lead, double stdErr, double lowerBound) {
    }

    private final StopRule rule;
    private final Sprt sprt;
    private final Standings prefix;
    private final TreeMap<Integer, GameRecord> waiting = new TreeMap<>();
    private int next;
    private BradleyTerry.Fit lastFit;
    private Stop stop;

    /**
     * A check for {@code rule}.
     *
     * @param engines the engines, in configuration order
     * @param actors  seats per game
     */
    public StopCheck(StopRule rule, List<String> engines, int actors) {
        this.rule = rule;
        this.sprt = rule instanceof StopRule.Sprt s ? new Sprt(s.elo0(), s.elo1(), s.alpha(), s.beta()) : null;
        this.prefix = new Standings(engines, actors);
    }

    /**
     * Takes one finished game (in any order; each game once) and checks the rule on every prefix it completes.
     *
     * @return the stop, if the rule has fired (now or before), else null
     */
    public Stop offer(GameRecord record) {
        if (stop != null) {
            return stop;
        }
        waiting.put(record.index(), record);
        while (stop == null && !waiting.isEmpty() && waiting.firstKey() == next) {
            prefix.add(waiting.pollFirstEntry().getValue());
            next++;
            stop = check();
        }
        return stop;
    }

    /**
     * The games of a run's log that its figures count: every game, or once {@code rule} fires on a prefix, the
     * games of that prefix (games logged past it were running when it fired and count in no figure).
     */
    public static List<GameRecord> counted(StopRule rule, List<String> engines, int actors, List<GameRecord> logged) {
        StopCheck check = new StopCheck(rule, engines, actors);
        logged.forEach(check::offer);
        return check.stop() == null ? logged : logged.stream().filter(r -> r.index() < check.stop().games()).toList();
    }

    /** The length of the longest prefix of the schedule whose games have all been offered (and checked). */
    public int checkedGames() {
        return next;
    }

    /** The stop, or null while the rule has not fired. */
    public Stop stop() {
        return stop;
    }

    private Stop check() {
        int games = prefix.gameCount();
        if (rule instanceof StopRule.MaxGames r) {
            return games >= r.maxGames()
                    ? new Stop("max-games", games, "max-games: " + games + " games played", null, null) : null;
        }
        if (rule instanceof StopRule.Threshold r) {
            return threshold(r, games);
        }
        if (rule instanceof StopRule.Sprt r) {
            return sprt(r, games);
        }
        return null;
    }

    private Stop sprt(StopRule.Sprt rule, int games) {
        Pentanomial pairs = prefix.pentanomial();
        if (pairs.pairs() == 0 || games < rule.minGames()) {
            return null;
        }
        Sprt.Status status = sprt.status(pairs);
        if (status.decision() == Sprt.Decision.CONTINUE) {
            return null;
        }
        return new Stop("sprt", games, String.format(Locale.ROOT,
                "sprt: %s accepted after %d games (LLR %.2f, bounds [%.2f, %.2f], %d pairs)",
                status.decision() == Sprt.Decision.ACCEPT_H1 ? "H1" : "H0", games, status.llr(),
                status.lower(), status.upper(), pairs.pairs()), null, status);
    }

    /**
     * The threshold rule on the prefix: decided on a fit continued from the previous prefix's (one Newton step or
     * two per game); once it fires, the figures are those of a fit of the prefix from scratch, the same fit the
     * ranking of exactly these games shows.
     */
    private Stop threshold(StopRule.Threshold rule, int games) {
        if (games < Math.max(1, rule.minGames())) {
            return null;
        }
        lastFit = prefix.fitFrom(lastFit);
        if (!LeaderTest.evaluate(lastFit, rule.elo(), rule.confidence()).met()) {
            return null;
        }
        LeaderTest.Result result = LeaderTest.evaluate(prefix.fit(), rule.elo(), rule.confidence());
        List<String> names = prefix.engines();
        List<Rival> rivals = new ArrayList<>();
        for (LeaderTest.Rival r : result.rivals()) {
            rivals.add(new Rival(names.get(r.player()), r.lead(), r.stdErr(), r.lowerBound()));
        }
        Rival closest = rivals.get(0);
        String line = String.format(Locale.ROOT,
                "threshold: %s leads %s by at least %s Elo at %.0f%% confidence after %d games "
                        + "(%s: lead %+.1f Elo, anytime lower bound %+.1f)",
                names.get(result.leader()), names.size() == 2 ? closest.engine() : "every rival",
                trim(rule.elo()), 100 * rule.confidence(), games,
                names.size() == 2 ? "over " + closest.engine() : "closest " + closest.engine(), closest.lead(),
                closest.lowerBound());
        return new Stop("threshold", games, line,
                new Leader(names.get(result.leader()), rule.elo(), rule.confidence(), rivals), null);
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** The SPRT's state over every complete game pair of {@code standings} (null unless the rule is sprt). */
    public Sprt.Status sprtStatus(Standings standings) {
        return sprt == null ? null : sprt.status(standings.pentanomial());
    }
}
