package dev.arbiter.engine.server;

import java.io.IOException;
import java.io.InputStream;

/**
 * Ends an engine process when its referee is gone. A referee keeps the engine's standard input open and
 * writes nothing to it; end-of-file means the referee exited (even by kill -9), and the engine exits too
 * rather than linger as an orphan holding a port.
 */
public final class ParentWatch {

    private ParentWatch() {
    }

    /** Starts a daemon thread that exits the JVM when {@code in} reaches end-of-file. */
    public static void exitWhenInputCloses(InputStream in) {
        Thread watcher = new Thread(() -> {
            try {
                byte[] buffer = new byte[256];
                while (in.read(buffer) >= 0) {
                    Thread.onSpinWait();
                }
            } catch (IOException e) {
                // treated as end-of-file
            }
            Runtime.getRuntime().halt(0);
        }, "arbiter-parent-watch");
        watcher.setDaemon(true);
        watcher.start();
    }
}
