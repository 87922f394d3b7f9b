package dev.arbiter.engine.protocol;

import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LineReaderArrivalTest {

    /** A stream that hands out one chunk per read, as a socket hands out what one write sent. */
    private static final class Chunks extends InputStream {
        private final ArrayDeque<byte[]> chunks = new ArrayDeque<>();

        Chunks(List<String> parts) {
            parts.forEach(p -> chunks.add(p.getBytes(StandardCharsets.UTF_8)));
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException("reads whole chunks");
        }

        @Override
        public int read(byte[] b, int off, int len) {
            byte[] chunk = chunks.poll();
            if (chunk == null) {
                return -1;
            }
            System.arraycopy(chunk, 0, b, off, chunk.length);
            return chunk.length;
        }
    }

    @Test
    void linesSentInOneWriteArriveTogetherAndALineSplitAcrossReadsArrivesWithItsFirstByte() throws Exception {
        LineReader reader = new LineReader(new Chunks(List.of("{\"type\":\"position\"}\n{\"type\":\"go\"}\n{\"ty",
                "pe\":\"ping\"}\n", "{\"type\":\"quit\"}\n")), 1000);
        assertThat(reader.readLine()).isEqualTo("{\"type\":\"position\"}");
        long position = reader.arrivalNanos();
        assertThat(reader.readLine()).isEqualTo("{\"type\":\"go\"}");
        assertThat(reader.arrivalNanos()).as("go arrived with the position").isEqualTo(position);
        assertThat(reader.readLine()).isEqualTo("{\"type\":\"ping\"}");
        assertThat(reader.arrivalNanos()).as("ping's first bytes arrived with the position").isEqualTo(position);
        assertThat(reader.readLine()).isEqualTo("{\"type\":\"quit\"}");
        assertThat(reader.arrivalNanos()).as("quit came in a read of its own").isGreaterThanOrEqualTo(position);
    }
}
