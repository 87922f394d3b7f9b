package dev.arbiter.bench;

/** A group of performance figures printed by {@code arbiter bench}. */
public interface BenchSuite {

    /** Receives one figure. */
    @FunctionalInterface
    interface Figures {
        /** One {@code name value unit} line. */
        void report(String name, String value, String unit);
    }

    /** The suite's name for {@code --only}. */
    String name();

    /** Whether plain {@code arbiter bench} runs it (slow suites run only when named). */
    default boolean byDefault() {
        return true;
    }

    /** Measures and reports; {@code quick} asks for a smaller workload. */
    void run(boolean quick, Figures figures);
}
