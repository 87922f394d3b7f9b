package dev.arbiter.cli;

import dev.arbiter.cli.config.ClusterFile;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/**
 * The cluster options of {@code qualify} and {@code tune}, the flags of the configuration's {@code cluster}
 * section (docs/DISTRIBUTED.md): {@code --secret-file} alone is enough to play on workers that join this
 * coordinator.
 */
public final class ClusterMixin {

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "Play the games on workers ('arbiter worker') sharing the secret in FILE; this machine only coordinates.")
    String secretFile;

    @Option(names = "--members", paramLabel = "HOST:PORT", split = ",",
            description = "Workers (cluster members) to join; without it, the workers join this coordinator.")
    List<String> members;

    @Option(names = "--bind", paramLabel = "HOST[:PORT]",
            description = "Address the coordinator listens on (default 127.0.0.1:5701: this machine only).")
    String bind;

    @Option(names = "--lost-after", paramLabel = "SECONDS",
            description = "Seconds a silent worker (a cut network) is waited for before its games go to the others (default 10).")
    Integer lostAfter;

    /** {@code file} (the configuration's section, or null) with these flags applied; null when neither names a cluster. */
    ClusterFile apply(ClusterFile file) {
        if (secretFile == null && members == null && bind == null && lostAfter == null) {
            return file;
        }
        ClusterFile f = file == null ? new ClusterFile() : file;
        if (secretFile != null) {
            f.secretFile = secretFile;
        }
        if (members != null) {
            f.members = new ArrayList<>(members);
        }
        if (bind != null) {
            f.bind = bind;
        }
        if (lostAfter != null) {
            f.lostAfter = lostAfter;
        }
        return f;
    }
}
