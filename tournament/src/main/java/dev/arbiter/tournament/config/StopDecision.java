package dev.arbiter.tournament.config;

import dev.arbiter.elo.Sprt;

import java.util.List;

/**
 * A stop rule fired ({@link StopRule#check}): on which games, why in one line, and the figures behind it.
 *
 * @param rule   the rule's name
 * @param games  the prefix it fired on: games {@code 0..games-1}
 * @param line   one line saying why
 * @param leader for {@code threshold}: the leader and its bounds (null otherwise)
 * @param sprt   for {@code sprt}: the test's state (null otherwise)
 */
public record StopDecision(String rule, int games, String line, Leader leader, Sprt.Status sprt) {

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
     * @param stdErr     its standard error at the estimate
     * @param lowerBound its anytime-valid lower confidence bound
     */
    public record Rival(String engine, double lead, double stdErr, double lowerBound) {
    }
}
