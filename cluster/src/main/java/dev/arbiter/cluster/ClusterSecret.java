package dev.arbiter.cluster;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;

/**
 * The secret a coordinator and its workers share: the key of the HMAC-SHA256 (RFC 2104) that authenticates
 * every message between them ({@link Envelope}). Read from a file holding at least 32 characters (for example
 * {@code openssl rand -hex 32 > arbiter.secret}); surrounding whitespace is ignored. The secret itself never
 * travels.
 */
public final class ClusterSecret {

    /** The fewest characters a secret file must hold. */
    public static final int MIN_LENGTH = 32;

    private final SecretKeySpec key;
    private final ThreadLocal<Mac> macs = ThreadLocal.withInitial(this::newMac);

    /** A secret of these bytes (at least {@link #MIN_LENGTH}). */
    public ClusterSecret(byte[] secret) {
        if (secret.length < MIN_LENGTH) {
            throw new IllegalArgumentException("a cluster secret needs at least " + MIN_LENGTH + " characters, got "
                    + secret.length);
        }
        this.key = new SecretKeySpec(secret.clone(), "HmacSHA256");
    }

    /**
     * Reads a secret file.
     *
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it holds fewer than {@link #MIN_LENGTH} characters
     */
    public static ClusterSecret read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8).strip();
        if (text.length() < MIN_LENGTH) {
            throw new IllegalArgumentException(file + ": a cluster secret needs at least " + MIN_LENGTH
                    + " characters (e.g. openssl rand -hex 32 > " + file.getFileName() + "), got " + text.length());
        }
        return new ClusterSecret(text.getBytes(StandardCharsets.UTF_8));
    }

    private Mac newMac() {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }

    /** HMAC-SHA256 of {@code head} followed by {@code body} under this secret (neither copied). */
    byte[] mac(byte[] head, byte[] body) {
        Mac mac = macs.get();
        mac.update(head);
        return mac.doFinal(body);
    }

    /** Whether {@code tag} is the HMAC of {@code head} followed by {@code body}, compared in constant time. */
    boolean verify(byte[] head, byte[] body, byte[] tag) {
        return tag != null && MessageDigest.isEqual(mac(head, body), tag);
    }
}
