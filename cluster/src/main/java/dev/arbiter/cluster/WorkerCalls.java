package dev.arbiter.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;

import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The coordinator's signed requests to its workers: each request gets the next sequence number, is signed in an
 * {@link Envelope} for this session and that worker's nonce, sent as a {@link SignedCall} to the worker's member,
 * and its reply is accepted only if it is authentic and answers exactly that request ({@link ReplyCheck}).
 */
final class WorkerCalls {

    private final ClusterSecret secret;
    private final String session;
    private final HazelcastInstance member;
    private final IExecutorService calls;
    private final AtomicLong seq = new AtomicLong();

    WorkerCalls(ClusterSecret secret, String session, HazelcastInstance member) {
        this.secret = secret;
        this.session = session;
        this.member = member;
        this.calls = member.getExecutorService(HazelcastMembers.EXECUTOR);
    }

    /** A reply that fails authentication, or is not a readable message. */
    static final class Forged extends Exception {
        private static final long serialVersionUID = 1L;

        Forged(String message) {
            super(message);
        }
    }

    /** The worker is gone (or this member is shutting down), or its reply answered another request. */
    static final class Lost extends Exception {
        private static final long serialVersionUID = 1L;

        Lost(Throwable cause) {
            super(cause);
        }
    }

    /**
     * Sends a signed request to a worker and returns its authenticated reply.
     *
     * @param timeoutSeconds how long to wait for the reply, or 0 for as long as the worker stays
     */
    Message call(WorkerLink link, Message request, long timeoutSeconds) throws Forged, Lost {
        long s = seq.incrementAndGet();
        // read each time: a member that merges back after a network split comes back with a new id
        String memberId = member.getCluster().getLocalMember().getUuid().toString();
        Envelope out = Envelope.sign(secret, Envelope.TO_WORKER, session, link.nonce, s, memberId,
                MessageCodec.toJson(request));
        byte[] answer;
        try {
            Future<byte[]> future = calls.submitToMember(new SignedCall(out.encode()), link.member);
            answer = timeoutSeconds > 0 ? future.get(timeoutSeconds, TimeUnit.SECONDS) : future.get();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            throw new Lost(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Lost(e);
        }
        Envelope in;
        try {
            in = Envelope.decode(answer);
        } catch (IOException e) {
            throw new Forged("its reply is not an envelope: " + e.getMessage());
        }
        switch (ReplyCheck.of(in, secret, session, link.nonce, s)) {
            case FORGED -> {
                String says = "";
                try {
                    says = " (it says: " + MessageCodec.fromJson(in.body()).describe() + ")";
                } catch (IOException ignored) {
                    // an unreadable unsigned reply says nothing more
                }
                throw new Forged("its reply failed authentication: it does not hold this secret" + says);
            }
            case OTHER_REQUEST -> throw new Lost(new IOException("the reply to request " + in.seq() + " of session "
                    + in.session() + " completed request " + s));
            case ANSWER -> {
                // read below
            }
        }
        try {
            return MessageCodec.fromJson(in.body());
        } catch (IOException e) {
            throw new Forged("its reply is unreadable: " + e.getMessage());
        }
    }
}
