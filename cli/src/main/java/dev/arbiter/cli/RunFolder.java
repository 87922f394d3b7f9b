package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.TournamentException;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The run folders of {@code qualify} and {@code tune}: where a new run goes, the resolved configuration it
 * keeps ({@code config.json}, from which {@code --resume} continues), and the run itself with Ctrl-C
 * stopping it cleanly (the abort stops the games at once and the run writes its last files before the JVM
 * exits).
 */
final class RunFolder {

    /** A run's body: plays and returns its result. */
    interface Body<T> {
        /** Runs. */
        T run() throws IOException, TournamentException;
    }

    private RunFolder() {
    }

    /**
     * The stored configuration of an existing run folder.
     *
     * @param kind what the folder should hold, for the message ("run", "tuning run")
     * @throws ArbiterException a usage error if {@code dir} holds no {@code config.json}
     */
    static Path storedConfig(Path dir, String kind) {
        Path stored = dir.resolve(RunFiles.CONFIG);
        if (!Files.isRegularFile(stored)) {
            throw ArbiterException.usage(dir + " is not a " + kind + " folder (no " + RunFiles.CONFIG + ")");
        }
        return stored;
    }

    /**
     * The folder of a new run: {@code --out}, else the file's {@code out}, else a fresh
     * {@code results/NAME-TIMESTAMP} (with {@code -2}, {@code -3}... if that exists already), so that the same
     * command run twice starts two runs.
     */
    static Path choose(Path out, String fileOut, String name) {
        if (out != null) {
            return out;
        }
        if (fileOut != null) {
            return Path.of(fileOut);
        }
        String base = name.replaceAll("[^A-Za-z0-9_.+-]", "_") + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path fresh = Path.of("results", base);
        for (int n = 2; Files.exists(fresh); n++) {
            fresh = Path.of("results", base + "-" + n);
        }
        return fresh;
    }

    /** The name of a run's default folder: the config file's name without its extension, else {@code fallback}. */
    static String name(Path configFile, String fallback) {
        if (configFile == null || configFile.getFileName() == null) {
            return fallback;
        }
        return configFile.getFileName().toString().replaceFirst("\\.(ya?ml|json)$", "");
    }

    /**
     * The command that continues the run in {@code runDir}, as the user would type it: the program as it was
     * started (the {@code arbiter.program} property the launcher script sets, else {@code arbiter}).
     */
    static String resumeCommand(String command, Path runDir) {
        return System.getProperty("arbiter.program", "arbiter") + " " + command + " --resume " + shellWord(runDir.toString());
    }

    /** A word for a POSIX shell: as it is if it is plain, else in single quotes. */
    static String shellWord(String word) {
        if (word.matches("[A-Za-z0-9_./:=+,@%-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /**
     * Creates a new run's folder and stores its resolved configuration.
     *
     * @param marker the file whose presence means the folder already holds a run of this kind
     * @throws ArbiterException a usage error if the folder already holds a run
     */
    static void create(Path runDir, String marker, String kind, Object resolvedFile) throws IOException {
        if (Files.exists(runDir.resolve(marker))) {
            throw ArbiterException.usage(runDir + " already holds a " + kind + "; continue it with --resume "
                    + shellWord(runDir.toString()) + ", or give another --out (without --out and 'out', every run gets a "
                    + "fresh folder)");
        }
        Files.createDirectories(runDir);
        AtomicFiles.write(runDir.resolve(RunFiles.CONFIG), ConfigReader.toJson(resolvedFile) + "\n");
    }

    /**
     * Runs {@code body} with a shutdown hook (Ctrl-C) that calls {@code abort}, waits for the body to write its
     * last files and says on {@code err} how to continue ({@code resume}, the command that continues the run, or
     * null when there is none); returns null when the JVM is shutting down. Errors of the run become one-line
     * failures (exit 1); a setting that turns out wrong only while the run starts its engines (an option an engine
     * does not declare) becomes a usage error naming {@code source}, the configuration's file (exit 2).
     *
     * @param what names the command in messages ({@code qualify})
     */
    static <T> T run(String what, String source, String resume, PrintWriter err, Runnable abort, Body<T> body) {
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            abort.run();
            try {
                finished.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            err.println("arbiter: " + what + " interrupted; finished games are kept"
                    + (resume == null ? "" : "; continue with: " + resume));
            err.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        T result;
        try {
            result = body.run();
        } catch (TournamentException e) {
            release(hook);
            throw ArbiterException.failure(e.getMessage(), e);
        } catch (InvalidSettingException e) {
            release(hook);
            throw new ConfigException(source, e.field(), e.getMessage());
        } catch (IOException e) {
            release(hook);
            throw ArbiterException.failure(what + ": " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            release(hook);
            throw e;
        } finally {
            finished.countDown();
        }
        return release(hook) ? result : null;
    }

    /** Removes the shutdown hook of a run that ended by itself; false when the JVM is shutting down already. */
    private static boolean release(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
            return true;
        } catch (IllegalStateException shuttingDown) {
            return false;
        }
    }

    /**
     * {@link #run(String, String, String, PrintWriter, Runnable, Body)} for a run that is not continued, telling
     * standard error.
     */
    static <T> T run(String what, String source, Runnable abort, Body<T> body) {
        return run(what, source, null, new PrintWriter(System.err, true), abort, body);
    }
}
