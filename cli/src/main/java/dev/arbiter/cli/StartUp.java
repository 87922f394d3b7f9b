package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyFile;
import dev.arbiter.cli.config.TuneFile;

import java.util.Map;

/**
 * Work a command will need first, begun on a second thread while picocli builds and parses its command line on
 * the main one: for {@code qualify} and {@code tune}, Jackson's set-up for reading their configuration file
 * ({@link ConfigReader#prepare}). The two are independent and each takes a sizeable part of a short run's start,
 * so on a machine with a free core the run starts sooner; the CPU spent is the same (docs/BENCHMARKS.md). The
 * thread is a daemon and reports nothing: whatever it did not finish, or failed at, the main thread does again
 * and reports as before.
 */
final class StartUp {

    private static final Map<String, Class<?>> CONFIG_TYPES = Map.of("qualify", QualifyFile.class, "tune", TuneFile.class);

    private StartUp() {
    }

    /** Begins the preparation for the command {@code args} name, if it reads a configuration file. */
    static void begin(String[] args) {
        Class<?> type = args.length > 0 ? CONFIG_TYPES.get(args[0]) : null;
        if (type == null) {
            return;
        }
        Thread thread = new Thread(() -> prepare(type), "config-prepare");
        thread.setDaemon(true);
        thread.start();
    }

    private static void prepare(Class<?> type) {
        try {
            ConfigReader.prepare(type);
        } catch (RuntimeException | LinkageError ignored) {
            // the main thread reads the configuration all the same, and reports what goes wrong there
        }
    }
}
