package dev.arbiter.engine.server;

import java.nio.file.Path;

/**
 * Where an engine server listens, and the file it announces its address in.
 *
 * @param bindAddress address to listen on; loopback unless the user says otherwise
 * @param port        port, 0 for any free one
 * @param addressFile file to write {@code host port} into once listening, or null
 */
public record Endpoint(String bindAddress, int port, Path addressFile) {

    /** Loopback, any free port, no address file. */
    public static Endpoint loopback() {
        return new Endpoint(ServeSettings.DEFAULT_BIND, 0, null);
    }
}
