package dev.arbiter.tournament.referee;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.RandomAccess;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Plans the games of a qualification. A round is one fresh start played once for every assignment of
 * engines to seats (MiniFrame: "one game for each combination of actors"), so seat advantages cancel:
 * <ul>
 *   <li>two actors: every pair of engines (or, for a gauntlet, the gauntlet engine against each other
 *       engine) plays two games with the seats swapped;</li>
 *   <li>one actor: every engine plays the round's start alone; results are compared within the round;</li>
 *   <li>more actors: every group of {@code actors} engines plays once per rotation of the seats. With fewer
 *       engines than seats the engines repeat ({@code 0 1 0} for two engines and three seats), and the extra
 *       seats go to each engine in turn ({@code 0 1 0}, then {@code 1 0 1}), so that no engine is always the
 *       one with more copies of itself at the table.</li>
 * </ul>
 * A seating that a round already holds (a rotation equal to an earlier one, as {@code 0 1 0 1} turned twice)
 * is played only once per round.
 * The plan is a pure function of its inputs, which makes resuming a run exact.
 */
public final class Schedule {

    private Schedule() {
    }

    /**
     * All games of {@code rounds} rounds, round by round, as a list computed on demand: one round is planned,
     * and game {@code i} is game {@code i % perRound} of round {@code i / perRound}, so that the plan of a
     * million rounds takes the memory of one.
     *
     * @param gauntlet index of the gauntlet engine, or -1 for a round-robin
     * @throws IllegalArgumentException if the games do not fit in an int index
     */
    public static List<ScheduledGame> plan(int engines, int actors, int rounds, int gauntlet) {
        List<ScheduledGame> round = round(engines, actors, gauntlet);
        long total = (long) rounds * round.size();
        if (rounds < 0 || total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("rounds: " + rounds + " rounds of " + round.size() + " games are "
                    + total + " games, more than a run can index");
        }
        return new Planned(round, (int) total);
    }

    /** The games of one round: every seating of every group of engines, each once. */
    public static List<ScheduledGame> round(int engines, int actors, int gauntlet) {
        List<int[]> groups = groups(engines, actors, gauntlet);
        List<ScheduledGame> round = new ArrayList<>();
        Set<List<Integer>> seen = new HashSet<>();
        for (int pairing = 0; pairing < groups.size(); pairing++) {
            int[] group = groups.get(pairing);
            int rotations = actors == 1 ? 1 : actors;
            for (int rotation = 0; rotation < rotations; rotation++) {
                List<Integer> seats = new ArrayList<>(actors);
                for (int seat = 0; seat < actors; seat++) {
                    seats.add(group[(seat + rotation) % group.length]);
                }
                if (seen.add(seats)) {
                    round.add(new ScheduledGame(round.size(), 0, pairing, List.copyOf(seats)));
                }
            }
        }
        return List.copyOf(round);
    }

    /** The games of every round, computed from the games of one. */
    private static final class Planned extends AbstractList<ScheduledGame> implements RandomAccess {

        private final List<ScheduledGame> round;
        private final int size;

        Planned(List<ScheduledGame> round, int size) {
            this.round = round;
            this.size = size;
        }

        @Override
        public ScheduledGame get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("game " + index + " of " + size);
            }
            ScheduledGame g = round.get(index % round.size());
            return new ScheduledGame(index, index / round.size(), g.pairing(), g.seats());
        }

        @Override
        public int size() {
            return size;
        }
    }

    private static List<int[]> groups(int engines, int actors, int gauntlet) {
        List<int[]> groups = new ArrayList<>();
        if (actors == 1) {
            for (int e = 0; e < engines; e++) {
                groups.add(new int[] {e});
            }
            return groups;
        }
        if (engines <= actors) {
            for (int offset = 0; offset < engines; offset++) {
                int[] all = new int[actors];
                for (int s = 0; s < actors; s++) {
                    all[s] = (s + offset) % engines;
                }
                groups.add(all);
            }
            return groups;
        }
        combinations(engines, actors, 0, new int[actors], 0, groups, gauntlet);
        return groups;
    }

    private static void combinations(int n, int k, int from, int[] current, int size, List<int[]> out, int gauntlet) {
        if (size == k) {
            if (gauntlet < 0 || contains(current, gauntlet)) {
                out.add(current.clone());
            }
            return;
        }
        for (int i = from; i < n; i++) {
            current[size] = i;
            combinations(n, k, i + 1, current, size + 1, out, gauntlet);
        }
    }

    private static boolean contains(int[] values, int x) {
        for (int v : values) {
            if (v == x) {
                return true;
            }
        }
        return false;
    }

    /** The seed of a round, derived from the run's seed (SplitMix64 through {@link SplittableRandom}). */
    public static long roundSeed(long seed, int round) {
        return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (round + 1L))).nextLong();
    }
}
