package dev.arbiter.cli;

import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.search.MoveAnswerer;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.server.ServeSettings;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Plot;
import dev.arbiter.engine.world.SelfPlayShow;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.live.LiveGame;
import dev.arbiter.tournament.live.LiveMove;
import dev.arbiter.tournament.live.Outcome;
import dev.arbiter.tournament.live.SearcherPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * {@code arbiter selfplay}: engine A against engine B (by default A against itself), in-process, printing
 * every move with its search info and each game's result. Over several games A takes each seat in turn.
 * A game with its own self-play report ({@link SelfPlayShow}: Mars Lander's flights, shown as ASCII traces with
 * their landing margins) is shown by it, and its charts are drawn ({@code --png}); {@code --maps random:100}
 * measures landings over many maps.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Play engine against engine in-process and print every move with its search info "
                + "(action, value, depth, nodes, time, PV), then the result; Mars Lander flights as ASCII traces "
                + "(--maps for landings over many maps, --png for plots).")
final class SelfPlayCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Mixin
    EngineOptions engineOptions;

    @Option(names = "--vs-algo", paramLabel = "ALGO", description = "Algorithm of engine B (default: engine A's).")
    String vsAlgorithm;

    @Option(names = "--vs-param", paramLabel = "NAME=VALUE",
            description = "A parameter of engine B (repeatable; default: engine A's when --vs-algo is not given).")
    Map<String, String> vsParams = new LinkedHashMap<>();

    @Option(names = "--games", defaultValue = "1", paramLabel = "N", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--init", paramLabel = "DATA",
            description = "Init data of every game (default: generated from --seed and the game number).")
    String initData;

    @Option(names = "--max-plies", defaultValue = "0", paramLabel = "N",
            description = "Stop a game after N plies and score it as it stands (default: play to the end).")
    int maxPlies;

    @Option(names = "--print-worlds", description = "Print the world after every move.")
    boolean printWorlds;

    @Option(names = "--maps", paramLabel = "MAPS",
            description = "Mars Lander: fly these maps instead of --games: random:N (N maps generated from --seed), "
                    + "standard (the 8 CodinGame maps), or a comma list of standard map names or init data; prints "
                    + "one line per map and the summary (landed, worst margins).")
    String maps;

    @Option(names = "--trace", description = "Mars Lander with --maps: print every flight's ASCII trace too "
            + "(without --maps the trace is always printed).")
    boolean trace;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Mars Lander: write a trajectory plot (one file per map, the map name added when there are several).")
    Path png;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        if (games < 1) {
            throw ArbiterException.usage("--games must be at least 1");
        }
        if (maxPlies < 0) {
            throw ArbiterException.usage("--max-plies must not be negative");
        }
        if (engineOptions.limits().unlimited()) {
            throw ArbiterException.usage("give a budget: --time-ms, --nodes or --depth");
        }
        Game<?> game = gameMixin.create();
        if (game.selfPlayShow().isPresent()) {
            show(game, spec.commandLine().getOut());
        } else if (maps != null || trace || png != null) {
            throw ArbiterException.usage("--maps, --trace and --png are for games with their own self-play report "
                    + "(--game marslander), got " + game.name());
        } else {
            selfplay(game, spec.commandLine().getOut());
        }
    }

    /**
     * A game with its own self-play report (Mars Lander: each game a flight, shown as its ASCII trace, with the
     * landing margins): the starts of {@code --maps}, or one per game; charts for {@code --png}.
     */
    private <W extends World<W>> void show(Game<W> game, PrintWriter out) {
        SelfPlayShow<W> show = game.selfPlayShow().orElseThrow();
        List<SelfPlayShow.Start> starts = new ArrayList<>();
        try {
            if (maps != null) {
                starts.addAll(show.starts(maps, engineOptions.seed()));
            } else {
                for (int g = 0; g < games; g++) {
                    String init = initData != null ? initData
                            : game.createInitData(new SplittableRandom(engineOptions.seed() + 1000L * g));
                    starts.add(new SelfPlayShow.Start("game" + (g + 1), init));
                }
            }
            Engine<W> engine = engineOptions.build(game);
            warmUp(game, engine);
            out.printf("A: %s, seed %d%n", engine.searcher().algorithm(), engineOptions.seed());
            List<Plot> plots;
            try (MoveAnswerer<W> answerer = new MoveAnswerer<>(engine.searcher())) {
                plots = show.play(starts, answerer.player(engine.limits()), engineOptions.seed(),
                        maxPlies > 0 ? maxPlies : show.defaultMaxPlies(), trace || maps == null, out);
            }
            if (png != null) {
                for (int i = 0; i < plots.size(); i++) {
                    Path file = plots.size() == 1 ? png : withSuffix(png, starts.get(i).name());
                    try {
                        PlotWriter.write(plots.get(i), file);
                    } catch (IOException e) {
                        throw ArbiterException.failure("cannot write " + file + ": " + e.getMessage(), e);
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage(e.getMessage());
        }
    }

    private static Path withSuffix(Path file, String name) {
        String base = file.getFileName().toString();
        int dot = base.lastIndexOf('.');
        String named = dot < 0 ? base + "-" + name : base.substring(0, dot) + "-" + name + base.substring(dot);
        return file.resolveSibling(named);
    }

    /**
     * Under a time limit, the engine plays against itself first ({@link MoveAnswerer#warmUp}), as an engine
     * server does before it serves, so that the first moves are as fast as the later ones.
     */
    private <W extends World<W>> void warmUp(Game<W> game, Engine<W> engine) {
        if (engine.limits().timeMs() > 0) {
            MoveAnswerer.warmUp(engine.searcher(), game, engine.limits(), ServeSettings.DEFAULT_WARM_UP_MS,
                    engineOptions.seed());
        }
    }

    private <W extends World<W>> void selfplay(Game<W> game, PrintWriter out) {
        int actors = game.actorCount();
        Engine<W> a = engineOptions.build(game);
        EngineOptions other = vsAlgorithm == null && vsParams.isEmpty() ? engineOptions
                : engineOptions.withAlgorithm(vsAlgorithm == null ? engineOptions.algorithm() : vsAlgorithm, vsParams);
        Engine<W> b = other.build(game);
        SearcherPlayer<W> playerA = new SearcherPlayer<>("A", game, a.searcher(), a.limits());
        SearcherPlayer<W> playerB = new SearcherPlayer<>("B", game, b.searcher(), b.limits());
        warmUp(game, a);
        warmUp(game, b);
        out.printf("A: %s%s%n", a.searcher().algorithm(), actors > 1 ? ", B: " + b.searcher().algorithm() : "");
        MovePrinter moves = new MovePrinter(game, out);
        LiveGame.Listener<W> printer = new LiveGame.Listener<>() {
            @Override
            public void started(W world) {
                if (printWorlds) {
                    out.print(world.print());
                }
            }

            @Override
            public void moved(int ply, int actor, LiveMove move, W world) {
                moves.print(ply, actor, move);
                if (printWorlds) {
                    out.print(world.print());
                }
            }
        };
        int winsA = 0;
        int winsB = 0;
        int draws = 0;
        double scoreSum = 0;
        for (int g = 0; g < games; g++) {
            int seatA = g % actors;
            List<SearcherPlayer<W>> seats = new ArrayList<>();
            for (int s = 0; s < actors; s++) {
                seats.add(s == seatA ? playerA : playerB);
            }
            long seed = engineOptions.seed() + 1000L * g;
            String init = initData != null ? initData : game.createInitData(new SplittableRandom(seed));
            out.printf("game %d: A plays %d%s%n", g + 1, seatA, init.isEmpty() ? "" : ", init " + init);
            W end;
            try {
                end = new LiveGame<>(game, seats, printer, maxPlies).play(init, seed).world();
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage(e.getMessage());
            }
            int winner = Outcome.winner(end, actors);
            String how = (end.isEnd() ? "ended" : "stopped") + " after " + end.ply() + " plies, scores "
                    + Outcome.scores(end, actors);
            if (actors == 1) {
                scoreSum += end.score(0);
                out.printf("result: score %s (%s)%n", Outcome.scores(end, 1), how);
            } else if (winner == Outcome.DRAW) {
                draws++;
                out.printf("result: draw (%s)%n", how);
            } else {
                boolean byA = winner == seatA;
                winsA += byA ? 1 : 0;
                winsB += byA ? 0 : 1;
                out.printf("result: %s wins as %d (%s)%n", byA ? "A" : "B", winner, how);
            }
        }
        if (games > 1) {
            if (actors == 1) {
                out.printf("summary: mean score %.4f over %d games%n", scoreSum / games, games);
            } else {
                out.printf("summary: A %d wins, B %d wins, %d draws over %d games%n", winsA, winsB, draws, games);
            }
        }
        out.flush();
    }
}
