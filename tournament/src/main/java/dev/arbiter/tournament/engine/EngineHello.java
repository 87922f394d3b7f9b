package dev.arbiter.tournament.engine;

import java.util.Map;

/**
 * What an engine said about itself in the handshake.
 *
 * @param name       engine name
 * @param version    engine version
 * @param algorithm  search algorithm, if it says
 * @param game       game name it plays
 * @param options    game options it plays with
 * @param parameters its parameter values
 */
public record EngineHello(String name, String version, String algorithm, String game, String options,
                          Map<String, Double> parameters) {
}
