package dev.arbiter.elo.simulation;

import java.util.ArrayList;
import java.util.List;

/**
 * The schedule of a simulated qualification, the same as Arbiter's ({@code tournament.referee.Schedule}): a
 * round is one start played once for every seat assignment. Two seats: every pairing (or, in a gauntlet, engine
 * 0 against each other engine) plays two games with the seats swapped; more seats: every group of
 * {@code seats} engines plays once per rotation; one seat: every engine plays the start alone and the engines
 * are compared within the round.
 *
 * @param seats    seats per game (1, 2 or more; with more seats than 2 there must be at least as many engines)
 * @param gauntlet whether engine 0 plays the field instead of a round-robin
 */
public record Format(int seats, boolean gauntlet) {

    /** Validates. */
    public Format {
        if (seats < 1) {
            throw new IllegalArgumentException("seats must be >= 1: " + seats);
        }
    }

    /** Two-seat round-robin. */
    public static final Format ROUND_ROBIN = new Format(2, false);
    /** Two-seat gauntlet of engine 0. */
    public static final Format GAUNTLET = new Format(2, true);

    /** One scheduled game of a round: its group and who sits where. */
    record Seating(int pairing, int[] seats) {
    }

    /** The games of one round, in schedule order. */
    List<Seating> round(int engines) {
        List<Seating> games = new ArrayList<>();
        if (seats == 1) {
            for (int e = 0; e < engines; e++) {
                games.add(new Seating(e, new int[] {e}));
            }
            return games;
        }
        if (engines < seats) {
            throw new IllegalArgumentException(seats + " seats need at least as many engines, got " + engines);
        }
        List<int[]> groups = new ArrayList<>();
        combinations(engines, 0, new int[seats], 0, groups);
        for (int pairing = 0; pairing < groups.size(); pairing++) {
            int[] group = groups.get(pairing);
            for (int rotation = 0; rotation < seats; rotation++) {
                int[] seating = new int[seats];
                for (int s = 0; s < seats; s++) {
                    seating[s] = group[(s + rotation) % seats];
                }
                games.add(new Seating(pairing, seating));
            }
        }
        return games;
    }

    private void combinations(int n, int from, int[] current, int size, List<int[]> out) {
        if (size == current.length) {
            if (!gauntlet || current[0] == 0) {
                out.add(current.clone());
            }
            return;
        }
        for (int i = from; i < n; i++) {
            current[size] = i;
            combinations(n, i + 1, current, size + 1, out);
        }
    }
}
