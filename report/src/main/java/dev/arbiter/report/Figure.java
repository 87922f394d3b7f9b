package dev.arbiter.report;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * One rendered plot of a report: a PNG image of a fixed size, its file name in the report folder (derived from
 * its content, so an unchanged plot keeps its name from one refresh to the next), and the words around it. The
 * image may still be rendering ({@link Charts#png}: a page's plots render at the same time, one per processor);
 * {@link #file()} and {@link #png()} wait for it.
 */
final class Figure {

    /** The image and its file name. */
    record Rendered(String file, byte[] png) {
    }

    private final CompletableFuture<Rendered> rendered;
    private final int width;
    private final int height;
    private final String alt;
    private final String caption;

    /**
     * @param rendered the image and its file name, when rendered
     * @param width    its width in pixels
     * @param height   its height in pixels
     * @param alt      a one-line description (the image's alternative text)
     * @param caption  what the plot shows and how to read it
     */
    Figure(CompletableFuture<Rendered> rendered, int width, int height, String alt, String caption) {
        this.rendered = rendered;
        this.width = width;
        this.height = height;
        this.alt = alt;
        this.caption = caption;
    }

    /** A figure of an image already rendered, as file {@code file}. */
    Figure(String file, byte[] png, int width, int height, String alt, String caption) {
        this(CompletableFuture.completedFuture(new Rendered(file, png)), width, height, alt, caption);
    }

    /** File name in the report folder. */
    String file() {
        return rendered().file();
    }

    /** The image. */
    byte[] png() {
        return rendered().png();
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    String alt() {
        return alt;
    }

    String caption() {
        return caption;
    }

    private Rendered rendered() {
        try {
            return rendered.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }
}
