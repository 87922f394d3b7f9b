package dev.arbiter.engine.server;

import dev.arbiter.engine.search.SearchLimits;

import java.util.List;

/**
 * The options of a JVM that runs an engine server under time limits, chosen so that no pause of the JVM
 * comes near the reserve a deadline keeps ({@link dev.arbiter.engine.search.DeadlineKeeper}); referees start
 * the built-in engines ({@code arbiter serve}) with them, and {@code docs/ENGINE.md} recommends them for
 * users' own Java engines.
 *
 * <ul>
 *   <li>{@code -XX:+UseSerialGC}: a search allocates nothing per node and little per move (a request, a
 *       reply), and a timed search allocates its tree before its clock runs, so once warm an engine does not
 *       collect at all (Reversi, {@code mm} in 64 MiB, 600 moves at 20 ms: no collection after the warm-up);
 *       the serial collector keeps no concurrent threads that would take the cores two engines and a referee
 *       share. Collections forced by an 8 MiB young generation (the same Reversi engine, 300 moves at 50 ms,
 *       on the loaded 2-core machine) paused at most 7.7 ms with the serial collector, 28 ms with the
 *       parallel one (its threads fight for the busy cores) and 21 ms with G1; ZGC stopped for no measurable
 *       pause but collects concurrently, on the same cores.</li>
 *   <li>{@code -Xms} = {@code -Xmx}, sized to the memory budget: the tree ({@code --memory}, 64 MiB when not
 *       given) twice over (the node pool grows by doubling its arrays) plus {@link #BASE_HEAP_MIB} for
 *       everything else, so the heap never resizes and the old generation never fills.</li>
 *   <li>{@code -XX:+AlwaysPreTouch}: the heap's pages are touched at start-up, not on first use by a search
 *       (a first touch is a page fault, and a fresh tree touches thousands of them).</li>
 *   <li>{@code -XX:-UsePerfData}: no memory-mapped statistics file, whose writes can stall the JVM at a
 *       safepoint while the disk is busy (Zhenyun Zhuang and Cuong Tran, "Eliminating Large JVM GC Pauses
 *       Caused by Background IO Traffic", LinkedIn Engineering, 2016).</li>
 * </ul>
 * The warm-up before serving ({@code --warmup-ms}) completes these: it compiles the search and grows the tree
 * before the first move's clock runs.
 */
public final class EngineJvmOptions {

    /** Heap besides the search tree, in MiB: the JVM's own objects, the protocol, the game. */
    public static final long BASE_HEAP_MIB = 64;

    private EngineJvmOptions() {
    }

    /** The JVM options for an engine whose search tree may use {@code memoryBytes} (0: the default budget). */
    public static List<String> forMemory(long memoryBytes) {
        long tree = memoryBytes > 0 ? memoryBytes : SearchLimits.DEFAULT_MEMORY_BYTES;
        long heapMiB = BASE_HEAP_MIB + 2 * ((tree + (1 << 20) - 1) >> 20);
        return List.of("-XX:+UseSerialGC", "-Xms" + heapMiB + "m", "-Xmx" + heapMiB + "m", "-XX:+AlwaysPreTouch",
                "-XX:-UsePerfData");
    }

    /**
     * The JVM options for an engine served with the command-line arguments {@code serveArguments} (those of
     * {@code arbiter serve} or of a user's {@link EngineMain}): sized by their {@code --memory}. A malformed
     * size is left for the server to report; the options are then those of the default budget.
     */
    public static List<String> forServe(List<String> serveArguments) {
        long memory = 0;
        for (int i = 0; i < serveArguments.size(); i++) {
            String arg = serveArguments.get(i);
            String value = arg.startsWith("--memory=") ? arg.substring("--memory=".length())
                    : arg.equals("--memory") && i + 1 < serveArguments.size() ? serveArguments.get(i + 1) : null;
            if (value != null) {
                try {
                    memory = SearchLimits.parseMemory(value);
                } catch (IllegalArgumentException e) {
                    memory = 0;
                }
            }
        }
        return forMemory(memory);
    }
}
