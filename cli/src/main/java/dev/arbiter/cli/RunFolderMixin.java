package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.ConfigReader;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * What {@code qualify} and {@code tune} share about where a run's settings come from and where it writes: the
 * configuration file, {@code --resume RUN_DIR} (the settings stored in the run folder) and {@code --out}.
 */
final class RunFolderMixin {

    @Parameters(index = "0", arity = "0..1", paramLabel = "CONFIG", description = "Configuration file (YAML or JSON).")
    Path configFile;

    @Option(names = "--resume", paramLabel = "RUN_DIR", description = "Continue the run in this folder where it stopped.")
    Path resume;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Run folder (default: a fresh results/NAME-TIMESTAMP, NAME the config file's or the game's); "
                    + "must not hold a run already.")
    Path out;

    /**
     * A run's settings as read, with where they came from.
     *
     * @param file    the settings
     * @param source  the file they were read from (for messages), or {@code command line}
     * @param baseDir the folder relative paths of the settings are resolved against
     */
    record Settings<F>(F file, String source, Path baseDir) {
    }

    /** Whether the run continues an earlier one ({@code --resume}). */
    boolean resuming() {
        return resume != null;
    }

    /**
     * Reads the settings: with {@code --resume} those stored in the run folder (paths in them are absolute), else the
     * configuration file (paths relative to its folder), else {@code noFile}'s (from flags only).
     *
     * @param kind what the run folder should hold, for the message ({@code run}, {@code tuning run})
     */
    <F> Settings<F> read(Class<F> type, String kind, Supplier<F> noFile) {
        Path here = Path.of("").toAbsolutePath();
        if (resume != null) {
            Path stored = RunFolder.storedConfig(resume, kind);
            return new Settings<>(ConfigReader.read(stored, type), stored.toString(), here);
        }
        if (configFile == null) {
            return new Settings<>(noFile.get(), "command line", here);
        }
        return new Settings<>(ConfigReader.read(configFile, type), configFile.toString(),
                configFile.toAbsolutePath().getParent());
    }

    /**
     * The run folder: the resumed one, else {@code --out}, the file's {@code out} or a fresh one named after the
     * configuration file (or {@code fallbackName}); see {@link RunFolder#choose}.
     */
    Path runDir(String fileOut, String fallbackName) {
        if (resume != null) {
            return resume;
        }
        Path dir = RunFolder.choose(out, fileOut, RunFolder.name(configFile, fallbackName));
        for (Path p = dir.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                if (out != null) {
                    throw ArbiterException.usage("--out: " + p + " is a file, not a folder");
                }
                throw new ConfigException(String.valueOf(configFile), "out", p + " is a file, not a folder");
            }
        }
        return dir;
    }
}
