package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The check of built-in engines' arguments, made in the referee's process. Isolated: it sets the process-wide
 * verbosity for a moment, which would give another class's errors a stack trace.
 */
@Isolated
class BuiltinEnginesTest {

    @Test
    void anEnginesVerboseFlagLeavesTheCheckingProcessAsItWas() {
        boolean before = Verbosity.verbose;
        Verbosity.verbose = false;
        try {
            BuiltinEngines.check(List.of("serve", "--game", "connect4", "--verbose"));
            assertThat(Verbosity.verbose).isFalse();
        } finally {
            Verbosity.verbose = before;
        }
    }
}
