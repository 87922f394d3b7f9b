package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.tournament.TournamentException;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
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

    /** The folder of a new run: {@code --out}, else the file's {@code out}, else {@code results/NAME-TIMESTAMP}. */
    static Path choose(Path out, String fileOut, String name) {
        if (out != null) {
            return out;
        }
        if (fileOut != null) {
            return Path.of(fileOut);
        }
        return Path.of("results", name + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }

    /**
     * Creates a new run's folder and stores its resolved configuration.
     *
     * @param marker the file whose presence means the folder already holds a run of this kind
     * @throws ArbiterException a usage error if the folder already holds a run
     */
    static void create(Path runDir, String marker, String kind, Object resolvedFile) throws IOException {
        if (Files.exists(runDir.resolve(marker))) {
            throw ArbiterException.usage(runDir + " already holds a " + kind + "; continue it with --resume " + runDir
                    + " or choose another --out");
        }
        Files.createDirectories(runDir);
        AtomicFiles.write(runDir.resolve(RunFiles.CONFIG), ConfigReader.toJson(resolvedFile) + "\n");
    }

    /**
     * Runs {@code body} with a shutdown hook (Ctrl-C) that calls {@code abort} and waits for the body to write its
     * last files; returns null when the JVM is shutting down. Errors of the run become one-line failures (exit 1).
     *
     * @param what names the command in messages ({@code qualify})
     */
    static <T> T run(String what, Runnable abort, Body<T> body) {
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            abort.run();
            try {
                finished.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        T result;
        try {
            result = body.run();
        } catch (TournamentException e) {
            throw ArbiterException.failure(e.getMessage(), e);
        } catch (IOException e) {
            throw ArbiterException.failure(what + ": " + e.getMessage(), e);
        } finally {
            finished.countDown();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            return null;
        }
        return result;
    }
}
