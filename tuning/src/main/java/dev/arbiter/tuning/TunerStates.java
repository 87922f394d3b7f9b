package dev.arbiter.tuning;

import dev.arbiter.evolution.TunerState;
import dev.arbiter.tournament.config.InvalidSettingException;

import java.util.Optional;

/**
 * A checkpoint's tuner state read as the state of one tuner: each {@link TunerSettings} declares the state record of
 * its tuner, and a state of another kind is refused (a checkpoint of another tuner) or absent (a figure only one
 * tuner has).
 */
public final class TunerStates {

    private TunerStates() {
    }

    /** The state as {@code type}, if it is one. */
    public static <S extends TunerState> Optional<S> as(TunerState state, Class<S> type) {
        return Optional.ofNullable(state).filter(type::isInstance).map(type::cast);
    }

    /**
     * The state as {@code type}.
     *
     * @throws InvalidSettingException naming {@code tuner} when the checkpoint holds another tuner's state
     */
    static <S extends TunerState> S own(TunerState state, Class<S> type) {
        return as(state, type).orElseThrow(() -> new InvalidSettingException("tuner",
                "the checkpoint holds the state of another tuner"));
    }
}
