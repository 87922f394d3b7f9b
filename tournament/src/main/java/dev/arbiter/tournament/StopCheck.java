package dev.arbiter.tournament;

import dev.arbiter.elo.LeaderTest;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.elo.Sprt;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.Standings;

import java.util.List;
import java.util.Locale;

/**
 * Decides whether a qualification may stop early under its {@link StopRule}, and says why:
 * <ul>
 *   <li>{@code threshold}: the leader is ahead of every rival by at least T Elo and each lead is significant
 *       at the configured confidence with the error rate split across the rivals ({@link LeaderTest});</li>
 *   <li>{@code sprt}: two engines, pentanomial GSPRT on normalized Elo ({@link Sprt}) over complete game pairs;</li>
 *   <li>{@code max-games}: a number of games has been played.</li>
 * </ul>
 */
public final class StopCheck {

    private final StopRule rule;
    private final Sprt sprt;

    /** A check for {@code rule}. */
    public StopCheck(StopRule rule) {
        this.rule = rule;
        this.sprt = rule instanceof StopRule.Sprt s ? new Sprt(s.elo0(), s.elo1(), s.alpha(), s.beta()) : null;
    }

    /** The reason to stop now, or null to go on. */
    public String reason(Standings standings) {
        if (rule instanceof StopRule.MaxGames r) {
            return maxGames(r, standings);
        }
        if (rule instanceof StopRule.Threshold r) {
            return threshold(r, standings);
        }
        if (rule instanceof StopRule.Sprt r) {
            return sprt(r, standings);
        }
        return null;
    }

    private static String maxGames(StopRule.MaxGames rule, Standings standings) {
        int games = standings.gameCount();
        return games >= rule.maxGames() ? "max-games: " + games + " games played" : null;
    }

    private static String threshold(StopRule.Threshold rule, Standings standings) {
        int games = standings.gameCount();
        if (games < Math.max(1, rule.minGames())) {
            return null;
        }
        LeaderTest.Result result = LeaderTest.evaluate(standings.fit(), rule.elo(), rule.confidence());
        if (!result.significant()) {
            return null;
        }
        List<String> engines = standings.engines();
        return String.format(Locale.ROOT, "threshold: %s leads %s by %.0f Elo (needed %.0f), every lead "
                + "significant at %.0f%% confidence (smallest lower bound %+.0f Elo)", engines.get(result.leader()),
                engines.size() == 2 ? engines.get(result.second()) : "every rival (next: " + engines.get(result.second()) + ")",
                result.lead(), rule.elo(), 100 * rule.confidence(), result.margin());
    }

    private String sprt(StopRule.Sprt rule, Standings standings) {
        int games = standings.gameCount();
        Pentanomial pairs = standings.pentanomial();
        if (pairs.pairs() == 0 || games < rule.minGames()) {
            return null;
        }
        Sprt.Status status = sprt.status(pairs);
        if (status.decision() == Sprt.Decision.CONTINUE) {
            return null;
        }
        return String.format(Locale.ROOT, "sprt: %s accepted (LLR %.2f, bounds [%.2f, %.2f], %d pairs)",
                status.decision() == Sprt.Decision.ACCEPT_H1 ? "H1" : "H0", status.llr(), status.lower(),
                status.upper(), pairs.pairs());
    }

    /** The current SPRT state (null unless the rule is sprt). */
    public Sprt.Status sprtStatus(Standings standings) {
        return sprt == null ? null : sprt.status(standings.pentanomial());
    }
}
