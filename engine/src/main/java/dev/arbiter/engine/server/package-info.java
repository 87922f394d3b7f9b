/**
 * An engine as a protocol server. A user's game is served with one call,
 * {@link dev.arbiter.engine.server.EngineMain#serve}; {@link dev.arbiter.engine.server.EngineSettings} makes
 * an {@link dev.arbiter.engine.server.Engine} (searcher, identity, limits) out of a game from the
 * {@code --algo}/{@code --param} options, which {@link dev.arbiter.engine.server.EngineOptions} and
 * {@link dev.arbiter.engine.server.ServeOptions} parse for users' engines and {@code arbiter serve} alike, and {@link dev.arbiter.engine.server.EngineServer} serves any
 * searcher. See {@code docs/ENGINE.md}.
 */
package dev.arbiter.engine.server;
