/**
 * Internal: the wire format of the Arbiter protocol (constants, message parsing, bounded line reading),
 * shared by the engine server in this module and the referee in {@code arbiter-tournament}. Not part of the
 * library API and free to change; bot authors implement {@code docs/PROTOCOL.md} or use
 * {@link dev.arbiter.engine.server.EngineMain}.
 */
package dev.arbiter.engine.protocol;
