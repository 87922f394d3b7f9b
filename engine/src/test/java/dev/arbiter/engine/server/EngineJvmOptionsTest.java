package dev.arbiter.engine.server;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EngineJvmOptionsTest {

    @Test
    void theHeapIsFixedAtTheBaseAndTwiceTheTreeBudgetPreTouchedAndNoSafepointIsPeriodic() {
        assertThat(EngineJvmOptions.forMemory(10L << 20)).containsExactly("-XX:+UseSerialGC", "-Xms84m", "-Xmx84m",
                "-XX:+AlwaysPreTouch", "-XX:-UsePerfData", "-XX:+UnlockDiagnosticVMOptions",
                "-XX:GuaranteedSafepointInterval=0", "-XX:+UnlockExperimentalVMOptions",
                "-XX:InlineCacheBufferSize=2m", "-XX:LoopUnrollLimit=200");
    }

    @Test
    void theTreeBudgetIsReadFromTheServeArgumentsInEitherForm() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "reversi", "--memory", "1g"), true)).contains("-Xmx2112m");
        assertThat(EngineJvmOptions.forServe(List.of("--memory=512k", "--algo", "mm"), true)).contains("-Xmx66m");
    }

    @Test
    void withoutAReadableBudgetTheDefaultTreeIsAssumed() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4"), true)).contains("-Xmx192m");
        assertThat(EngineJvmOptions.forServe(List.of("--memory", "lots"), true)).contains("-Xmx192m");
        assertThat(EngineJvmOptions.forServe(List.of("--memory"), true)).contains("-Xmx192m");
    }

    @Test
    void anEngineWithoutTimeLimitsStartsWithASmallHeapNotPreTouchedBoundedAlike() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4", "--memory", "10m"), false))
                .containsExactly("-XX:+UseSerialGC", "-Xms8m", "-Xmx84m", "-XX:-UsePerfData", "-XX:LoopUnrollLimit=200");
    }

    @Test
    void aTimeLimitOfItsOwnMakesAnEngineTimed() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4", "--time-ms", "50"), false))
                .contains("-XX:+AlwaysPreTouch");
    }

    @Test
    void anEngineThatDoesNotSearchGetsTheFirstTierCompilerOnlyInEitherProfile() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4", "--algo", "random"), false))
                .contains("-XX:TieredStopAtLevel=1");
        assertThat(EngineJvmOptions.forServe(List.of("--algo=greedy", "--time-ms", "50"), false))
                .contains("-XX:TieredStopAtLevel=1", "-XX:+AlwaysPreTouch");
        assertThat(EngineJvmOptions.forServe(List.of("-a", "random"), true)).contains("-XX:TieredStopAtLevel=1");
    }

    @Test
    void anUntimedEngineThatDoesNotSearchGetsASmallYoungGenerationATimedOneKeepsItsProfile() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4", "--algo", "random"), false)).contains("-Xmn1m");
        assertThat(EngineJvmOptions.forServe(List.of("--algo=greedy", "--time-ms", "50"), false)).doesNotContain("-Xmn1m");
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4", "--algo", "mcts"), false)).doesNotContain("-Xmn1m");
    }

    @Test
    void anEngineThatSearchesKeepsTheFullCompilerAndTheDefaultAlgorithmSearches() {
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4", "--algo", "mcts"), false))
                .doesNotContain("-XX:TieredStopAtLevel=1");
        assertThat(EngineJvmOptions.forServe(List.of("--game", "connect4"), true)).doesNotContain("-XX:TieredStopAtLevel=1");
    }
}
