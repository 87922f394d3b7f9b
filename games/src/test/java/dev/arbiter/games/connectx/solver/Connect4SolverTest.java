package dev.arbiter.games.connectx.solver;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class Connect4SolverTest {

    private static Connect4Solver solver;

    @BeforeAll
    static void createSolver() {
        solver = new Connect4Solver();
    }

    @AfterAll
    static void dropSolver() {
        solver = null;
    }

    private static int solve(String moves, boolean weak) {
        solver.resetTable();
        return solver.solve(Position.parse(moves), weak);
    }

    @Test
    void groundTruthExamplesHaveTheirPublishedScores() {
        assertThat(solve("4455", false)).isEqualTo(18);
        assertThat(solve("44455554221", false)).isEqualTo(-15);
    }

    @Test
    void immediateWinScoresByTheStonesLeft() {
        assertThat(solve("445566", false)).isEqualTo((43 - 6) / 2);
        assertThat(solver.nodes()).isZero();
    }

    @Test
    void weakSolveGivesOnlyTheSign() {
        assertThat(solve("4455", true)).isEqualTo(1);
        assertThat(solve("44455554221", true)).isEqualTo(-1);
    }

    @Test
    void endEasySetIsSolvedExactly() throws IOException {
        assertAllScores("Test_L3_R1", 1, false);
    }

    @Test
    void middleEasySetIsSolvedExactly() throws IOException {
        assertAllScores("Test_L2_R1", 1, false);
    }

    @Test
    void middleMediumSampleIsSolvedExactly() throws IOException {
        assertAllScores("Test_L2_R2", 20, false);
    }

    @Test
    void beginEasySampleIsSolvedExactly() throws IOException {
        assertAllScores("Test_L1_R1", 20, false);
    }

    @Test
    void weakSolveMatchesTheSignOnMiddleEasy() throws IOException {
        assertAllScores("Test_L2_R1", 5, true);
    }

    @Test
    void visitsAsManyNodesAsPonsSolverOnTheEasySets() throws IOException {
        assertThat(meanNodes("Test_L3_R1")).isEqualTo(51);
        assertThat(meanNodes("Test_L2_R1")).isEqualTo(450);
    }

    private static long meanNodes(String file) throws IOException {
        List<PonsTestSets.Case> cases = PonsTestSets.load(file, 1);
        long nodes = 0;
        for (PonsTestSets.Case c : cases) {
            solve(c.moves(), false);
            nodes += solver.nodes();
        }
        return Math.round(nodes / (double) cases.size());
    }

    private static void assertAllScores(String file, int step, boolean weak) throws IOException {
        List<PonsTestSets.Case> cases = PonsTestSets.load(file, step);
        List<String> wrong = new ArrayList<>();
        for (PonsTestSets.Case c : cases) {
            int expected = weak ? Integer.signum(c.score()) : c.score();
            int got = solve(c.moves(), weak);
            if (got != expected) {
                wrong.add("line " + c.line() + " " + c.moves() + ": expected " + expected + ", got " + got);
            }
        }
        assertThat(cases).isNotEmpty();
        assertThat(wrong).isEmpty();
    }
}
