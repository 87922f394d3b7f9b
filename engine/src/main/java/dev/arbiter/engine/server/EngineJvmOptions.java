package dev.arbiter.engine.server;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;

import java.util.ArrayList;
import java.util.List;

/**
 * The options of a JVM that runs an engine server, in two profiles. Referees start the built-in engines
 * ({@code arbiter serve}) with them, and {@code docs/ENGINE.md} recommends them for users' own Java engines.
 *
 * <p><b>Timed</b> ({@link #forMemory}, for engines that play under time limits): no pause of the JVM may come
 * near the reserve a deadline keeps ({@link dev.arbiter.engine.search.DeadlineKeeper}).
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
 *   <li>{@code -XX:+UnlockDiagnosticVMOptions -XX:GuaranteedSafepointInterval=0}: no safepoint once a second
 *       for the JVM's housekeeping ("Cleanup" in {@code -Xlog:safepoint}). Every such safepoint stops every
 *       thread until the last one reaches a safepoint poll, and the search thread and the deadline's rescue
 *       thread with them: in {@code arbiter bench --only deadlines} on the shared 2-core machine they were 70 of
 *       the 81 safepoints of the engines' logs, and took up to 74 ms to reach and up to 3.9 ms at the safepoint
 *       (one a second at 10 ms a move is one move in a hundred at risk). The housekeeping they do (inline-cache
 *       buffers, monitor deflation) also happens at the other safepoints, and in JDK 17 monitors deflate on a
 *       thread of their own.</li>
 *   <li>{@code -XX:+UnlockExperimentalVMOptions -XX:InlineCacheBufferSize=2m} (200 times the default 10 KiB):
 *       without the periodic safepoint, the buffer of inline-cache transitions (a call site of compiled code
 *       that meets a new receiver class) is emptied at the other safepoints only, and when it fills the JVM
 *       stops every thread to empty it ({@code "ICBufferFull"} in {@code -Xlog:safepoint}). Reversi with
 *       {@code mm} at 10 ms a move filled it once in each of two runs of 1,500 moves after the warm-up (3.3
 *       and 17 ms on the shared machine, load average 18-27; the second delayed the start of the search of
 *       the move it fell in by 26 ms), about the rate of the one late move in 1,500 that
 *       {@code arbiter bench --only deadlines} found at 10 ms with nothing else running, answered by the rescue
 *       timer: a safepoint stops the search and the rescue thread alike. With the larger buffer the same
 *       workload had no such safepoint; the collections between games empty it long before it fills.
 *       2.5 MiB is the JVM's largest.</li>
 *   <li>{@code -XX:LoopUnrollLimit=200} (the JVM's default is 60): the optimising compiler unrolls larger loop
 *       bodies, such as a world's make-move over bitboards. Measured with nothing else running, two interleaved
 *       pairs of {@code arbiter bench --only perft,search}: Connect Four perft(10) making every leaf took 800 ms
 *       of CPU against 1,121-1,150 ms without it (C, gcc -O3: 690 ms), Reversi perft(10) 726-733 ms against
 *       748-914 ms; the searches' speeds moved within the runs' noise (alpha-beta on Reversi 7.55-7.59 M
 *       nodes/s against 7.18). Both profiles have it.</li>
 * </ul>
 * The warm-up before serving ({@code --warmup-ms}) completes these: it compiles the search and grows the tree
 * before the first move's clock runs.
 *
 * <p><b>Untimed</b> ({@link #untimed}, for engines under node or depth budgets only, as in tuning): a pause
 * cannot lose a game there (the referee's move timeout is seconds, and the same budget gives the same move),
 * so what counts is start-up time and memory, paid once per engine process and once per worker. The heap may
 * grow to the same bound but starts small ({@link #UNTIMED_INITIAL_HEAP_MIB}) and is not pre-touched: a
 * random mover then needs about a tenth of the timed profile's resident memory (measured by
 * {@code arbiter bench --only qualify}), and starts without touching 192 MiB. The options tried for less
 * memory beyond these (thread stacks, code cache, compiler threads, young generation, archive mapping) saved at
 * most half a megabyte each or cost start-up time, and are not here; {@code docs/ENGINE.md} gives the figures.
 *
 * <p><b>No search, first tier only</b> ({@link #forServe}): an engine whose algorithm looks one ply ahead
 * ({@code random}, {@code greedy}) also gets {@code -XX:TieredStopAtLevel=1}. Its moves are microseconds of work
 * with or without the optimising compiler, whose compilations cost it CPU it never wins back and the memory of
 * the C2 compiler thread: two random movers in 200 games of 20 plies, with the referee, took 15% less CPU and
 * 7 MB less resident memory per engine ({@code arbiter bench --only qualify}). Untimed, it also gets a young
 * generation of 1 MiB ({@link #NO_SEARCH_YOUNG_GENERATION}): two random movers over 200 games kept 1.4-1.6 MB less
 * resident each, with 20 young collections instead of 10 and less time in them (28 ms in all instead of 56-81). An
 * engine that searches keeps the full compiler and the default young generation: its speed is its strength.
 */
public final class EngineJvmOptions {

    /** Heap besides the search tree, in MiB: the JVM's own objects, the protocol, the game. */
    public static final long BASE_HEAP_MIB = 64;

    /** The size of the timed profile's inline-cache buffer ({@code -XX:InlineCacheBufferSize}). */
    public static final String INLINE_CACHE_BUFFER = "2m";

    /** The optimising compiler's loop-unrolling limit of every engine profile ({@code -XX:LoopUnrollLimit}). */
    public static final String LOOP_UNROLL = "-XX:LoopUnrollLimit=200";
    /** The initial heap of the untimed profile, in MiB. */
    public static final long UNTIMED_INITIAL_HEAP_MIB = 8;

    private EngineJvmOptions() {
    }

    /** The timed profile for an engine whose search tree may use {@code memoryBytes} (0: the default budget). */
    public static List<String> forMemory(long memoryBytes) {
        long heapMiB = heapMiB(memoryBytes);
        return List.of("-XX:+UseSerialGC", "-Xms" + heapMiB + "m", "-Xmx" + heapMiB + "m", "-XX:+AlwaysPreTouch",
                "-XX:-UsePerfData", "-XX:+UnlockDiagnosticVMOptions", "-XX:GuaranteedSafepointInterval=0",
                "-XX:+UnlockExperimentalVMOptions", "-XX:InlineCacheBufferSize=" + INLINE_CACHE_BUFFER, LOOP_UNROLL);
    }

    /** The untimed profile for an engine whose search tree may use {@code memoryBytes} (0: the default budget). */
    public static List<String> untimed(long memoryBytes) {
        return List.of("-XX:+UseSerialGC", "-Xms" + UNTIMED_INITIAL_HEAP_MIB + "m", "-Xmx" + heapMiB(memoryBytes) + "m",
                "-XX:-UsePerfData", LOOP_UNROLL);
    }

    private static long heapMiB(long memoryBytes) {
        long tree = memoryBytes > 0 ? memoryBytes : SearchLimits.DEFAULT_MEMORY_BYTES;
        return BASE_HEAP_MIB + 2 * ((tree + (1 << 20) - 1) >> 20);
    }

    /**
     * The JVM options for an engine served with the command-line arguments {@code serveArguments} (those of
     * {@code arbiter serve} or of a user's {@link EngineMain}), sized by their {@code --memory}: the timed
     * profile when {@code timed} (the referee gives it time limits) or its own arguments give a time limit,
     * the untimed one otherwise. A malformed size is left for the server to report; the options are then
     * those of the default budget.
     */
    public static List<String> forServe(List<String> serveArguments, boolean timed) {
        return forServe(serveArguments, timed, 1);
    }

    /**
     * As {@link #forServe(List, boolean)}, for a server of {@code sessions} connections at once
     * ({@link ServeSettings#SESSIONS_PROPERTY}): the heap holds a search tree of the budget per session.
     */
    public static List<String> forServe(List<String> serveArguments, boolean timed, int sessions) {
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
        if (sessions > 1) {
            memory = (memory > 0 ? memory : SearchLimits.DEFAULT_MEMORY_BYTES) * sessions;
        }
        boolean untimed = !timed && !givesTime(serveArguments);
        List<String> profile = untimed ? untimed(memory) : forMemory(memory);
        if (!searches(serveArguments)) {
            List<String> lean = new ArrayList<>(profile);
            lean.add(FIRST_TIER_ONLY);
            if (untimed) {
                lean.add(NO_SEARCH_YOUNG_GENERATION);
            }
            return List.copyOf(lean);
        }
        return profile;
    }

    /** The JIT option of an engine that does not search: the first-tier compiler only. */
    public static final String FIRST_TIER_ONLY = "-XX:TieredStopAtLevel=1";

    /**
     * The young generation of an untimed engine that does not search ({@code -Xmn}): it allocates a request and a
     * reply per move, so a young generation of a third of the 8 MiB initial heap is pages touched for nothing.
     */
    public static final String NO_SEARCH_YOUNG_GENERATION = "-Xmn1m";

    /** Whether serve arguments name an algorithm that searches (the default one does): not {@code random} or {@code greedy}. */
    static boolean searches(List<String> serveArguments) {
        String algorithm = EngineSettings.DEFAULT_ALGORITHM;
        for (int i = 0; i < serveArguments.size(); i++) {
            String arg = serveArguments.get(i);
            if (arg.startsWith("--algo=")) {
                algorithm = arg.substring("--algo=".length());
            } else if ((arg.equals("--algo") || arg.equals("-a")) && i + 1 < serveArguments.size()) {
                algorithm = serveArguments.get(i + 1);
            }
        }
        return !Algorithms.looksOnePlyAhead(algorithm);
    }

    /** Whether serve arguments give the engine a time limit of its own ({@code --time-ms}, {@code -t}). */
    public static boolean givesTime(List<String> serveArguments) {
        return serveArguments.stream().anyMatch(a -> a.equals("--time-ms") || a.startsWith("--time-ms=") || a.equals("-t"));
    }
}
