package dev.arbiter.games.oware;

import dev.arbiter.engine.world.IllegalActionException;
import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.StdioSession;

import java.util.List;

/**
 * Oware in CodinGame's manner (docs/STDIO.md): initialization {@code myId} (0 moves first); each turn the
 * seeds in the bot's six houses and then the opponent's six (each from its owner's left, in sowing order),
 * then {@code myCaptured opponentCaptured}; the bot prints the house it sows, 0 to 5 from its left.
 */
final class OwareStdio implements StdioFormat<OwareWorld> {

    @Override
    public StdioSession<OwareWorld> session(OwareWorld initial, int seat) {
        return new StdioSession<>() {
            @Override
            public List<String> initialInput() {
                return List.of(Integer.toString(seat));
            }

            @Override
            public List<String> turnInput(OwareWorld world, List<String> history) {
                return List.of(houses(world, seat), houses(world, seat ^ 1),
                        world.capturedBy(seat) + " " + world.capturedBy(seat ^ 1));
            }

            @Override
            public int parseAction(OwareWorld world, String line) {
                int house;
                try {
                    house = Integer.parseInt(line.trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("expected a house 0.." + (OwareWorld.HOUSES - 1));
                }
                if (house < 0 || house >= OwareWorld.HOUSES) {
                    throw new IllegalActionException("house " + house + " does not exist (0.." + (OwareWorld.HOUSES - 1)
                            + ")");
                }
                return house;
            }
        };
    }

    private static String houses(OwareWorld world, int actor) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < OwareWorld.HOUSES; i++) {
            sb.append(i == 0 ? "" : " ").append(world.seedsIn(actor, i));
        }
        return sb.toString();
    }
}
