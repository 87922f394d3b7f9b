package dev.arbiter.tournament.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class StopRuleEnginesTest {

    @Test
    void anSprtJudgesExactlyTwoEnginesAndTheOtherRulesAnyNumber() {
        StopRule sprt = StopRule.sprt(0, 5, 0.05, 0.05);
        assertDoesNotThrow(() -> sprt.checkEngines(2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> sprt.checkEngines(3));
        assertEquals("'sprt' needs exactly two engines, got 3", e.getMessage());
        for (StopRule rule : new StopRule[] {StopRule.NONE, StopRule.maxGames(10), StopRule.threshold(0, 0.95, 0)}) {
            assertDoesNotThrow(() -> rule.checkEngines(5));
        }
    }
}
