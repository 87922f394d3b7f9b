package dev.arbiter.cluster;

import org.junit.jupiter.api.Test;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The envelope's MAC covers exactly the fields its Javadoc lists, length-prefixed in that order, then the body:
 * computed here independently, byte for byte; any byte changed on the wire fails authentication.
 */
class EnvelopeTest {

    private static final byte[] KEY = "the-shared-secret-of-this-test-0123".getBytes(StandardCharsets.UTF_8);
    private static final ClusterSecret SECRET = new ClusterSecret(KEY);

    @Test
    void theMacIsTheHmacOfTheLengthPrefixedFieldsThenTheBody() throws Exception {
        byte[] body = "{\"type\":\"hello\",\"run\":\"r\"}".getBytes(StandardCharsets.UTF_8);
        Envelope e = Envelope.sign(SECRET, Envelope.TO_WORKER, "session-é", "nonce", 42, "member", body);

        ByteArrayOutputStream signed = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(signed)) {
            out.writeInt(Envelope.VERSION);
            out.writeByte(Envelope.TO_WORKER);
            for (Object field : new Object[] {"session-é", "nonce", 42L, "member"}) {
                if (field instanceof Long seq) {
                    out.writeLong(seq);
                } else {
                    byte[] b = ((String) field).getBytes(StandardCharsets.UTF_8);
                    out.writeInt(b.length);
                    out.write(b);
                }
            }
            out.writeInt(body.length);
            out.write(body);
        }
        Mac hmac = Mac.getInstance("HmacSHA256");
        hmac.init(new SecretKeySpec(KEY, "HmacSHA256"));
        byte[] expected = hmac.doFinal(signed.toByteArray());

        assertThat(e.mac()).isEqualTo(expected);
        byte[] wire = e.encode();
        assertThat(wire).startsWith(signed.toByteArray());
        assertThat(Envelope.decode(wire).authentic(SECRET)).isTrue();
    }

    @Test
    void anyByteChangedOnTheWireFailsAuthentication() throws IOException {
        byte[] wire = Envelope.sign(SECRET, Envelope.TO_COORDINATOR, "s", "w", 7, "c",
                "{\"type\":\"refused\",\"reason\":\"x\"}".getBytes(StandardCharsets.UTF_8)).encode();
        for (int i = 0; i < wire.length; i++) {
            byte[] altered = wire.clone();
            altered[i] ^= 1;
            Envelope e;
            try {
                e = Envelope.decode(altered);
            } catch (IOException unreadable) {
                continue; // a length or the version changed: refused before the MAC
            }
            assertThat(e.authentic(SECRET)).as("byte %d changed", i).isFalse();
        }
    }

    @Test
    void anEnvelopeOfAnotherVersionIsRefusedNamingBoth() {
        byte[] wire = Envelope.sign(SECRET, Envelope.TO_WORKER, "s", "w", 1, "c", new byte[] {'{', '}'}).encode();
        wire[3] = (byte) (Envelope.VERSION - 1);
        assertThatThrownBy(() -> Envelope.decode(wire))
                .isInstanceOf(IOException.class)
                .hasMessage("envelope version " + (Envelope.VERSION - 1) + ", expected " + Envelope.VERSION);
    }
}
