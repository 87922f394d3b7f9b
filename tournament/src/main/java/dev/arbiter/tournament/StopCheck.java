package dev.arbiter.tournament;

import dev.arbiter.elo.BradleyTerry;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;
import dev.arbiter.tournament.config.StopDecision;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.Standings;

import java.util.List;
import java.util.TreeMap;

/**
 * Checks a qualification's {@link StopRule} after every game, on the games in schedule order (the rule itself decides:
 * {@link StopRule#check}), and keeps its decision.
 *
 * <p><b>Games in index order.</b> Games finish out of order when several are played at once. The rule is checked
 * on prefixes of the schedule: after each game, for every newly complete prefix {@code 0..k-1} (all games with a
 * smaller index finished). The decision is therefore a function of the games, not of their timing: an
 * uninterrupted run, a resumed one and a replay of the log ({@link #offer} in any order) stop at the same game,
 * with the same figures. It also keeps the order of the data independent of the outcomes (a game's length can
 * depend on its result), which the sequential statement assumes.
 */
public final class StopCheck {

    private final StopRule rule;
    private final Prefix prefix;
    private final TreeMap<Integer, GameRecord> waiting = new TreeMap<>();
    private int next;
    private StopDecision stop;

    /**
     * A check for {@code rule}.
     *
     * @param engines the engines, in configuration order
     * @param actors  seats per game
     */
    public StopCheck(StopRule rule, List<String> engines, int actors) {
        this.rule = rule;
        this.prefix = new Prefix(new Standings(engines, actors));
    }

    /**
     * Takes one finished game (in any order; each game once) and checks the rule on every prefix it completes.
     *
     * @return the stop, if the rule has fired (now or before), else null
     */
    public StopDecision offer(GameRecord record) {
        if (stop != null) {
            return stop;
        }
        waiting.put(record.index(), record);
        while (stop == null && !waiting.isEmpty() && waiting.firstKey() == next) {
            prefix.add(waiting.pollFirstEntry().getValue());
            next++;
            stop = rule.check(prefix).orElse(null);
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
    public StopDecision stop() {
        return stop;
    }

    /** The SPRT's state over every complete game pair of {@code standings} (null unless the rule is sprt). */
    public Sprt.Status sprtStatus(Standings standings) {
        return rule.sprtStatus(standings.pentanomial()).orElse(null);
    }

    /**
     * A rule's view of a set of games ({@link StopRule.Games}): the prefix checked after every game, whose fit is
     * continued from the previous prefix's (one Newton step or two per game), or any standings
     * ({@link #of(Standings)}).
     */
    public static final class Prefix implements StopRule.Games {

        private final Standings standings;
        private BradleyTerry.Fit lastFit;

        private Prefix(Standings standings) {
            this.standings = standings;
        }

        /**
         * @param standings games played
         * @return them as a rule sees them
         */
        public static Prefix of(Standings standings) {
            return new Prefix(standings);
        }

        private void add(GameRecord record) {
            standings.add(record);
        }

        @Override
        public int count() {
            return standings.gameCount();
        }

        @Override
        public List<String> engines() {
            return standings.engines();
        }

        @Override
        public BradleyTerry.Fit fit() {
            lastFit = standings.fitFrom(lastFit);
            return lastFit;
        }

        @Override
        public BradleyTerry.Fit exactFit() {
            return standings.fit();
        }

        @Override
        public Pentanomial pentanomial() {
            return standings.pentanomial();
        }
    }
}
