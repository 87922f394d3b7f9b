package dev.arbiter.tournament;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.arbiter.elo.Elimination;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.Standings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * {@code schedule: elimination}: rounds of seat-swapped game pairs between the engines still in play, in batches of
 * {@link Elimination#batchRounds} rounds; after each batch the games so far (those of dropped engines included)
 * are rated and every engine whose anytime-valid bound under the leader is above 0 is dropped
 * ({@link Elimination}); when one engine is left it is named the best, and the run ends. A batch is planned only
 * once every game before it has finished, and is a function of those games in index order, so the games and the
 * verdict do not depend on the concurrency or on a resume. Rounds number starts as in a round-robin (a round's
 * start comes from its seed), and a pairing keeps its round-robin pairing number.
 */
public final class EliminationSchedule implements SchedulePlan {

    /**
     * An engine dropped.
     *
     * @param engine     the engine
     * @param games      games played when it was dropped (the decision's prefix)
     * @param leader     the leader then
     * @param lead       the leader's Elo minus the engine's then
     * @param stdErr     its standard error
     * @param lowerBound its anytime-valid lower bound (above 0)
     */
    public record Drop(String engine, int games, String leader, double lead, @JsonProperty("std_err") double stdErr,
                       @JsonProperty("lower_bound") double lowerBound) {

        /** @return one line: who, when, why */
        public String describe() {
            return String.format(Locale.ROOT, "elimination: %s dropped after %d games (%s leads it by %+.1f Elo, "
                    + "anytime lower bound %+.1f > 0)", engine, games, leader, lead, lowerBound);
        }
    }

    /**
     * What summary.json records.
     *
     * @param kind       {@code elimination}
     * @param confidence the confidence of the verdict
     * @param inPlay     the engines still in play
     * @param dropped    every engine dropped, in order
     * @param named      the engine named the best, or null
     */
    public record Summary(String kind, double confidence, @JsonProperty("in_play") List<String> inPlay,
                          List<Drop> dropped, String named) {
    }

    private final List<String> names;
    private final int rounds;
    private final double confidence;
    private final Elimination rule;
    private final Standings standings;
    private final List<ScheduledGame> games = new ArrayList<>();
    private final TreeMap<Integer, GameRecord> waiting = new TreeMap<>();
    private final List<Drop> drops = new ArrayList<>();
    private int[] survivors;
    private int leader = -1;
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
     */
    EliminationSchedule(List<String> names, int actors, int rounds, double confidence) {
        if (actors != 2) {
            throw new IllegalArgumentException("schedule: 'elimination' needs a two-player game, this one has "
                    + actors + " seats");
        }
        this.names = List.copyOf(names);
        this.rounds = rounds;
        this.confidence = confidence;
        this.rule = new Elimination(names.size(), confidence);
        this.standings = new Standings(names, actors);
        this.survivors = new int[names.size()];
        Arrays.setAll(survivors, i -> i);
        planBatch();
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
        int n = names.size();
        return rounds * n * (n - 1);
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
        for (int s : survivors) {
            inPlay.add(names.get(s));
        }
        return new Summary(ScheduleKind.ELIMINATION.label(), confidence, inPlay, List.copyOf(drops),
                verdict == null ? null : names.get(survivors[0]));
    }

    /** The batch's games are in: rate, drop, and plan the next batch or name the best. */
    private List<Drop> decide() {
        Elimination.Look look = rule.look(standings.fit(), survivors);
        List<Drop> now = new ArrayList<>();
        for (Elimination.Bound b : look.dropped()) {
            now.add(new Drop(names.get(b.player()), offered, names.get(look.leader()), b.lead(), b.stdErr(),
                    b.lowerBound()));
        }
        drops.addAll(now);
        survivors = look.survivors();
        leader = look.leader();
        if (look.decided()) {
            Drop last = drops.get(drops.size() - 1);
            verdict = String.format(Locale.ROOT, "elimination: %s is the best engine at %.0f%% confidence after %d "
                    + "games (the last dropped, %s: lead %+.1f Elo, anytime lower bound %+.1f)", names.get(leader),
                    100 * confidence, offered, last.engine(), last.lead(), last.lowerBound());
        } else {
            planBatch();
        }
        return now;
    }

    private void planBatch() {
        List<int[]> pairings = Elimination.Design.SURVIVORS.pairings(survivors, leader);
        int batch = Math.min(Elimination.batchRounds(pairings.size()), rounds - nextRound);
        for (int r = 0; r < batch; r++, nextRound++) {
            for (int[] p : pairings) {
                int pairing = pairingNumber(p[0], p[1]);
                games.add(new ScheduledGame(games.size(), nextRound, pairing, List.of(p[0], p[1])));
                games.add(new ScheduledGame(games.size(), nextRound, pairing, List.of(p[1], p[0])));
            }
        }
    }

    /** The pairing's number in a round-robin round of all engines: pairs {@code (a, b)}, {@code a < b}, in order. */
    private int pairingNumber(int a, int b) {
        int n = names.size();
        return a * n - a * (a + 1) / 2 + (b - a - 1);
    }
}
