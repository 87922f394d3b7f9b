package dev.arbiter.cli.config;

import java.nio.file.Path;
import java.util.List;

/**
 * The {@code cluster} section of a qualify or tune configuration (see docs/DISTRIBUTED.md): when present the
 * games are played by workers ({@code arbiter worker}) instead of on this machine, which only coordinates.
 */
public final class ClusterFile {
    /** Members to join, {@code HOST[:PORT]}: the workers (or none, when the workers join this coordinator). */
    public List<String> members;
    /** File holding the secret shared with the workers (relative to the configuration file). */
    public String secretFile;
    /** The address this coordinator listens on, {@code HOST[:PORT]} (default 127.0.0.1:5701: this machine only). */
    public String bind;
    /**
     * Seconds a silent worker (a cut network) is waited for before its games are played again elsewhere (default
     * 10; a killed worker is noticed at once).
     */
    public Integer lostAfter;

    /** Makes the secret file's path absolute, as a run folder stores it (the secret itself is never stored). */
    public void storeFrom(Path baseDir) {
        if (secretFile != null) {
            secretFile = baseDir.resolve(secretFile).toAbsolutePath().normalize().toString();
        }
    }
}
