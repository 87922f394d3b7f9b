package dev.arbiter.elo.simulation;

import dev.arbiter.elo.BradleyTerry;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A stream of simulated games between engines of known strength, in schedule order ({@link Format}), scored by a
 * {@link GameModel}. Every random choice flows from the seed: the same seed gives the same games.
 */
public final class SimulatedTournament {

    private final double[] strength;
    private final Format format;
    private final GameModel model;
    private final List<Format.Seating> round;
    private final SplittableRandom random;
    private int index;
    private double bias;

    /**
     * @param strength true Elo of each engine
     * @param format   the schedule
     * @param model    how games end
     * @param seed     seed of every random choice
     */
    public SimulatedTournament(double[] strength, Format format, GameModel model, long seed) {
        this.strength = strength.clone();
        this.format = format;
        this.model = model;
        this.round = format.round(strength.length);
        this.random = new SplittableRandom(seed);
    }

    /** @return games in one round */
    public int gamesPerRound() {
        return round.size();
    }

    /** @return the next game of the schedule */
    public SimulatedGame next() {
        int r = index / round.size();
        int k = index % round.size();
        if (k == 0) {
            bias = format.seats() == 1 ? random.nextGaussian() : model.startSpread() * random.nextGaussian();
        }
        Format.Seating seating = round.get(k);
        double[] s = new double[seating.seats().length];
        for (int seat = 0; seat < s.length; seat++) {
            s[seat] = strength[seating.seats()[seat]];
        }
        SimulatedGame game = new SimulatedGame(index, r, seating.pairing(), seating.seats().clone(),
                model.play(s, bias, random));
        index++;
        return game;
    }

    /**
     * The ratings the pairwise Bradley–Terry fit converges to with infinitely many rounds of this schedule: the
     * fit of the expected scores. With a seat advantage the pooled expected score of two engines is not exactly
     * the logistic of their strength difference, so this, not {@code strength}, is what an interval must cover.
     *
     * @return Elo per engine, mean 0
     */
    public double[] limitRatings() {
        int n = strength.length;
        double[][] games = new double[n][n];
        double[][] points = new double[n][n];
        if (format.seats() == 1) {
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (a != b) {
                        games[a][b] = 1.0;
                        points[a][b] = dev.arbiter.elo.Elo.toScore(strength[a] - strength[b]);
                    }
                }
            }
        } else {
            for (Format.Seating seating : round) {
                int[] seats = seating.seats();
                for (int x = 0; x < seats.length; x++) {
                    for (int y = x + 1; y < seats.length; y++) {
                        int a = seats[x];
                        int b = seats[y];
                        double e = model.expectedScore(strength[a] - strength[b], x == 0, false);
                        games[a][b]++;
                        games[b][a]++;
                        points[a][b] += e;
                        points[b][a] += 1.0 - e;
                    }
                }
            }
        }
        return BradleyTerry.fit(games, points, 0.0).elo();
    }
}
