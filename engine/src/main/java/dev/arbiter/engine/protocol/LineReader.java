package dev.arbiter.engine.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads newline-terminated UTF-8 lines from a stream with a bound on their length, so that a peer cannot
 * make us buffer without limit. An over-long line is skipped to its end and reported as such, and the
 * next line is read normally. A carriage return before the newline is dropped.
 *
 * <p>The reader also tells when each line arrived ({@link #arrivalNanos()}): the moment the read that
 * brought its first byte returned, so that an engine counts a move's time from the request reaching the
 * process, not from when it got round to parsing it (a {@code position} and a {@code go} sent in one write
 * arrive together, and the time spent on the {@code position} counts against the {@code go}).
 */
public final class LineReader {

    /** Returned by {@link #readLine()} for a line longer than the bound (its content is discarded). */
    public static final String TOO_LONG = new String("\u0000line too long\u0000");

    private final InputStream in;
    private final int maxLine;
    private final byte[] buffer = new byte[8192];
    private int pos;
    private int limit;
    private byte[] line = new byte[256];
    private final long spinNanos;
    private long filledNanos;
    private long arrivalNanos;

    /** A reader of lines of at most {@code maxLine} bytes. */
    public LineReader(InputStream in, int maxLine) {
        this(in, maxLine, 0);
    }

    /**
     * A reader that, when it has no byte buffered, first polls {@link InputStream#available()} for up to
     * {@code spinNanos} before it blocks in {@code read}. On a socket an answer that comes within the window is
     * then read without the thread going to sleep and being woken, which on an idle machine costs tens of
     * microseconds per message; the price is that much busy CPU per wait.
     */
    public LineReader(InputStream in, int maxLine, long spinNanos) {
        this.in = in;
        this.maxLine = maxLine;
        this.spinNanos = spinNanos;
    }

    /**
     * The next line without its terminator, {@link #TOO_LONG} (compare by identity) for an over-long line,
     * or null at the end of the stream. A final line without a newline is returned as a line.
     */
    public String readLine() throws IOException {
        int length = 0;
        boolean overflow = false;
        boolean arrived = pos < limit;
        if (arrived) {
            arrivalNanos = filledNanos;
        }
        while (true) {
            if (pos == limit) {
                spin();
                limit = in.read(buffer, 0, buffer.length);
                filledNanos = System.nanoTime();
                pos = 0;
                if (!arrived) {
                    arrivalNanos = filledNanos;
                    arrived = true;
                }
                if (limit <= 0) {
                    limit = 0;
                    if (length == 0 && !overflow) {
                        return null;
                    }
                    return overflow ? TOO_LONG : decode(length);
                }
            }
            byte b = buffer[pos++];
            if (b == '\n') {
                return overflow ? TOO_LONG : decode(length);
            }
            if (overflow) {
                continue;
            }
            if (length == maxLine) {
                overflow = true;
                continue;
            }
            if (length == line.length) {
                byte[] bigger = new byte[Math.min(maxLine, line.length * 2)];
                System.arraycopy(line, 0, bigger, 0, length);
                line = bigger;
            }
            line[length++] = b;
        }
    }

    /**
     * When the line last returned by {@link #readLine()} arrived: the {@link System#nanoTime()} at which the
     * read that brought its first byte returned.
     */
    public long arrivalNanos() {
        return arrivalNanos;
    }

    private void spin() throws IOException {
        if (spinNanos <= 0 || in.available() > 0) {
            return;
        }
        long deadline = System.nanoTime() + spinNanos;
        while (in.available() == 0 && System.nanoTime() - deadline < 0) {
            Thread.onSpinWait();
        }
    }

    private String decode(int length) {
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        return new String(line, 0, length, StandardCharsets.UTF_8);
    }
}
