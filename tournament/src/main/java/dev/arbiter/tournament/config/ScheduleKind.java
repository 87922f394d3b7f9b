package dev.arbiter.tournament.config;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Which games a qualification plays ({@code schedule:} in a configuration, {@code --schedule}): the same rounds
 * whatever happens, or rounds that follow the results.
 */
public enum ScheduleKind {

    /** Every round plays every pairing (or, with {@code gauntlet}, the gauntlet engine against each other engine). */
    ROUND_ROBIN("round-robin"),
    /**
     * A round-robin among the engines still in play; an engine is dropped once the leader is ahead of it with an
     * anytime-valid bound at the run's confidence, and the run ends when one is left, named the best
     * ({@code elo.Elimination}); with a gauntlet, the gauntlet's engine stops playing each baseline once their
     * comparison is decided either way ({@code elo.GauntletElimination}). Two-player games.
     */
    ELIMINATION("elimination");

    private final String label;

    ScheduleKind(String label) {
        this.label = label;
    }

    /** @return the name written in configurations */
    public String label() {
        return label;
    }

    /**
     * @param label a name written in a configuration
     * @return its kind
     * @throws InvalidSettingException naming {@code schedule} if there is none of that name
     */
    public static ScheduleKind of(String label) {
        for (ScheduleKind k : values()) {
            if (k.label.equals(label)) {
                return k;
            }
        }
        throw new InvalidSettingException("schedule", "expected one of " + Arrays.stream(values())
                .map(ScheduleKind::label).collect(Collectors.joining(", ")) + ", got '" + label + "'");
    }
}
