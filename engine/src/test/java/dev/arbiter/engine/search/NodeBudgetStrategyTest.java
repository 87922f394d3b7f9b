package dev.arbiter.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NodeBudgetStrategyTest {

    /** Connect Four's first move: 42 empty cells, 21 moves at most for the first player. */
    private static final int MOST = NodeBudgetStrategy.mostMovesLeft(42, 2);

    @Test
    void theMostMovesLeftAreThePliesLeftSharedAmongTheActorsRoundedUp() {
        assertThat(MOST).isEqualTo(21);
        assertThat(NodeBudgetStrategy.mostMovesLeft(41, 2)).isEqualTo(21);
        assertThat(NodeBudgetStrategy.mostMovesLeft(1, 2)).isEqualTo(1);
        assertThat(NodeBudgetStrategy.mostMovesLeft(0, 2)).isEqualTo(1);
        assertThat(NodeBudgetStrategy.mostMovesLeft(-1, 2)).isEqualTo(NodeBudgetStrategy.ASSUMED_MOVES);
    }

    @Test
    void eachStrategyAllotsItsShareOfTheFirstMove() {
        assertThat(NodeBudgetStrategy.GREEDY.allot(11_000, 11_000, MOST, MOST)).isEqualTo(1_000);
        assertThat(NodeBudgetStrategy.OPTIMISTIC.allot(11_000, 11_000, MOST, MOST)).isEqualTo(1_000);
        assertThat(NodeBudgetStrategy.THRIFTY.allot(11_000, 11_000, MOST, MOST)).isEqualTo(523);
        assertThat(NodeBudgetStrategy.ALL.allot(11_000, 11_000, MOST, MOST)).isEqualTo(11_000);
    }

    @Test
    void greedyKeepsItsShareOfTheStartWhereOptimisticAdaptsToWhatIsLeft() {
        assertThat(NodeBudgetStrategy.GREEDY.allot(4_000, 11_000, 21, 15)).isEqualTo(1_000);
        assertThat(NodeBudgetStrategy.OPTIMISTIC.allot(4_000, 11_000, 21, 15)).isEqualTo(500);
        assertThat(NodeBudgetStrategy.GREEDY.allot(300, 11_000, 21, 15)).as("at most what is left").isEqualTo(300);
    }

    @Test
    void everyStrategyAllotsAtLeastOneNodeSoAnEmptyBudgetRunsDry() {
        for (NodeBudgetStrategy s : NodeBudgetStrategy.values()) {
            assertThat(s.allot(0, 11_000, 21, 10)).as(s.toString()).isEqualTo(1);
        }
        assertThat(NodeBudgetStrategy.THRIFTY.allot(5, 100, 21, 10)).isEqualTo(1);
    }

    @Test
    void thriftyNeverRunsDryWhenTheBudgetCoversAMovePerMoveWhateverTheGameLength() {
        for (long budget = 21; budget < 3_000; budget += 7) {
            long left = budget;
            for (int moves = 21; moves >= 1; moves--) {
                long spent = NodeBudgetStrategy.THRIFTY.allot(left, budget, 21, moves);
                assertThat(spent).as("budget %d, %d moves left", budget, moves).isLessThanOrEqualTo(left);
                left -= spent;
            }
        }
    }

    @Test
    void greedyRunsDryWhenTheGameLastsLongerThanHalfTheMost() {
        long left = 11_000;
        int moves = 21;
        while (left >= NodeBudgetStrategy.GREEDY.allot(left, 11_000, 21, moves) && left > 0) {
            left -= NodeBudgetStrategy.GREEDY.allot(left, 11_000, 21, moves);
            moves--;
        }
        assertThat(21 - moves).as("moves paid for").isEqualTo(11);
        assertThat(left).isZero();
    }

    @Test
    void impossibleInputsAreRefused() {
        assertThatThrownBy(() -> NodeBudgetStrategy.THRIFTY.allot(-1, 10, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> NodeBudgetStrategy.THRIFTY.allot(10, 10, 1, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
