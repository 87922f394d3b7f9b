package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigReader;
import dev.arbiter.cli.config.QualifyConfigs;
import dev.arbiter.cli.config.QualifyFile;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.StopCheck;
import dev.arbiter.tournament.results.EngineLatencies;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MergedRuns;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code arbiter rank}: recomputes the ranking from the game logs of one or more runs of the same game,
 * and exports it as CSV. Engines with the same name in different runs are the same engine; a warning says when
 * some engines never met (their ratings are then not comparable). A run's plug-in games are loaded from the jars
 * its {@code config.json} names.
 */
@Command(name = "rank", mixinStandardHelpOptions = true,
        description = "Recompute the ranking from the game logs of one or more run folders; optionally export it as CSV.")
final class RankCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Parameters(arity = "1..*", paramLabel = "RUN_DIR", description = "Run folders (each with config.json and games.ndjson).")
    List<Path> runs;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write the ranking to this CSV file.")
    Path csv;

    @Mixin
    GameJarMixin gameJars;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        List<QualifyFile> files = new ArrayList<>();
        List<Path> jars = new ArrayList<>();
        for (Path run : runs) {
            Path config = run.resolve(RunFiles.CONFIG);
            if (!Files.isRegularFile(config)) {
                throw ArbiterException.usage(run + " is not a run folder (no " + RunFiles.CONFIG + ")");
            }
            QualifyFile file = ConfigReader.read(config, QualifyFile.class);
            files.add(file);
            jars.addAll(QualifyConfigs.gameJars(file.gameJars, config.toString(), run.toAbsolutePath()));
        }
        GameRegistry registry = gameJars.registry(jars.stream().distinct().toList());
        String gameName = null;
        Game<?> game = null;
        Set<String> engines = new LinkedHashSet<>();
        List<GameRecord> records = new ArrayList<>();
        for (int r = 0; r < runs.size(); r++) {
            Path run = runs.get(r);
            QualifyFile file = files.get(r);
            Game<?> g;
            try {
                g = registry.create(file.game);
            } catch (IllegalArgumentException e) {
                throw ArbiterException.usage(run.resolve(RunFiles.CONFIG) + ": field 'game': " + e.getMessage());
            }
            String name = g.options().isEmpty() ? g.name() : g.name() + ":" + g.options();
            if (game != null && !name.equals(gameName)) {
                throw ArbiterException.usage(run + " plays " + name + ", " + runs.get(0) + " plays " + gameName
                        + ": rank runs of one game");
            }
            game = g;
            gameName = name;
            file.engines.forEach(e -> engines.add(e.name));
            try {
                records.addAll(MergedRuns.renumbered(counted(file, g, GameLog.read(run.resolve(RunFiles.GAMES))), r));
            } catch (IOException e) {
                throw ArbiterException.failure(e.getMessage(), e);
            }
        }
        Standings standings = Standings.of(new ArrayList<>(engines), game.actorCount(), records);
        EngineLatencies latencies = latencies(new ArrayList<>(engines), game, records);
        PrintWriter out = spec.commandLine().getOut();
        List<Set<String>> groups = MergedRuns.groupsThatMet(engines, records);
        if (groups.size() > 1) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("arbiter: warning: some engines never met, directly or through others, so their ratings are not "
                    + "comparable across these groups: " + String.join(" | ", groups.stream()
                    .map(group -> String.join(", ", group)).toList()));
            err.flush();
        }
        out.printf("%d games from %d run%s%n", records.size(), runs.size(), runs.size() == 1 ? "" : "s");
        RankingPrinter.print(out, standings.ranking());
        RankingPrinter.printLatencies(out, standings.ranking(), latencies);
        RankingPrinter.printEffort(out, standings.ranking(), latencies);
        out.flush();
        if (csv != null) {
            try {
                RunFiles.writeCsv(RunFiles.rankingTable(standings.ranking(), latencies), csv);
            } catch (IOException e) {
                throw ArbiterException.failure("cannot write " + csv + ": " + e.getMessage(), e);
            }
            out.println("ranking written to " + csv.toAbsolutePath().normalize());
            out.flush();
        }
    }

    /** The games of a run's log its figures count (after an early stop, those the rule fired on). */
    private static List<GameRecord> counted(QualifyFile file, Game<?> game, List<GameRecord> logged) {
        if (file.stop == null || file.engines == null) {
            return logged;
        }
        return StopCheck.counted(file.stop, file.engines.stream().map(e -> e.name).toList(), game.actorCount(), logged);
    }

    private static EngineLatencies latencies(List<String> engines, Game<?> game, List<GameRecord> records) {
        try {
            return EngineLatencies.of(engines, game, records);
        } catch (IllegalArgumentException e) {
            throw ArbiterException.usage("cannot attribute the moves to engines: " + e.getMessage());
        }
    }
}
