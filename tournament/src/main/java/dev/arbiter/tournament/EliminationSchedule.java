package dev.arbiter.tournament;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.arbiter.elo.Elimination;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.Standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * {@code schedule: elimination}: rounds of seat-swapped game pairs between the engines still in play, in batches of
 * {@link Elimination#batchRounds} rounds; after each batch the games so far (those of dropped engines included)
 * are rated and the run's {@link EliminationJudge} drops the engines it can: among all engines, every engine whose
 * anytime-valid bound under the leader is above 0 ({@link Elimination}), until one is left, named the best; in a
 * gauntlet, every baseline whose comparison with the candidate is decided either way ({@code GauntletElimination}),
 * until none is open. Then the run ends. A batch is planned only once every game before it has finished, and is a
 * function of those games in index order, so the games and the verdict do not depend on the concurrency or on a
 * resume. Rounds number starts as in a round-robin (a round's start comes from its seed), and a pairing keeps its
 * round-robin pairing number, so a two-engine elimination plays the games of a two-engine round-robin.
 */
public final class EliminationSchedule implements SchedulePlan {

    /**
     * An engine dropped: its comparison was decided.
     *
     * @param engine     the engine
     * @param games      games played when it was dropped (the decision's prefix)
     * @param versus     the engine it was compared with: the leader then, or a gauntlet's candidate
     * @param leader     the one of the two ahead (in a gauntlet, the candidate or the engine itself)
     * @param lead       the leader's Elo minus the other's then
     * @param stdErr     its standard error
     * @param lowerBound its anytime-valid lower bound
     * @param threshold  what the bound had to exceed (0) or reach (a {@code threshold} rule's lead), in Elo
     */
    public record Drop(String engine, int games, String versus, String leader, double lead,
                       @JsonProperty("std_err") double stdErr, @JsonProperty("lower_bound") double lowerBound,
                       double threshold) {

        /** @return one line: who, when, why */
        public String describe() {
            String who = leader.equals(engine) ? "it leads " + versus : leader + " leads it";
            String bar = threshold > 0 ? String.format(Locale.ROOT, ">= %.1f", threshold) : "> 0";
            return String.format(Locale.ROOT, "elimination: %s dropped after %d games (%s by %+.1f Elo, "
                    + "anytime lower bound %+.1f %s)", engine, games, who, lead, lowerBound, bar);
        }
    }

    /**
     * What summary.json records.
     *
     * @param kind       {@code elimination}
     * @param confidence the confidence of the verdict
     * @param candidate  a gauntlet's candidate, or null
     * @param inPlay     the engines still in play
     * @param dropped    every engine dropped, in order
     * @param named      the engine named the best, or null
     */
    public record Summary(String kind, double confidence, String candidate,
                          @JsonProperty("in_play") List<String> inPlay, List<Drop> dropped, String named) {
    }

    private final List<String> names;
    private final int rounds;
    private final double confidence;
    private final EliminationJudge judge;
    private final int limit;
    private final Standings standings;
    private final List<ScheduledGame> games = new ArrayList<>();
    private final TreeMap<Integer, GameRecord> waiting = new TreeMap<>();
    private final List<Drop> drops = new ArrayList<>();
    private int nextRound;
    private int offered;
    private String verdict;

    /**
     * The plan before any game.
     *
     * @param names      the engines, in configuration order
     * @param actors     seats per game (2)
     * @param rounds     the most rounds
     * @param confidence the confidence of the verdict
     * @param judge      who is dropped when
     */
    EliminationSchedule(List<String> names, int actors, int rounds, double confidence, EliminationJudge judge) {
        if (actors != 2) {
            throw new IllegalArgumentException("schedule: 'elimination' needs a two-player game, this one has "
                    + actors + " seats");
        }
        this.names = List.copyOf(names);
        this.rounds = rounds;
        this.confidence = confidence;
        this.judge = judge;
        this.limit = rounds * 2 * judge.pairings().size();
        this.standings = new Standings(names, actors);
        planBatch();
    }

    /**
     * A gauntlet of several baselines applies a {@code threshold} rule to each comparison (split over them), so the
     * rule is not also checked on the whole field: the run ends when every comparison is decided. Any other rule (and
     * every rule of an elimination among all engines, or of two engines) is checked as in a round-robin.
     */
    @Override
    public StopRule checkedRule(StopRule configured) {
        boolean splitHere = configured != null && judge.candidate() != null && names.size() > 2
                && configured.splitOverComparisons();
        return splitHere ? StopRule.NONE : configured;
    }

    @Override
    public synchronized int planned() {
        return games.size();
    }

    @Override
    public synchronized boolean complete() {
        return verdict != null || nextRound >= rounds;
    }

    @Override
    public int limit() {
        return limit;
    }

    @Override
    public synchronized ScheduledGame get(int index) {
        return games.get(index);
    }

    @Override
    public synchronized List<Drop> offer(GameRecord record) {
        if (record.index() < offered) {
            return List.of();
        }
        waiting.put(record.index(), record);
        List<Drop> dropped = new ArrayList<>();
        while (!waiting.isEmpty() && waiting.firstKey() == offered) {
            standings.add(waiting.pollFirstEntry().getValue());
            offered++;
            if (offered == games.size() && verdict == null) {
                dropped.addAll(decide());
            }
        }
        return dropped;
    }

    @Override
    public synchronized String verdict() {
        return verdict;
    }

    @Override
    public Summary elimination() {
        return summary();
    }

    @Override
    public synchronized Summary summary() {
        List<String> inPlay = new ArrayList<>();
        for (int s : judge.inPlay()) {
            inPlay.add(names.get(s));
        }
        return new Summary(ScheduleKind.ELIMINATION.label(), confidence, judge.candidate(), inPlay, List.copyOf(drops),
                judge.named());
    }

    /** The batch's games are in: rate, drop, and plan the next batch or state the decision. */
    private List<Drop> decide() {
        List<Drop> now = judge.look(standings.fit(), offered);
        drops.addAll(now);
        if (judge.decided()) {
            verdict = judge.verdict(drops, offered);
        } else {
            planBatch();
        }
        return now;
    }

    private void planBatch() {
        List<int[]> pairings = judge.pairings();
        int batch = Math.min(Elimination.batchRounds(pairings.size()), rounds - nextRound);
        for (int r = 0; r < batch; r++, nextRound++) {
            for (int[] p : pairings) {
                int pairing = judge.pairingNumber(p[0], p[1]);
                games.add(new ScheduledGame(games.size(), nextRound, pairing, List.of(p[0], p[1])));
                games.add(new ScheduledGame(games.size(), nextRound, pairing, List.of(p[1], p[0])));
            }
        }
    }
}
