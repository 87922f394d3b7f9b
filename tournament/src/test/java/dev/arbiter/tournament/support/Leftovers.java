package dev.arbiter.tournament.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Which processes a test's children left alive, from {@code /proc}: a process still running (not a zombie) whose
 * id, process group or session is one of the given ids. A process group and a session are named by their leader's
 * id, so the ids of the processes Arbiter started find everything that stayed in their groups and sessions.
 */
public final class Leftovers {

    private static final Path PROC = Path.of("/proc");

    private Leftovers() {
    }

    /** Descriptions ({@code pid 12 (sleep) group 10 session 10}) of the live processes that are, or are in the group or session of, one of {@code ids}. */
    public static List<String> of(Collection<Long> ids) {
        List<String> left = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, p -> p.getFileName().toString().matches("\\d+"))) {
            for (Path entry : entries) {
                String stat;
                try {
                    stat = Files.readString(entry.resolve("stat"), StandardCharsets.ISO_8859_1);
                } catch (IOException | RuntimeException gone) {
                    continue;
                }
                int close = stat.lastIndexOf(')');
                String[] f = stat.substring(close + 2).split(" ");
                long pid = Long.parseLong(entry.getFileName().toString());
                long group = Long.parseLong(f[2]);
                long session = Long.parseLong(f[3]);
                if (!f[0].equals("Z") && (ids.contains(pid) || ids.contains(group) || ids.contains(session))) {
                    left.add("pid " + pid + " " + stat.substring(stat.indexOf('('), close + 1) + " group " + group
                            + " session " + session);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot list /proc", e);
        }
        return left;
    }

    /** The process ids written one per line to the files in {@code dir} whose names end in {@code .pid}. */
    public static List<Long> written(Path dir) throws IOException {
        List<Long> ids = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.pid")) {
            for (Path file : files) {
                for (String line : Files.readAllLines(file)) {
                    if (!line.isBlank()) {
                        ids.add(Long.parseLong(line.strip()));
                    }
                }
            }
        }
        return ids;
    }
}
