package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Message;

/** A request's {@code id}, any JSON value (possibly {@code null}), which its reply carries back. */
record RequestId(Object value) {

    /** The request's id, or null when it has none. */
    static RequestId of(Message request) {
        return request.has("id") ? new RequestId(request.get("id")) : null;
    }
}
