package dev.arbiter.evolution;

/**
 * The complete state of a {@link Tuner} as plain data (records and arrays), written into checkpoints.
 * One record per tuner; a tuner is restored from its configuration and its state.
 */
public sealed interface TunerState permits DeState, SpsaState {
}
