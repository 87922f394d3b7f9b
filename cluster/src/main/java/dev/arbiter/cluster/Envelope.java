package dev.arbiter.cluster;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One authenticated message between a coordinator and a worker: a JSON body ({@link Message}) and the
 * HMAC-SHA256 ({@link ClusterSecret}) over everything that gives it its meaning, so that without the secret a
 * message can be neither forged, altered, nor replayed somewhere else:
 * <ul>
 * <li>{@code direction}: coordinator to worker or back, so that a reply cannot be passed off as a request;</li>
 * <li>{@code session}: the coordinator process's random id, so that a message of one run (or of a coordinator
 * that was restarted) means nothing in another;</li>
 * <li>{@code worker}: the random nonce the worker drew when it started, so that a job meant for one worker
 * cannot be replayed to another, or to the same machine after a restart;</li>
 * <li>{@code seq}: the coordinator's sequence number, so that a worker runs each job once
 * ({@link ReplayWindow}) and a reply answers exactly its request;</li>
 * <li>{@code coordinator}: the coordinator's member id, so that a worker knows whose jobs to drop when that
 * member leaves.</li>
 * </ul>
 * The MAC covers the fields length-prefixed in this order, and the body as the bytes sent (no
 * canonicalisation is needed: the receiver checks the bytes it received before it parses them).
 *
 * @param direction {@link #TO_WORKER} or {@link #TO_COORDINATOR}
 * @param session   the coordinator's session id
 * @param worker    the worker's nonce
 * @param seq       the request's sequence number
 * @param coordinator the coordinator's member id
 * @param body      the message as JSON
 * @param mac       HMAC-SHA256 of the fields above
 */
public record Envelope(byte direction, String session, String worker, long seq, String coordinator, byte[] body,
                       byte[] mac) {

    /** A request from the coordinator. */
    public static final byte TO_WORKER = 1;
    /** A reply from a worker. */
    public static final byte TO_COORDINATOR = 2;
    /** 2: the body is written by Jackson from the records' components (1: a hand-written codec). */
    static final int VERSION = 2;
    private static final int MAX_BYTES = 64 << 20;

    /** A signed envelope. */
    public static Envelope sign(ClusterSecret secret, byte direction, String session, String worker, long seq,
                                String coordinator, byte[] body) {
        byte[] header = header(direction, session, worker, seq, coordinator, body.length);
        return new Envelope(direction, session, worker, seq, coordinator, body, secret.mac(header, body));
    }

    /** Whether the MAC is right for this secret. */
    public boolean authentic(ClusterSecret secret) {
        return mac != null
                && secret.verify(header(direction, session, worker, seq, coordinator, body.length), body, mac);
    }

    /**
     * The signed fields before the body, length-prefixed, ending with the body's length: the MAC is computed over
     * these bytes and then the body's, as they follow each other on the wire, without copying the body.
     */
    private static byte[] header(byte direction, String session, String worker, long seq, String coordinator,
                                 int bodyLength) {
        byte[] s = session.getBytes(StandardCharsets.UTF_8);
        byte[] w = worker.getBytes(StandardCharsets.UTF_8);
        byte[] c = coordinator.getBytes(StandardCharsets.UTF_8);
        ByteBuffer out = ByteBuffer.allocate(4 + 1 + 4 + s.length + 4 + w.length + 8 + 4 + c.length + 4);
        out.putInt(VERSION).put(direction);
        out.putInt(s.length).put(s);
        out.putInt(w.length).put(w);
        out.putLong(seq);
        out.putInt(c.length).put(c);
        out.putInt(bodyLength);
        return out.array();
    }

    /** The bytes sent over the network: the signed fields, the body, then the MAC. */
    public byte[] encode() {
        byte[] header = header(direction, session, worker, seq, coordinator, body.length);
        return ByteBuffer.allocate(header.length + body.length + 4 + mac.length)
                .put(header).put(body).putInt(mac.length).put(mac).array();
    }

    /**
     * Reads an envelope; it is not yet checked ({@link #authentic}).
     *
     * @throws IOException if the bytes are not an envelope of this version
     */
    public static Envelope decode(byte[] bytes) throws IOException {
        if (bytes == null || bytes.length == 0) {
            throw new IOException("no envelope");
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            int version = in.readInt();
            if (version != VERSION) {
                throw new IOException("envelope version " + version + ", expected " + VERSION);
            }
            byte direction = in.readByte();
            String session = readString(in);
            String worker = readString(in);
            long seq = in.readLong();
            String coordinator = readString(in);
            byte[] body = readBytes(in);
            byte[] mac = readBytes(in);
            if (in.available() > 0) {
                throw new IOException("data after the envelope");
            }
            return new Envelope(direction, session, worker, seq, coordinator, body, mac);
        } catch (java.io.EOFException e) {
            throw new IOException("truncated envelope", e);
        }
    }

    private static String readString(DataInputStream in) throws IOException {
        return new String(readBytes(in), StandardCharsets.UTF_8);
    }

    private static byte[] readBytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_BYTES) {
            throw new IOException("field of " + n + " bytes");
        }
        byte[] field = in.readNBytes(n);
        if (field.length != n) {
            throw new IOException("truncated envelope: a field of " + n + " bytes has " + field.length);
        }
        return field;
    }
}
