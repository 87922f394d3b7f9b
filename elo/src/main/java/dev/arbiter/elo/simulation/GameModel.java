package dev.arbiter.elo.simulation;

import dev.arbiter.elo.Elo;

import java.util.SplittableRandom;

/**
 * How a simulated game between engines of known strength ends.
 *
 * <p><b>Two seats.</b> The engine in seat 0 has an Elo advantage {@code Δ = r_0 - r_1 + seatAdvantage + b}
 * where {@code b} is the bias of the start position towards seat 0 (normal with standard deviation
 * {@code startSpread}, drawn once per round: every game of the round starts there). Its expected score is the
 * logistic {@code s = 1 / (1 + 10^(-Δ/400))}; a draw happens with probability {@code d = 2 d0 min(s, 1 - s)}
 * ({@code d0 = drawRate}, the draw rate of equal engines on a fair start, falling to 0 for a certain result)
 * and the rest is split so that the expected score stays {@code s}: win {@code s - d/2}, loss {@code 1 - s - d/2}.
 *
 * <p><b>More seats</b> (a many-player game such as Tron). Each seat's performance is
 * {@code r/ (400/ln 10) + G} with {@code G} standard Gumbel, seat 0 adding the seat advantage and the start's
 * bias; higher performance ranks higher. The difference of two Gumbel variables is logistic, so every pair of
 * seats is an exact Bradley–Terry comparison (Luce's choice model). No draws.
 *
 * <p><b>One seat</b> (a puzzle). Each engine's score on a round's start is {@code r/(400/ln 10) + c + G},
 * {@code c} the start's difficulty (common to all engines of the round, standard normal), so the comparisons
 * within a round are again exact Bradley–Terry comparisons. No draws.
 *
 * @param drawRate      draw probability of equal engines on a fair start (two seats), in [0, 1)
 * @param seatAdvantage Elo advantage of seat 0
 * @param startSpread   standard deviation in Elo of a start position's bias towards seat 0
 */
public record GameModel(double drawRate, double seatAdvantage, double startSpread) {

    /** Validates. */
    public GameModel {
        if (!(drawRate >= 0.0 && drawRate < 1.0)) {
            throw new IllegalArgumentException("draw rate must be in [0, 1): " + drawRate);
        }
        if (!Double.isFinite(seatAdvantage) || !(startSpread >= 0.0) || Double.isInfinite(startSpread)) {
            throw new IllegalArgumentException("seat advantage and start spread must be finite, spread >= 0");
        }
    }

    /** Independent games: no seat advantage, fair starts. */
    public static GameModel independent(double drawRate) {
        return new GameModel(drawRate, 0.0, 0.0);
    }

    /**
     * Scores of one game.
     *
     * @param strength true Elo of the engine in each seat
     * @param bias     the start's bias towards seat 0 in Elo (two or more seats), or its difficulty (one seat)
     * @param random   the source of the game's randomness
     * @return the score of each seat (higher is better; equal scores are a draw)
     */
    public double[] play(double[] strength, double bias, SplittableRandom random) {
        int seats = strength.length;
        double[] scores = new double[seats];
        if (seats == 2) {
            double s = Elo.toScore(strength[0] - strength[1] + seatAdvantage + bias);
            double d = 2.0 * drawRate * Math.min(s, 1.0 - s);
            double u = random.nextDouble();
            if (u < s - d / 2.0) {
                scores[0] = 1.0;
            } else if (u < s + d / 2.0) {
                scores[0] = 0.5;
                scores[1] = 0.5;
            } else {
                scores[1] = 1.0;
            }
            return scores;
        }
        for (int seat = 0; seat < seats; seat++) {
            double edge = seats > 1 && seat == 0 ? seatAdvantage + bias : 0.0;
            scores[seat] = (strength[seat] + edge) / Elo.SCALE + (seats == 1 ? bias : 0.0) + gumbel(random);
        }
        return scores;
    }

    /**
     * Expected score of {@code a} against {@code b} in one game, averaged over starts.
     *
     * @param diff      true Elo of {@code a} minus that of {@code b}
     * @param aInSeat0  whether {@code a} holds seat 0
     * @param bInSeat0  whether {@code b} holds seat 0
     * @return the expected score of {@code a}
     */
    public double expectedScore(double diff, boolean aInSeat0, boolean bInSeat0) {
        if (!aInSeat0 && !bInSeat0) {
            return Elo.toScore(diff);
        }
        double sign = aInSeat0 ? 1.0 : -1.0;
        if (startSpread == 0.0) {
            return Elo.toScore(diff + sign * seatAdvantage);
        }
        int nodes = 401;
        double sum = 0.0;
        double weights = 0.0;
        for (int k = 0; k < nodes; k++) {
            double z = -8.0 + 16.0 * k / (nodes - 1);
            double w = Math.exp(-0.5 * z * z);
            sum += w * Elo.toScore(diff + sign * (seatAdvantage + startSpread * z));
            weights += w;
        }
        return sum / weights;
    }

    private static double gumbel(SplittableRandom random) {
        double u = random.nextDouble();
        while (u == 0.0) {
            u = random.nextDouble();
        }
        return -Math.log(-Math.log(u));
    }
}
