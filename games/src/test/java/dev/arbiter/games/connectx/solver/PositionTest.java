package dev.arbiter.games.connectx.solver;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PositionTest {

    @Test
    void parseCountsTheMoves() {
        assertThat(Position.parse("").moves()).isZero();
        assertThat(Position.parse("4455").moves()).isEqualTo(4);
    }

    @Test
    void parseRejectsColumnsOutsideOneToSeven() {
        assertThatThrownBy(() -> Position.parse("448")).hasMessageContaining("move 3");
        assertThatThrownBy(() -> Position.parse("40")).hasMessageContaining("move 2");
    }

    @Test
    void parseRejectsAFullColumn() {
        assertThatThrownBy(() -> Position.parse("1111111")).hasMessageContaining("move 7").hasMessageContaining("full");
    }

    @Test
    void parseRejectsMovesAfterAWin() {
        assertThatThrownBy(() -> Position.parse("4545454")).hasMessageContaining("move 7").hasMessageContaining("wins");
    }

    @Test
    void winningMovesAreFoundInEveryDirection() {
        assertThat(Position.parse("112233").isWinningMove(3)).isTrue();
        assertThat(Position.parse("121212").isWinningMove(0)).isTrue();
        assertThat(Position.parse("1223343454").isWinningMove(3)).isTrue();
        assertThat(Position.parse("7665545434").isWinningMove(3)).isTrue();
        assertThat(Position.parse("112233").isWinningMove(4)).isFalse();
    }

    @Test
    void playThenUndoRestoresTheKey() {
        Position p = Position.parse("4455");
        long key = p.key();
        long move = p.playable() & Position.columnMask(2);
        p.play(move);
        assertThat(p.key()).isNotEqualTo(key);
        p.undo(move);
        assertThat(p.key()).isEqualTo(key);
        assertThat(p.moves()).isEqualTo(4);
    }

    @Test
    void nonLosingMovesMustBlockASingleThreat() {
        Position p = Position.parse("1212");
        p.playColumn(0);
        assertThat(p.nonLosingMoves()).isEqualTo(p.playable() & Position.columnMask(0));
    }

    @Test
    void twoThreatsLeaveNoNonLosingMove() {
        Position p = Position.parse("44556");
        assertThat(p.nonLosingMoves()).isZero();
    }
}
