package dev.arbiter.cli.config;

import dev.arbiter.tournament.config.MoveLimits;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The limits of a configuration file: the margin follows the time limit (10%, at least 5 ms) unless given,
 * an engine's own time limit gets its own margin, the strict style has no margin and a 1,000 ms first move,
 * and what an engine does not set comes from the run's limits.
 */
class LimitsResolverTest {

    private static QualifyFile.LimitsFile limits(Long timeMs, Long marginMs, Boolean strict) {
        QualifyFile.LimitsFile l = new QualifyFile.LimitsFile();
        l.timeMs = timeMs;
        l.marginMs = marginMs;
        l.strict = strict;
        return l;
    }

    @Test
    void theMarginIsTenPercentOfTheTimeLimitAtLeastFiveMillisecondsUnlessGiven() {
        assertThat(LimitsResolver.run(limits(100L, null, null), "q.yaml", "limits").waiting().marginMs()).isEqualTo(10);
        assertThat(LimitsResolver.run(limits(1_000L, null, null), "q.yaml", "limits").waiting().marginMs())
                .isEqualTo(100);
        assertThat(LimitsResolver.run(limits(20L, null, null), "q.yaml", "limits").waiting().marginMs()).isEqualTo(5);
        assertThat(LimitsResolver.run(limits(100L, 40L, null), "q.yaml", "limits").waiting().marginMs()).isEqualTo(40);
        MoveLimits plain = LimitsResolver.run(limits(100L, null, null), "q.yaml", "limits");
        assertThat(plain.timeMs(true)).isEqualTo(100);
        assertThat(plain.ponder()).isFalse();
    }

    @Test
    void theStrictStyleHasNoMarginAndAFirstMoveAllowance() {
        MoveLimits strict = LimitsResolver.run(limits(100L, null, true), "q.yaml", "limits");
        assertThat(strict.waiting().marginMs()).isZero();
        assertThat(strict.firstMoveMs()).isEqualTo(LimitsResolver.STRICT_FIRST_MOVE_MS);
        assertThat(strict.timeMs(true)).isEqualTo(1_000);
        assertThat(strict.timeMs(false)).isEqualTo(100);
        assertThat(strict.lateAfterMs(false)).isEqualTo(100);
        QualifyFile.LimitsFile own = limits(100L, 3L, true);
        own.firstMoveMs = 500L;
        MoveLimits explicit = LimitsResolver.run(own, "q.yaml", "limits");
        assertThat(explicit.waiting().marginMs()).isEqualTo(3);
        assertThat(explicit.firstMoveMs()).isEqualTo(500);
    }

    @Test
    void anEngineRefinesTheRunsLimitsAndItsOwnTimeLimitGetsItsOwnMargin() {
        QualifyFile.LimitsFile runFile = limits(100L, null, null);
        runFile.ponder = true;
        MoveLimits run = LimitsResolver.run(runFile, "q.yaml", "limits");
        MoveLimits slower = LimitsResolver.engine(limits(1_000L, null, null), run, false, "q.yaml", "engines[0].limits");
        assertThat(slower.timeMs()).isEqualTo(1_000);
        assertThat(slower.waiting().marginMs()).isEqualTo(100);
        assertThat(slower.ponder()).isTrue();
        QualifyFile.LimitsFile noPonder = new QualifyFile.LimitsFile();
        noPonder.ponder = false;
        MoveLimits quiet = LimitsResolver.engine(noPonder, run, false, "q.yaml", "engines[1].limits");
        assertThat(quiet).isEqualTo(new MoveLimits(100, 0, 0, 10, 30_000, 0, false));
        assertThat(LimitsResolver.engine(null, run, false, "q.yaml", "engines[2].limits")).isSameAs(run);
    }
}
