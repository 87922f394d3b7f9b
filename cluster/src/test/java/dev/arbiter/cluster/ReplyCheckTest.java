package dev.arbiter.cluster;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Which replies a coordinator reads, which it takes for a lost call, and which for forgery. */
class ReplyCheckTest {

    private static final ClusterSecret SECRET = new ClusterSecret("a-secret-of-this-test-0123456789abcdef".getBytes(StandardCharsets.UTF_8));
    private static final byte[] BODY = "{\"type\":\"welcome\",\"slots\":1,\"name\":\"w\",\"trusted\":1}"
            .getBytes(StandardCharsets.UTF_8);

    private static Envelope reply(ClusterSecret secret, byte direction, String session, String worker, long seq) {
        return Envelope.sign(secret, direction, session, worker, seq, "coordinator-id", BODY);
    }

    @Test
    void theSignedReplyToThisVeryRequestIsItsAnswer() {
        assertThat(ReplyCheck.of(reply(SECRET, Envelope.TO_COORDINATOR, "resumed", "w", 7), SECRET, "resumed", "w", 7))
                .isEqualTo(ReplyCheck.ANSWER);
    }

    @Test
    void aSignedReplyToAKilledCoordinatorsRequestWithTheSameCallIsALostCallNotForgery() {
        // the worker answered the killed coordinator's queued request; Hazelcast delivered it to the coordinator that
        // resumed the run on the same address, and it completed one of the new session's calls
        assertThat(ReplyCheck.of(reply(SECRET, Envelope.TO_COORDINATOR, "killed", "w", 3), SECRET, "resumed", "w", 7))
                .isEqualTo(ReplyCheck.OTHER_REQUEST);
    }

    @Test
    void aSignedReplyToAnotherRequestOfThisSessionOrFromAnotherWorkerIsALostCall() {
        assertThat(ReplyCheck.of(reply(SECRET, Envelope.TO_COORDINATOR, "s", "w", 6), SECRET, "s", "w", 7))
                .isEqualTo(ReplyCheck.OTHER_REQUEST);
        assertThat(ReplyCheck.of(reply(SECRET, Envelope.TO_COORDINATOR, "s", "other", 7), SECRET, "s", "w", 7))
                .isEqualTo(ReplyCheck.OTHER_REQUEST);
        assertThat(ReplyCheck.of(reply(SECRET, Envelope.TO_WORKER, "s", "w", 7), SECRET, "s", "w", 7))
                .as("a request passed off as a reply").isEqualTo(ReplyCheck.OTHER_REQUEST);
    }

    @Test
    void aReplyNotSignedWithTheSecretIsForgedWhateverItClaimsToAnswer() {
        ClusterSecret other = new ClusterSecret("another-secret-0123456789abcdef-0123".getBytes(StandardCharsets.UTF_8));
        assertThat(ReplyCheck.of(reply(other, Envelope.TO_COORDINATOR, "s", "w", 7), SECRET, "s", "w", 7))
                .isEqualTo(ReplyCheck.FORGED);
        Envelope signed = reply(SECRET, Envelope.TO_COORDINATOR, "s", "w", 7);
        Envelope altered = new Envelope(signed.direction(), signed.session(), signed.worker(), 8, signed.coordinator(),
                signed.body(), signed.mac());
        assertThat(ReplyCheck.of(altered, SECRET, "s", "w", 8)).as("its request number altered").isEqualTo(ReplyCheck.FORGED);
    }
}
