package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.StdioFormat;
import dev.arbiter.engine.world.StdioSession;

import java.util.ArrayList;
import java.util.List;

/**
 * CodinGame's own Mars Lander input and output, so that a CodinGame solution runs unchanged (docs/STDIO.md):
 * initialization {@code surfaceN} and one {@code landX landY} line per surface point; each turn
 * {@code X Y hSpeed vSpeed fuel rotate power} ({@link LanderWorld#turnLine()}); the bot prints
 * {@code rotate power}. As on CodinGame the command is a target: the angle moves at most 15 degrees and the
 * power at most 1 per turn towards it. The one difference: angles change on the game's 5-degree grid (the
 * current angle or a multiple of 5), so a target such as -23 is reached as -25.
 */
final class LanderStdio implements StdioFormat<LanderWorld> {

    @Override
    public StdioSession<LanderWorld> session(LanderWorld initial, int seat) {
        Terrain terrain = initial.terrain();
        return new StdioSession<>() {
            @Override
            public List<String> initialInput() {
                List<String> lines = new ArrayList<>(terrain.points() + 1);
                lines.add(Integer.toString(terrain.points()));
                for (int i = 0; i < terrain.points(); i++) {
                    lines.add(terrain.x(i) + " " + terrain.y(i));
                }
                return lines;
            }

            @Override
            public List<String> turnInput(LanderWorld world, List<String> history) {
                return List.of(world.turnLine());
            }

            @Override
            public int parseAction(LanderWorld world, String line) {
                String[] parts = line.trim().split("\\s+");
                if (parts.length == 2) {
                    try {
                        int rotate = Integer.parseInt(parts[0]);
                        int power = Integer.parseInt(parts[1]);
                        if (rotate >= -90 && rotate <= 90 && power >= 0 && power <= 4) {
                            int p = Math.max(world.power() - 1, Math.min(world.power() + 1, power));
                            return LanderWorld.action(world.nearestRotate(rotate), p);
                        }
                    } catch (NumberFormatException e) {
                        // reported below
                    }
                }
                throw new IllegalArgumentException("expected 'rotate power' with rotate in -90..90 and power in 0..4");
            }
        };
    }
}
