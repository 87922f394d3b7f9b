package dev.arbiter.tournament.support;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.RunFiles;

import java.nio.file.Path;
import java.util.List;

/**
 * A deterministic qualification (node budgets, fixed seeds, random openings on Connect Four) used to check
 * that a run killed with kill -9 and resumed ends exactly like an uninterrupted one. Its {@code main} runs
 * it in a separate JVM so the test can kill that JVM.
 */
public final class ResumeScenario {

    private ResumeScenario() {
    }

    /** The configuration. */
    public static QualifyConfig config() {
        return new QualifyConfig("connect4", List.of(
                Engines.engine("abp", "connect4", "abp", 300),
                Engines.engine("mcts", "connect4", "mcts", 300),
                Engines.engine("greedy", "connect4", "greedy", 1)),
                2, null, 1, Engines.quickLimits(0), 42, Adjudication.SCORE, 7, StopRule.NONE);
    }

    /** Runs the scenario into {@code runDir}. */
    public static Qualification.Result run(Path runDir) throws Exception {
        return new Qualification(config(), GameRegistry.load().create("connect4:openings=4"), new RunFiles(runDir),
                QualificationListener.NONE).run();
    }

    /** Entry point: {@code RUN_DIR}. */
    public static void main(String[] args) throws Exception {
        run(Path.of(args[0]));
    }
}
