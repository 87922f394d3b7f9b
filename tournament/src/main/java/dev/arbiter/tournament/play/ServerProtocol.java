package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.NamedProtocol;

/**
 * The default protocol ({@code server}): an engine server speaking Arbiter's JSON protocol over a socket
 * (docs/PROTOCOL.md), kept between games in each worker's {@link EnginePool} and shared by the workers when it
 * serves several games at once ({@link SharedEngines}).
 */
public record ServerProtocol() implements BotProtocol {

    /** Its name in configurations (the rules' default protocol's when they name none). */
    public static final String NAME = NamedProtocol.SERVER_NAME;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SeatStarter starter(SeatServices services) {
        return new ServerSeats(services);
    }
}
