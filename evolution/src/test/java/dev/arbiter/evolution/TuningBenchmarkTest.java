package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class TuningBenchmarkTest {

    private static TuningBenchmark.Setup setup(int d, TuningBenchmark.Start start, TuningBenchmark.Shape shape) {
        return new TuningBenchmark.Setup(d, start, shape);
    }

    @Test
    void nearStartIsTwoEloBelowAnOptimumAwayFromTheCentreForEveryShapeAndDimension() {
        for (TuningBenchmark.Shape shape : TuningBenchmark.Shape.values()) {
            for (int d : new int[] {4, 8}) {
                for (long seed = 0; seed < 20; seed++) {
                    TuningBenchmark.Problem near = TuningBenchmark.problem(setup(d, TuningBenchmark.Start.NEAR, shape), seed);
                    assertThat(near.landscape().loss(near.start())).isCloseTo(2.0, within(1e-9));
                    assertThat(near.landscape().loss(near.landscape().optimum())).isCloseTo(0.0, within(1e-12));
                    for (double x : near.landscape().optimum()) {
                        assertThat(Math.abs(x - 100)).isBetween(35.0, 50.0);
                    }
                }
            }
        }
    }

    @Test
    void aScaledLandscapeMultipliesEveryLossAndKeepsTheOptimumAndTheStarts() {
        for (TuningBenchmark.Shape shape : TuningBenchmark.Shape.values()) {
            for (long seed = 0; seed < 5; seed++) {
                TuningBenchmark.Problem own = TuningBenchmark.problem(setup(4, TuningBenchmark.Start.FAR, shape), seed);
                TuningBenchmark.Problem sharp = TuningBenchmark.problem(
                        new TuningBenchmark.Setup(4, TuningBenchmark.Start.FAR, shape, 4), seed);
                assertThat(sharp.landscape().optimum()).containsExactly(own.landscape().optimum());
                assertThat(sharp.start()).containsExactly(own.start());
                assertThat(sharp.landscape().loss(sharp.start()))
                        .isCloseTo(4 * own.landscape().loss(own.start()), within(1e-9));
            }
        }
    }

    @Test
    void farStartIsTheCornerFarthestFromTheOptimumOnTheSameLandscape() {
        TuningBenchmark.Setup far = setup(4, TuningBenchmark.Start.FAR, TuningBenchmark.Shape.QUADRATIC);
        for (long seed = 0; seed < 20; seed++) {
            TuningBenchmark.Problem problem = TuningBenchmark.problem(far, seed);
            double[] optimum = problem.landscape().optimum();
            for (int i = 0; i < 4; i++) {
                assertThat(problem.start()[i]).isEqualTo(optimum[i] < 100 ? 200.0 : 0.0);
            }
            assertThat(problem.landscape().loss(problem.start())).isBetween(14.7, 18.1);
            assertThat(problem.landscape().optimum()).containsExactly(
                    TuningBenchmark.problem(setup(4, TuningBenchmark.Start.NEAR, TuningBenchmark.Shape.QUADRATIC), seed)
                            .landscape().optimum());
        }
    }

    @Test
    void skewedLandscapeIsNotQuadraticAlongAnyAxis() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(setup(4, TuningBenchmark.Start.NEAR,
                TuningBenchmark.Shape.SKEWED), 3);
        double[] optimum = problem.landscape().optimum();
        for (int i = 0; i < 4; i++) {
            double[] below = optimum.clone();
            double[] above = optimum.clone();
            below[i] -= 30;
            above[i] += 30;
            double[] twiceAbove = optimum.clone();
            twiceAbove[i] += 60;
            double lossBelow = problem.landscape().loss(below);
            double lossAbove = problem.landscape().loss(above);
            assertThat(Math.abs(lossAbove - lossBelow) / (lossAbove + lossBelow)).as("asymmetry of parameter " + i)
                    .isGreaterThan(0.05);
            assertThat(problem.landscape().loss(twiceAbove) / lossAbove).as("growth of parameter " + i)
                    .isNotCloseTo(4.0, within(0.1));
        }
    }

    @Test
    void tunersAreChosenByNameAndPlansCanBeSpelledOut() {
        TuningBenchmark.Setup s = setup(4, TuningBenchmark.Start.NEAR, TuningBenchmark.Shape.QUADRATIC);
        assertThat(TuningBenchmark.tuner("de", s).create(new double[] {1, 2, 3, 4}, 1)).isInstanceOf(DifferentialEvolution.class);
        assertThat(TuningBenchmark.tuner("spsa", s).create(new double[] {1, 2, 3, 4}, 1)).isInstanceOf(Spsa.class);
        assertThat(TuningBenchmark.tuner("spsa:100000:1.5:0.5", s).create(new double[] {1, 2, 3, 4}, 1))
                .isInstanceOf(Spsa.class);
        for (String bad : List.of("cmaes", "spsa:100000:1", "spsa:x:1:1", "spsa:100000:0:1")) {
            assertThatThrownBy(() -> TuningBenchmark.tuner(bad, s)).as(bad)
                    .hasMessageContaining("unknown tuner '" + bad + "'");
        }
    }

    @Test
    void figuresArePrintedAsNameValueUnitLines() {
        var f = new TuningBenchmark.Figures("de", new long[] {1200, 64000}, new int[] {0, 2}, 0.1234, 3.0,
                new long[][] {{1200}, {64000}});
        assertThat(TuningBenchmark.lines(f)).containsExactly(
                "tuning.de.games_to_2 1200 games",
                "tuning.de.games_to_0.5 64000 games",
                "tuning.de.censored_2 0 runs",
                "tuning.de.censored_0.5 2 runs",
                "tuning.de.final_loss 0.123 elo");
    }

    @Test
    void ratioToTheBoundIsTheRatioOfMediansWithABootstrapRangeAroundIt() {
        long[] bound = {100, 200, 300, 400, 500};
        long[] twice = {200, 400, 600, 800, 1000};
        var b = new TuningBenchmark.Figures("bound", new long[] {0, 300}, new int[2], 0, 0, new long[][] {bound, bound});
        var t = new TuningBenchmark.Figures("de", new long[] {0, 600}, new int[2], 0, 0, new long[][] {twice, twice});
        TuningBenchmark.Ratio r = TuningBenchmark.vsBound(t, b);
        assertThat(r.ratio()).isEqualTo(2.0);
        assertThat(r.low()).isEqualTo(2.0);
        assertThat(r.high()).isEqualTo(2.0);
        long[] noisy = {150, 450, 500, 900, 1200};
        var n = new TuningBenchmark.Figures("de", new long[] {0, 500}, new int[2], 0, 0, new long[][] {noisy, noisy});
        TuningBenchmark.Ratio nr = TuningBenchmark.vsBound(n, b);
        assertThat(nr.low()).isLessThan(nr.ratio());
        assertThat(nr.high()).isGreaterThan(nr.ratio());
        assertThat(TuningBenchmark.lines("de", nr)).first().isEqualTo("tuning.de.vs_bound 1.67 x");
    }

    @Test
    void designRateMatchesTheSimulatorsValue() {
        assertThat(TuningBenchmark.designRate(4)).isCloseTo(0.0031, within(0.0001));
    }
}
