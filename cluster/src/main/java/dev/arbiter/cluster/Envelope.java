package dev.arbiter.cluster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
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
    private static final int VERSION = 1;
    private static final int MAX_BYTES = 64 << 20;

    /** A signed envelope. */
    public static Envelope sign(ClusterSecret secret, byte direction, String session, String worker, long seq,
                                String coordinator, byte[] body) {
        return new Envelope(direction, session, worker, seq, coordinator, body,
                secret.mac(signed(direction, session, worker, seq, coordinator, body)));
    }

    /** Whether the MAC is right for this secret. */
    public boolean authentic(ClusterSecret secret) {
        return secret.verify(signed(direction, session, worker, seq, coordinator, body), mac);
    }

    private static byte[] signed(byte direction, String session, String worker, long seq, String coordinator, byte[] body) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(body.length + 128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            writeSigned(out, direction, session, worker, seq, coordinator, body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static void writeSigned(DataOutputStream out, byte direction, String session, String worker, long seq,
                                    String coordinator, byte[] body) throws IOException {
        out.writeInt(VERSION);
        out.writeByte(direction);
        writeString(out, session);
        writeString(out, worker);
        out.writeLong(seq);
        writeString(out, coordinator);
        out.writeInt(body.length);
        out.write(body);
    }

    /** The bytes sent over the network: the signed fields, then the MAC. */
    public byte[] encode() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(body.length + 192);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            writeSigned(out, direction, session, worker, seq, coordinator, body);
            out.writeInt(mac.length);
            out.write(mac);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * Reads an envelope; it is not yet checked ({@link #authentic}).
     *
     * @throws IOException if the bytes are not an envelope of this version
     */
    public static Envelope decode(byte[] bytes) throws IOException {
        if (bytes == null) {
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
            return new Envelope(direction, session, worker, seq, coordinator, body, mac);
        } catch (java.io.EOFException e) {
            throw new IOException("truncated envelope", e);
        }
    }

    private static void writeString(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String readString(DataInputStream in) throws IOException {
        return new String(readBytes(in), StandardCharsets.UTF_8);
    }

    private static byte[] readBytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_BYTES) {
            throw new IOException("field of " + n + " bytes");
        }
        return in.readNBytes(n);
    }
}
