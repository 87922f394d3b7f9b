package dev.arbiter.engine.server;

/**
 * What an engine server says of itself in its {@code hello} reply, and the token it asks of a client's.
 *
 * @param name    engine name reported in the handshake
 * @param version engine version reported in the handshake
 * @param token   token a client must present in its hello, or null to accept any local client
 */
public record Handshake(String name, String version, String token) {
}
