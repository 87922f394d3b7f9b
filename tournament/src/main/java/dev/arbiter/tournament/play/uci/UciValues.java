package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;

import java.math.BigDecimal;
import java.util.Map;

/**
 * A game's parameter values (a tuning vector) sent to a UCI engine as {@code setoption} before {@code ucinewgame}.
 * A {@code spin} option takes integers only: its value is rounded to the nearest integer, halves to the even one
 * ({@link Math#rint}, as Python's {@code round}, which OpenBench's SPSA uses for its integer parameters), then kept
 * within the option's bounds; other options get the shortest exact decimal. A value for an option the engine did
 * not declare is refused (the engine would ignore it and play every game alike).
 */
public final class UciValues {

    private UciValues() {
    }

    /** Sends every value in {@code values} to {@code engine} as {@code setoption}. */
    static void send(UciEngine engine, Map<String, Double> values) throws EngineFault {
        for (Map.Entry<String, Double> e : values.entrySet()) {
            UciOption option = engine.option(e.getKey());
            if (option == null) {
                throw new EngineFault(FaultKind.REJECTED_SETTINGS, engine.command().name() + ": option '" + e.getKey()
                        + "' is not declared by the engine, so its values cannot be sent");
            }
            engine.setOption(option.name(), text(option, e.getValue()));
        }
    }

    /** The text of {@code value} for {@code option}: a spin's rounded, bounded integer, else the exact decimal. */
    public static String text(UciOption option, double value) {
        if (option.isSpin()) {
            double rounded = Math.rint(value);
            long v = (long) Math.max(option.min(), Math.min(option.max(), rounded));
            return Long.toString(v);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
