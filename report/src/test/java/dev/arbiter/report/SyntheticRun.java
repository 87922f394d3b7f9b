package dev.arbiter.report;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes a qualification run folder of synthetic Connect Four games (legal random games with move times, nodes and
 * depths, a round-robin of {@code engines} engines, seats swapped within each pairing), to measure {@code arbiter
 * report} on a log of any size: {@code java -cp ... dev.arbiter.report.SyntheticRun DIR GAMES ENGINES}.
 */
public final class SyntheticRun {

    private SyntheticRun() {
    }

    /** Writes the folder. */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int games = Integer.parseInt(args[1]);
        int engines = Integer.parseInt(args[2]);
        write(dir, games, engines);
    }

    static void write(Path dir, int games, int engines) throws IOException {
        Files.createDirectories(dir);
        List<String> names = new ArrayList<>();
        StringBuilder config = new StringBuilder("{\"game\":\"connect4\",\"seed\":1,\"maxPlies\":42,\"engines\":[");
        for (int e = 0; e < engines; e++) {
            names.add("e" + e);
            config.append(e == 0 ? "" : ",").append("{\"name\":\"e").append(e)
                    .append("\",\"cmd\":[\"arbiter\",\"serve\",\"--game\",\"connect4\",\"--algo\",\"random\"]}");
        }
        List<int[]> pairings = new ArrayList<>();
        for (int a = 0; a < engines; a++) {
            for (int b = a + 1; b < engines; b++) {
                pairings.add(new int[] {a, b});
            }
        }
        int rounds = (games + 2 * pairings.size() - 1) / (2 * pairings.size());
        config.append("],\"rounds\":").append(rounds).append("}\n");
        Files.writeString(dir.resolve(RunFiles.CONFIG), config);
        Game<?> game = GameRegistry.load().create("connect4");
        try (GameLog log = GameLog.openForAppend(dir.resolve(RunFiles.GAMES))) {
            for (int index = 0; index < games; index++) {
                int round = index / (2 * pairings.size());
                int pairing = index / 2 % pairings.size();
                int[] p = pairings.get(pairing);
                List<String> seats = index % 2 == 0 ? List.of(names.get(p[0]), names.get(p[1]))
                        : List.of(names.get(p[1]), names.get(p[0]));
                log.append(play(game, index, round, pairing, seats, new SplittableRandom(index * 0x9E3779B97F4A7C15L + 1)));
            }
        }
    }

    private static <W extends World<W>> GameRecord play(Game<W> game, int index, int round, int pairing, List<String> seats,
                                                        SplittableRandom random) {
        W world = game.initialWorld("");
        int[] legal = new int[game.maxActions()];
        List<MoveRecord> moves = new ArrayList<>();
        while (!world.isEnd()) {
            int n = world.legalActions(legal);
            int action = legal[random.nextInt(n)];
            world.apply(action);
            long micros = 200 + (long) (50_000 * random.nextDouble() * random.nextDouble());
            long nodes = 500 + (long) random.nextInt(4_000);
            moves.add(new MoveRecord(game.formatAction(action), micros, nodes, 3 + random.nextInt(8), null));
        }
        return new GameRecord(new GameSlot(index, round, pairing, round * 1_000L + pairing), "", seats, moves,
                new GameOutcome(List.of(world.score(0), world.score(1)), GameEnd.END, "game over", -1, null));
    }
}
