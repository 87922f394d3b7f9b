package dev.arbiter.cluster;

/**
 * What a worker's reply is to the call it completed, decided before the reply is read.
 *
 * <p>Hazelcast matches a reply to its call by a call id that every member numbers from the start, and sends it to
 * the caller's address. So when a coordinator is killed and resumed on the same address (as {@code tune --resume}
 * and {@code qualify --resume} do), a reply that a worker sends to the killed coordinator after it is gone (the
 * worker answers at once the jobs the killed coordinator had queued on it) can reach the resumed one and complete
 * one of its calls with the same id; the resumed call's own reply is then dropped. Such a reply is authentic, but
 * answers another session's request: the call is lost, not forged. Taking it for forgery refused the only surviving
 * worker for good, and the resumed run waited for a worker forever (the hang of {@code ClusterTuneTest}, about one
 * run in four on an idle machine, where the resume is quick enough to meet the worker's late answer).
 */
enum ReplyCheck {
    /** Authentic, and the answer to this very request. */
    ANSWER,
    /** Authentic, but the answer to another request (another session's, or another call's): the call is lost. */
    OTHER_REQUEST,
    /** Not signed with the secret: the worker does not hold it, or the reply was altered. */
    FORGED;

    /**
     * Judges {@code reply} to the request {@code seq} of {@code session} sent to the worker with {@code nonce}.
     */
    static ReplyCheck of(Envelope reply, ClusterSecret secret, String session, String nonce, long seq) {
        if (!reply.authentic(secret)) {
            return FORGED;
        }
        boolean mine = reply.direction() == Envelope.TO_COORDINATOR && reply.session().equals(session)
                && reply.worker().equals(nonce) && reply.seq() == seq;
        return mine ? ANSWER : OTHER_REQUEST;
    }
}
