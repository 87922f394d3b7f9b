package dev.arbiter.tournament.config;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StopRuleEnginesTest {

    @Test
    void anSprtJudgesExactlyTwoEnginesAndTheOtherRulesAnyNumber() {
        StopRule sprt = StopRule.sprt(0, 5, 0.05, 0.05);
        assertEquals(Optional.empty(), sprt.problemWith(2));
        assertEquals(Optional.of("'sprt' needs exactly two engines, got 3"), sprt.problemWith(3));
        for (StopRule rule : new StopRule[] {StopRule.NONE, StopRule.maxGames(10), StopRule.threshold(0, 0.95, 0)}) {
            assertEquals(Optional.empty(), rule.problemWith(5));
        }
    }
}
