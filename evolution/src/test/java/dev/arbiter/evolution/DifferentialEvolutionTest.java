package dev.arbiter.evolution;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DifferentialEvolutionTest {

    private static final TuningBenchmark.Setup NEAR4 =
            new TuningBenchmark.Setup(4, TuningBenchmark.Start.NEAR, TuningBenchmark.Shape.QUADRATIC);

    private static DeConfig config(double[] start, long seed, DeConfig.Strategy strategy,
                                   DeConfig.Recommendation recommendation) {
        return new DeConfig(TuningBenchmark.space(4), start, seed,
                new DeConfig.Population(8, strategy, 0.4, 0.8, 0.9, 0.25, 0.5),
                new DeConfig.Duel(2, 6, 5.0, 0.05), new DeConfig.Ranking(recommendation, 0.5, 4, 2, 1),
                new DeConfig.Model(1, 1.0, 1.0, 256, true), DeConfig.Design.off());
    }

    @Test
    void populationStartsWithTheSeedAndStaysInsideTheBounds() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(NEAR4, 4);
        DifferentialEvolution de = new DifferentialEvolution(DeConfig.defaults(TuningBenchmark.space(4), problem.start(), 4)
                .withDesign(DeConfig.Design.off()));
        assertThat(de.population()[0]).containsExactly(problem.start());
        assertThat(de.recommendation()).containsExactly(problem.start());
        TuningRun.run(de, new SimulatedOracle(problem.landscape(), 0.61, 1), 5_000, null);
        for (double[] member : de.population()) {
            for (double x : member) {
                assertThat(x).isBetween(0.0, 200.0);
            }
        }
        assertThat(de.generation()).isPositive();
    }

    @Test
    void checkpointedRunContinuesExactlyLikeAnUninterruptedOne() {
        for (DeConfig.Recommendation recommendation : DeConfig.Recommendation.values()) {
            DeConfig.Strategy strategy = recommendation == DeConfig.Recommendation.BEST_RATED
                    ? DeConfig.Strategy.CURRENT_TO_PBEST_1 : DeConfig.Strategy.BEST_1_BIN;
            TuningBenchmark.Problem problem = TuningBenchmark.problem(NEAR4, 2);
            DeConfig config = config(problem.start(), 11, strategy, recommendation);

            DifferentialEvolution full = new DifferentialEvolution(config);
            TuningRun.run(full, new SimulatedOracle(problem.landscape(), 0.6, 3), 3_000, null);

            DifferentialEvolution first = new DifferentialEvolution(config);
            SimulatedOracle oracle = new SimulatedOracle(problem.landscape(), 0.6, 3);
            TuningRun.run(first, oracle, 1_237, null);
            DeState state = first.save();
            SimulatedOracle resumedOracle = new SimulatedOracle(problem.landscape(), 0.6, 99);
            resumedOracle.restoreState(oracle.saveState());
            DifferentialEvolution resumed = new DifferentialEvolution(config, state);
            TuningRun.run(resumed, resumedOracle, 3_000 - 1_237, null);

            assertThat(resumed.recommendation()).as(recommendation.name()).containsExactly(full.recommendation());
            assertThat(resumed.population()).isDeepEqualTo(full.population());
            assertThat(resumed.generation()).isEqualTo(full.generation());
            assertThat(resumed.memberRatings()).containsExactly(full.memberRatings());
        }
    }

    @Test
    void theCheckpointKeepsOnlyTheMembersAndTheRatingWindowHoweverLongTheRun() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(NEAR4, 6);
        DeConfig config = config(problem.start(), 6, DeConfig.Strategy.BEST_1_BIN, DeConfig.Recommendation.CENTROID);
        DifferentialEvolution de = new DifferentialEvolution(config);
        SimulatedOracle oracle = new SimulatedOracle(problem.landscape(), 0.6, 6);
        int window = config.population().size() * (config.ranking().ratingGenerations() + 2);
        while (de.generation() < 60) {
            TuningRun.run(de, oracle, 1, null);
            assertThat(de.save().ledger().entries().ids().length).isLessThanOrEqualTo(window);
        }
        assertThat(de.save().ledger().nextId()).isEqualTo(config.population().size() * 62);
    }

    @Test
    void aCheckpointOfRandOneCarriesFittedMemberRatingsAlthoughTheRunNeverRatesItsMembers() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(NEAR4, 3);
        DifferentialEvolution de = new DifferentialEvolution(DeConfig.defaults(TuningBenchmark.space(4), problem.start(), 3)
                .withDesign(DeConfig.Design.off()));
        TuningRun.run(de, new SimulatedOracle(problem.landscape(), 0.61, 3), 20_000, null);
        double[] saved = de.save().members().memberElo();
        assertThat(saved).containsExactly(de.memberRatings());
        assertThat(java.util.Arrays.stream(saved).anyMatch(elo -> elo != 0)).isTrue();
    }

    @Test
    void theResponseSurfaceProposesOneTrialPerGenerationAndRemembersOnlyItsWindow() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(NEAR4, 8);
        DeConfig base = config(problem.start(), 8, DeConfig.Strategy.RAND_1_BIN, DeConfig.Recommendation.CENTROID);
        DeConfig config = new DeConfig(base.space(), base.seedVector(), 8, base.population(), base.duel(), base.ranking(),
                new DeConfig.Model(1, 1.0, 1.0, 5, true), DeConfig.Design.off());
        DifferentialEvolution de = new DifferentialEvolution(config);
        SimulatedOracle oracle = new SimulatedOracle(problem.landscape(), 0.61, 8);
        while (de.generation() < 12) {
            TuningRun.run(de, oracle, 1, null);
        }
        DeState state = de.save();
        assertThat(state.surfaces().modelDuels()).hasSize(5 * config.population().size())
                .allSatisfy(d -> assertThat(d.generation()).isBetween(7, 11));
        double[][] population = de.population();
        double[] centre = de.progress().centre();
        double[] sd = de.progress().spread();
        int proposed = 0;
        for (int i = 0; i < config.population().size(); i++) {
            boolean inTrustRegion = true;
            for (int j = 0; j < 4; j++) {
                inTrustRegion &= Math.abs(state.duels().trials()[i][j] - centre[j]) <= sd[j] + 0.5;
            }
            proposed += inTrustRegion && !java.util.Arrays.equals(state.duels().trials()[i], population[i]) ? 1 : 0;
        }
        assertThat(proposed).isGreaterThanOrEqualTo(1);
    }

    @Test
    void severalOutstandingRequestsMayBeReportedInAnyOrder() {
        TuningBenchmark.Problem problem = TuningBenchmark.problem(NEAR4, 5);
        DifferentialEvolution de = new DifferentialEvolution(
                config(problem.start(), 5, DeConfig.Strategy.RAND_1_BIN, DeConfig.Recommendation.CENTROID));
        SimulatedOracle oracle = new SimulatedOracle(problem.landscape(), 0.6, 5);
        long played = 0;
        while (de.generation() < 3) {
            List<PairRequest> batch = new ArrayList<>();
            PairRequest request;
            while (batch.size() < 5 && (request = de.nextRequest()) != null) {
                batch.add(request);
            }
            assertThat(batch).isNotEmpty();
            assertThat(de.outstandingRequests()).hasSize(batch.size());
            for (int k = batch.size() - 1; k >= 0; k--) {
                de.report(batch.get(k).id(), oracle.playPair(batch.get(k).a(), batch.get(k).b()));
                played++;
            }
        }
        assertThat(de.pairsPlayed()).isEqualTo(played);
        assertThat(played).isBetween(3L * 8 * 2, 3L * 8 * 6 + 4);
    }

    @Test
    void trialNeverPlaysACopyOfItsTargetWithIntegerParameters() {
        ParameterSpace space = new ParameterSpace(new double[] {0, 0}, new double[] {3, 3}, new boolean[] {true, true});
        DeConfig config = new DeConfig(space, new double[] {1, 1}, 8,
                new DeConfig.Population(6, DeConfig.Strategy.RAND_1_BIN, 0.1, 0.2, 0.5, 0.2, 0.3),
                new DeConfig.Duel(1, 2, 5.0, 0.05), new DeConfig.Ranking(DeConfig.Recommendation.CENTROID, 0.5, 0, 1, 1),
                new DeConfig.Model(0, 1.0, 2.0, 256, true), DeConfig.Design.off());
        DifferentialEvolution de = new DifferentialEvolution(config);
        for (int n = 0; n < 2_000; n++) {
            PairRequest request = de.nextRequest();
            assertThat(request.a()).isNotEqualTo(request.b());
            de.report(request.id(), n % 5);
        }
    }
}
