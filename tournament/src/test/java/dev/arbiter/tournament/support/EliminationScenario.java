package dev.arbiter.tournament.support;

import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.RunFiles;

import java.nio.file.Path;
import java.util.List;

/**
 * A deterministic qualification with {@code schedule: elimination} between real engine processes (node budgets,
 * fixed seed, random openings on Connect Four): alpha-beta, one-ply greedy and random, among all three or as a
 * gauntlet of one of them. Its {@code main} runs it in a separate JVM so a test can kill that JVM.
 */
public final class EliminationScenario {

    private EliminationScenario() {
    }

    /** The configuration, {@code concurrency} games at once, a gauntlet of {@code gauntlet} unless it is null. */
    public static QualifyConfig config(int concurrency, String gauntlet) {
        return new QualifyConfig(GameRules.of("connect4").withLimits(Engines.quickLimits(0))
                .withPlyLimit(42, Adjudication.SCORE), List.of(
                Engines.engine("abp", "connect4", "abp", 300),
                Engines.engine("greedy", "connect4", "greedy", 1),
                Engines.engine("random", "connect4", "random", 1)),
                new QualifyConfig.Rounds(24, gauntlet, ScheduleKind.ELIMINATION), new QualifyConfig.Serving(concurrency), 11,
                StopRule.NONE);
    }

    /** Runs the scenario into {@code runDir}. */
    public static Qualification.Result run(Path runDir, int concurrency, String gauntlet) throws Exception {
        return new Qualification(config(concurrency, gauntlet), GameRegistry.load().create("connect4:openings=4"),
                new RunFiles(runDir), QualificationListener.NONE).run();
    }

    /** Entry point: {@code RUN_DIR CONCURRENCY [GAUNTLET]}. */
    public static void main(String[] args) throws Exception {
        run(Path.of(args[0]), Integer.parseInt(args[1]), args.length > 2 ? args[2] : null);
    }
}
