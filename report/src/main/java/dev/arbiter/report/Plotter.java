package dev.arbiter.report;

import org.knowm.xchart.internal.chartpart.Chart;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Renders the plots of one page ({@link Charts#png}): on the caller's thread, or on threads of its own while the
 * caller goes on assembling the page. Drawing a plot is most of a short run's report, and most of the first plot is
 * one-time set-up (AWT, the fonts, the anti-aliasing rasteriser, the digest of the file names): threads of its own
 * start that set-up while the caller reads the run's files ({@link Charts#warmUp()}), then draw the plots side by
 * side. A plot's pixels and bytes do not depend on the thread that draws it (each has its own image and chart).
 *
 * <p>A run's last page, and {@code arbiter report}'s, use every core (the engines are gone by then); the refreshes
 * of a page during a run draw on the caller's one background thread, so that they take no more of the machine from
 * the games than one thread ({@link LiveReport}).
 */
final class Plotter implements AutoCloseable {

    /** The most threads a page's plots are drawn on. */
    static final int MAX_THREADS = 4;

    private final ExecutorService threads;

    private Plotter(ExecutorService threads) {
        this.threads = threads;
    }

    /** Draws each plot when it is asked for, on the caller's thread. */
    static Plotter onCallerThread() {
        return new Plotter(null);
    }

    /**
     * Draws the plots on threads of its own, one per core up to {@value #MAX_THREADS}, starting the one-time set-up
     * of drawing now.
     */
    static Plotter onOwnThreads() {
        int count = Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors());
        AtomicInteger made = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(count, r -> {
            Thread t = new Thread(r, "arbiter-plot-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        // a failure of the set-up is the first plot's to report, with its own context
        threads.submit(Charts::warmUp);
        return new Plotter(threads);
    }

    /** The figure of {@code chart} ({@link Charts#png}), drawn now or on a thread of this plotter. */
    Future<Figure> plot(String stem, Chart<?, ?> chart, String alt, String caption) {
        if (threads == null) {
            return CompletableFuture.completedFuture(Charts.png(stem, chart, alt, caption));
        }
        return threads.submit(() -> Charts.png(stem, chart, alt, caption));
    }

    /** The figure once drawn; a failure to draw it is thrown as it was thrown on the plotter's thread. */
    static Figure await(Future<Figure> figure) {
        try {
            return figure.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the report's plots were drawn", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Stops its threads (a plot not yet drawn is abandoned). */
    @Override
    public void close() {
        if (threads != null) {
            threads.shutdownNow();
        }
    }
}
