package dev.arbiter.elo;

import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ClusteredResultsTest {

    /** Twelve clusters of three players: game pairs with draws, and one three-seat game (last). */
    static final double[][][] LOG = {
        {{0, 1, 1.0}, {1, 0, 0.5}}, {{0, 1, 0.5}, {1, 0, 0.5}}, {{0, 1, 1.0}, {1, 0, 0.0}}, {{0, 1, 0.0}, {1, 0, 1.0}},
        {{0, 2, 1.0}, {2, 0, 0.0}}, {{0, 2, 0.5}, {2, 0, 0.0}}, {{0, 2, 1.0}, {2, 0, 0.5}},
        {{1, 2, 0.5}, {2, 1, 0.5}}, {{1, 2, 1.0}, {2, 1, 0.5}}, {{1, 2, 0.0}, {2, 1, 0.5}}, {{1, 2, 1.0}, {2, 1, 0.0}},
        {{0, 1, 1.0}, {0, 2, 1.0}, {1, 2, 0.5}},
    };

    static ClusteredResults log() {
        ClusteredResults results = new ClusteredResults(3);
        for (int c = 0; c < LOG.length; c++) {
            for (double[] r : LOG[c]) {
                results.add(c, (int) r[0], (int) r[1], r[2]);
            }
        }
        return results;
    }

    @Test
    void totalsAreThoseOfEveryResult() {
        ClusteredResults results = log();
        assertThat(results.results()).isEqualTo(25);
        assertThat(results.clusterCount()).isEqualTo(12);
        assertThat(results.games()[0][1]).isEqualTo(9.0);
        assertThat(results.points()[0][1] + results.points()[1][0]).isEqualTo(9.0);
        assertThat(results.points()[0][1]).isEqualTo(5.5);
    }

    @Test
    void crossStatisticsEqualTheSumsOverClusters() {
        ClusteredResults results = log();
        int pairs = results.pairCount();
        double[][][] brute = new double[pairs][pairs][4];
        for (double[][] cluster : LOG) {
            double[] s = new double[pairs];
            double[] m = new double[pairs];
            for (double[] r : cluster) {
                int a = (int) r[0];
                int b = (int) r[1];
                int p = results.pairIndex(Math.min(a, b), Math.max(a, b));
                s[p] += a < b ? r[2] : 1 - r[2];
                m[p]++;
            }
            for (int p = 0; p < pairs; p++) {
                for (int q = p; q < pairs; q++) {
                    brute[p][q][0] += s[p] * s[q];
                    brute[p][q][1] += s[p] * m[q];
                    brute[p][q][2] += s[q] * m[p];
                    brute[p][q][3] += m[p] * m[q];
                }
            }
        }
        for (int k = 0; k < results.crossSize(); k++) {
            long key = results.crossKey(k);
            double[] expected = brute[(int) (key / pairs)][(int) (key % pairs)];
            assertThat(results.crossCell(k)).containsExactly(expected, within(1e-12));
        }
        assertThat(results.crossSize()).as("three pairs and the three cross terms of the three-seat game").isEqualTo(6);
    }

    @Test
    void theFitIsBitForBitTheSameWhateverTheOrderOfTheResults() {
        ClusteredResults reversed = new ClusteredResults(3);
        for (int c = LOG.length - 1; c >= 0; c--) {
            for (int r = LOG[c].length - 1; r >= 0; r--) {
                reversed.add(c, (int) LOG[c][r][0], (int) LOG[c][r][1], LOG[c][r][2]);
            }
        }
        BradleyTerry.Fit forward = BradleyTerry.fit(log());
        BradleyTerry.Fit backward = BradleyTerry.fit(reversed);
        assertThat(backward.elo()).containsExactly(forward.elo());
        for (int i = 0; i < 3; i++) {
            assertThat(backward.covariance()[i]).containsExactly(forward.covariance()[i]);
        }
    }

    @Test
    void invalidResultsAreRejected() {
        ClusteredResults results = new ClusteredResults(2);
        assertThatThrownBy(() -> results.add(0, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> results.add(0, 0, 2, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> results.add(0, 0, 1, 1.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
