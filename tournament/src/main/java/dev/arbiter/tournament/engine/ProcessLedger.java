package dev.arbiter.tournament.engine;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The engine processes a run has running, kept in a file of its run folder ({@code processes.json}: process
 * id, start time in epoch milliseconds, engine name, the environment marker of its tree: {@link ProcessTree}), so
 * that engines a killed referee left behind, and the helpers they detached, are ended when the run is resumed. An engine that follows docs/PROTOCOL.md exits by itself when its referee dies (its
 * standard input reaches end-of-file); this ledger catches those that do not. Rewritten (temporary file,
 * rename) at every start and end of a process; emptied when the run ends. Thread-safe; the ledger is a
 * safety net, so a file it cannot read or write never fails the run.
 */
public final class ProcessLedger {

    /** The file name in a run folder. */
    public static final String FILE = "processes.json";

    /** A ledger that records nothing. */
    public static final ProcessLedger NONE = new ProcessLedger(null, List.of());

    /**
     * A process recorded in the ledger.
     *
     * @param pid     process id
     * @param startMs its start time, epoch milliseconds (tells it from a later process with the same id)
     * @param engine  the engine's name
     * @param mark    the environment marker its processes carry ({@link ProcessTree#MARK_ENV}), or null
     */
    public record Entry(long pid, @JsonProperty("start_ms") long startMs, String engine, String mark) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final Map<Long, Entry> running = new LinkedHashMap<>();
    private final List<String> endedLeftovers;

    private ProcessLedger(Path file, List<String> endedLeftovers) {
        this.file = file;
        this.endedLeftovers = List.copyOf(endedLeftovers);
    }

    /**
     * Opens the ledger in {@code file} (null: a ledger that records nothing): every process an earlier session
     * recorded there that still runs (same id, same start time) is ended with its whole tree
     * ({@link ProcessTree}), and the file is emptied.
     */
    public static ProcessLedger open(Path file) {
        if (file == null) {
            return NONE;
        }
        List<String> ended = new ArrayList<>();
        for (Entry e : read(file)) {
            Set<ProcessHandle> members = ProcessTree.members(e.pid(), Instant.ofEpochMilli(e.startMs()), e.mark());
            if (!members.isEmpty()) {
                ProcessTree.end(members, 500);
                ended.add("pid " + e.pid() + " (" + e.engine() + (members.size() > 1 ? ", with " + (members.size() - 1)
                        + " more process" + (members.size() > 2 ? "es" : "") : "") + ")");
            }
        }
        ProcessLedger ledger = new ProcessLedger(file, ended);
        ledger.write();
        return ledger;
    }

    private static List<Entry> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            return JSON.readValue(Files.readString(file, StandardCharsets.UTF_8), new TypeReference<List<Entry>>() { });
        } catch (IOException | RuntimeException unreadable) {
            return List.of();
        }
    }

    /** The processes of an earlier session that were still running when the ledger was opened, now ended. */
    public List<String> endedLeftovers() {
        return endedLeftovers;
    }

    /** Records a started process whose tree carries the environment marker {@code mark}. */
    public void started(ProcessHandle process, String engine, String mark) {
        if (file == null) {
            return;
        }
        synchronized (this) {
            running.put(process.pid(), new Entry(process.pid(), ProcessTree.startOf(process).toEpochMilli(), engine, mark));
            write();
        }
    }

    /** Records that a process (and its tree) has been ended. */
    public void ended(long pid) {
        if (file == null) {
            return;
        }
        synchronized (this) {
            if (running.remove(pid) != null) {
                write();
            }
        }
    }

    private synchronized void write() {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path temp = file.resolveSibling("." + file.getFileName() + ".tmp");
            Files.writeString(temp, JSON.writeValueAsString(new ArrayList<>(running.values())) + "\n",
                    StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            // a safety net only: the run goes on without it
        }
    }
}
