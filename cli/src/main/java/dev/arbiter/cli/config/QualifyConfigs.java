package dev.arbiter.cli.config;

import dev.arbiter.cli.BuiltinEngines;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.play.RefereeFormat;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.play.SeedFlag;
import dev.arbiter.tournament.config.EngineSpec;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.BotProtocols;
import dev.arbiter.tournament.play.ServerProtocol;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.config.QualifyConfig;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.play.PlaySettings;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tournament.referee.Schedule;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a {@link QualifyFile} and turns it into a {@link QualifyConfig}: required fields, defaults, known
 * game, engines whose program exists, sound stop rule. Every error names the file and the field.
 */
public final class QualifyConfigs {

    /** The rounds of a run whose configuration gives none. */
    public static final int DEFAULT_ROUNDS = 10;

    /** The most games a run may plan (rounds times the games of a round): far more than any run plays. */
    public static final long MAX_GAMES = 100_000_000L;
    /** The longest start timeout: ten minutes. */
    public static final long MAX_START_TIMEOUT_MS = 600_000L;
    /** The most games in flight over a cluster's workers. */
    public static final int MAX_CLUSTER_CONCURRENCY = 4096;
    /** The largest engine log bound, in MiB. */
    public static final int MAX_LOG_MB = 100_000;

    private QualifyConfigs() {
    }

    /**
     * The checked configuration.
     *
     * @param source  file name for messages
     * @param baseDir directory that relative engine directories are resolved against
     */
    public static QualifyConfig resolve(QualifyFile f, String source, Path baseDir, GameRegistry registry) {
        int actors;
        if (f.referee != null && f.game == null) {
            f.game = "referee";
            actors = f.referee.players == null ? 2 : f.referee.players;
        } else {
            if (f.game == null || f.game.isBlank()) {
                throw new ConfigException(source, "game", "missing (a game name, see 'arbiter games')");
            }
            try {
                actors = registry.create(f.game).actorCount();
            } catch (IllegalArgumentException e) {
                throw new ConfigException(source, "game", e.getMessage());
            }
        }
        f.engines = EngineSweeps.expand(f.engines, source);
        if (f.engines == null || f.engines.size() < 2) {
            throw new ConfigException(source, "engines", "expected a list of at least two engines");
        }
        if (f.tc != null) {
            if (f.limits != null && f.limits.tc != null) {
                throw new ConfigException(source, "tc", "give the game clock once: 'tc' or 'limits.tc'");
            }
            f.limits = f.limits == null ? new QualifyFile.LimitsFile() : f.limits;
            f.limits.tc = f.tc;
            f.tc = null;
        }
        MoveLimits limits = LimitsResolver.run(f.limits, source, "limits");
        // a built-in engine server plays this machine's games at once on one process per engine (one JVM, not K)
        int sessions = f.cluster != null ? 1 : concurrency(f.concurrency, source, "concurrency", false);
        List<EngineSpec> engines = new ArrayList<>();
        Set<String> names = new HashSet<>();
        // the arguments of built-in engines already checked: each check builds picocli's model of 'serve' by
        // reflection (two such checks were a tenth of a referee's set-up), and engines that differ by name only pass
        // the same arguments
        Set<List<String>> builtinsChecked = new HashSet<>();
        for (int i = 0; i < f.engines.size(); i++) {
            QualifyFile.EngineFile e = f.engines.get(i);
            String at = "engines[" + i + "]";
            if (e == null) {
                throw new ConfigException(source, at, "expected a mapping with name and cmd");
            }
            if (e.name == null || !e.name.matches("[A-Za-z0-9][A-Za-z0-9_.+-]*")) {
                throw new ConfigException(source, at + ".name",
                        "expected a name of letters, digits and _.+- , got " + (e.name == null ? "nothing" : "'" + e.name.replace("\n", "\\n").replace("\r", "\\r") + "'"));
            }
            if (!names.add(e.name)) {
                throw new ConfigException(source, at + ".name", "duplicate engine name '" + e.name + "'");
            }
            if (e.cmd == null || e.cmd.isEmpty() || e.cmd.stream().anyMatch(s -> s == null || s.isEmpty())) {
                throw new ConfigException(source, at + ".cmd", "expected a non-empty list of program and arguments");
            }
            Path dir = e.dir == null ? baseDir : baseDir.resolve(e.dir).normalize();
            if (!Files.isDirectory(dir)) {
                throw new ConfigException(source, at + ".dir", "no such directory: " + dir);
            }
            boolean timed = limits.timeMs() > 0 || limits.tc() != null
                    || e.limits != null && (e.limits.timeMs != null && e.limits.timeMs > 0 || e.limits.tc != null);
            List<String> argv = Launchers.expand(e.cmd, timed, sessions);
            checkProgram(argv.get(0), dir, source, at + ".cmd");
            if (e.cmd.get(0).equals(Launchers.SELF) && e.cmd.stream().noneMatch(a -> a.contains("{"))
                    && builtinsChecked.add(e.cmd)) {
                try {
                    BuiltinEngines.check(e.cmd.subList(1, e.cmd.size()));
                } catch (IllegalArgumentException ex) {
                    throw new ConfigException(source, at + ".cmd", ex.getMessage());
                }
            }
            MoveLimits own = e.limits == null ? null
                    : LimitsResolver.engine(e.limits, limits, LimitsResolver.strict(f.limits), source, at + ".limits");
            long startTimeout = e.startTimeoutMs == null ? 0
                    : startTimeout(e.startTimeoutMs, source, at + ".startTimeoutMs");
            BotProtocol protocol = protocol(e.protocol, e.protocolSettings(), source, at);
            if (!protocol.reportsNodes() && (own != null ? own : limits).gameNodes() > 0) {
                throw new ConfigException(source, at + ".protocol", "a " + protocol.name() + " bot reports no nodes, "
                        + "so it cannot play "
                        + "under a node budget per game (limits.gameNodes; 0 in its own limits drops it)");
            }
            EngineSpec spec = new EngineSpec(e.name, argv, dir, e.params, own, startTimeout, protocol);
            try {
                spec.resolve();
            } catch (IllegalArgumentException ex) {
                throw new ConfigException(source, at + ".params", ex.getMessage());
            }
            engines.add(spec);
        }
        int rounds = positive(f.rounds, DEFAULT_ROUNDS, source, "rounds");
        int concurrency = concurrency(f.concurrency, source, "concurrency", f.cluster != null);
        int maxPlies = positive(f.maxPlies, 1000, source, "maxPlies");
        Adjudication adjudicate = f.adjudicate == null ? Adjudication.SCORE : f.adjudicate;
        if (f.gauntlet != null && !names.contains(f.gauntlet)) {
            throw new ConfigException(source, "gauntlet", "no engine named '" + f.gauntlet + "'");
        }
        StopRule stop = stop(f.stop, source, engines.size());
        ScheduleKind schedule = schedule(f.schedule, actors, source);
        int perRound = Schedule.round(engines.size(), actors, f.gauntlet == null ? -1 : indexOf(engines, f.gauntlet)).size();
        if ((long) rounds * perRound > MAX_GAMES) {
            throw new ConfigException(source, "rounds", "expected at most " + MAX_GAMES / perRound + " (" + MAX_GAMES
                    + " games at " + perRound + " a round), got " + rounds);
        }
        long startTimeoutMs = f.startTimeoutMs == null ? PlaySettings.DEFAULT_START_TIMEOUT_MS
                : startTimeout(f.startTimeoutMs, source, "startTimeoutMs");
        long logBytes = f.engineLogMb == null ? EngineLogs.DEFAULT_LIMIT_BYTES
                : (long) inRange(f.engineLogMb, 0, MAX_LOG_MB, source, "engineLogMb") << 20;
        long seed = f.seed != null ? f.seed : new SecureRandom().nextLong() >>> 16;
        ScoreAdjudication scoreAdjudication = f.adjudication == null ? ScoreAdjudication.NONE : f.adjudication;
        if (scoreAdjudication.active() && (f.referee != null || actors != 2)) {
            throw new ConfigException(source, "adjudication", f.referee != null
                    ? "an external referee plays each game whole: it cannot be adjudicated by engine scores"
                    : "expected a two-player game, " + f.game + " has " + actors + " seats");
        }
        Openings openings = openings(f.openings, f.referee != null, f.game, source, baseDir, registry);
        try {
            return new QualifyConfig(f.game, engines, rounds, f.gauntlet, concurrency, limits, maxPlies, adjudicate,
                    seed, stop, startTimeoutMs, logBytes, scoreAdjudication, openings, schedule);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, null, e.getMessage());
        }
    }

    /**
     * The schedule of a file ({@code schedule:}, may be null: a round-robin), checked against the game.
     *
     * @throws ConfigException naming {@code schedule}
     */
    static ScheduleKind schedule(String name, int actors, String source) {
        if (name == null) {
            return ScheduleKind.ROUND_ROBIN;
        }
        ScheduleKind kind;
        try {
            kind = ScheduleKind.of(name);
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, "schedule", e.getMessage());
        }
        if (kind == ScheduleKind.ELIMINATION && actors != 2) {
            throw new ConfigException(source, "schedule", "'elimination' needs a two-player game, this one has "
                    + actors + " seats");
        }
        return kind;
    }

    /**
     * The start positions' file of a file ({@code openings:}, may be null), its path made absolute and every line
     * checked against the game.
     *
     * @throws ConfigException naming {@code openings}: the file, the line and what was expected
     */
    static Openings openings(QualifyFile.OpeningsFile file, boolean referee, String game, String source, Path baseDir,
                             GameRegistry registry) {
        if (file == null) {
            return null;
        }
        if (referee) {
            throw new ConfigException(source, "openings", "an external referee chooses its own start positions");
        }
        if (file.file == null || file.file.isBlank()) {
            throw new ConfigException(source, "openings.file", "expected the path of a file of start positions");
        }
        Openings openings;
        try {
            openings = new Openings(baseDir.resolve(file.file).toAbsolutePath().normalize().toString(), file.order,
                    file.format, file.start == null ? 1 : file.start, file.plies == null ? 0 : file.plies);
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, "openings." + e.field(), e.getMessage());
        }
        try {
            OpeningBook.read(openings, registry.create(game));
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, "openings", e.getMessage());
        }
        return openings;
    }

    /**
     * The external referee of a file ({@code referee:}, may be null), or null: its command (the program checked), directory, players and
     * timeout.
     *
     * @throws ConfigException naming the {@code referee} field that is wrong
     */
    public static RefereeProgram referee(QualifyFile.RefereeFile r, String source, Path baseDir) {
        if (r == null) {
            return null;
        }
        if (r.cmd == null || r.cmd.isEmpty() || r.cmd.stream().anyMatch(a -> a == null || a.isEmpty())) {
            throw new ConfigException(source, "referee.cmd", "expected a non-empty list of program and arguments");
        }
        Path dir = r.dir == null ? baseDir : baseDir.resolve(r.dir).normalize();
        if (!Files.isDirectory(dir)) {
            throw new ConfigException(source, "referee.dir", "no such directory: " + dir);
        }
        List<String> argv = Launchers.expand(r.cmd);
        checkProgram(argv.get(0), dir, source, "referee.cmd");
        try {
            RefereeProgram program = new RefereeProgram(argv, dir.toAbsolutePath().toString(),
                    r.players == null ? 2 : r.players, r.timeoutMs == null ? RefereeProgram.DEFAULT_TIMEOUT_MS : r.timeoutMs,
                    r.format == null ? RefereeFormat.SCORES : RefereeFormat.of(r.format),
                    r.seedFlag == null ? SeedFlag.D : SeedFlag.of(r.seedFlag));
            voidLimit(r, source);
            program.argv(java.util.Collections.nCopies(program.players(), "bot"), 0, Path.of("game.log"));
            return program;
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, null, e.getMessage());
        }
    }

    /**
     * The void games a run with the external referee of a file goes on with ({@code referee.maxVoidShare}); the
     * default when there is no referee.
     *
     * @throws ConfigException naming {@code referee.maxVoidShare}
     */
    public static VoidLimit voidLimit(QualifyFile.RefereeFile r, String source) {
        if (r == null || r.maxVoidShare == null) {
            return VoidLimit.DEFAULT;
        }
        try {
            return new VoidLimit(r.maxVoidShare);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, "referee.maxVoidShare", "expected a share in (0, 1] (0.5: half the games), got "
                    + r.maxVoidShare);
        }
    }

    /**
     * The protocol an engine entry names ({@code server} by default; the registered ones: {@link BotProtocols}) with
     * its settings (a stdio bot's first-turn limit).
     *
     * @throws ConfigException naming {@code at.protocol} or the setting
     */
    static BotProtocol protocol(String name, Map<String, Object> settings, String source, String at)
            throws ConfigException {
        try {
            return BotProtocols.bind(name == null ? ServerProtocol.NAME : name, settings);
        } catch (BotProtocols.BindingException e) {
            String message = e.unknownSetting() && e.setting().equals("firstTurnMs")
                    ? "only a " + BotProtocols.namesWith("firstTurnMs") + " engine has a first-turn limit"
                    : e.getMessage();
            throw new ConfigException(source, at + "." + e.setting(), message);
        }
    }

    /**
     * The game jars a file names ({@code gameJars}), resolved against {@code baseDir}, absolute.
     *
     * @throws ConfigException naming the entry that is empty or does not exist
     */
    public static List<Path> gameJars(List<String> entries, String source, Path baseDir) {
        List<Path> jars = new ArrayList<>();
        if (entries == null) {
            return jars;
        }
        for (int i = 0; i < entries.size(); i++) {
            String entry = entries.get(i);
            if (entry == null || entry.isBlank()) {
                throw new ConfigException(source, "gameJars[" + i + "]", "expected the path of a jar or classes folder");
            }
            Path jar = baseDir.resolve(entry).toAbsolutePath().normalize();
            if (!Files.exists(jar)) {
                throw new ConfigException(source, "gameJars[" + i + "]", "no such file or folder: " + jar);
            }
            jars.add(jar);
        }
        return jars;
    }

    static void checkProgram(String program, Path dir, String source, String field) {
        if (program.contains("/")) {
            Path p = dir.resolve(program);
            if (!Files.isRegularFile(p) || !Files.isExecutable(p)) {
                throw new ConfigException(source, field, "program '" + program + "' not found or not executable (in " + dir + ")");
            }
            return;
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String entry : path.split(java.io.File.pathSeparator)) {
                Path p = Path.of(entry.isEmpty() ? "." : entry, program);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return;
                }
            }
        }
        throw new ConfigException(source, field, "program '" + program + "' not found on the PATH");
    }

    private static int indexOf(List<EngineSpec> engines, String name) {
        for (int i = 0; i < engines.size(); i++) {
            if (engines.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Games played at once: at most the processors of this machine (each game has an engine thinking at any
     * moment, and an engine that has to share a processor is timed unfairly; docs/QUALIFY.md).
     */
    public static int concurrency(Integer value, String source, String field) {
        return concurrency(value, source, field, false);
    }

    /**
     * Games (or pairs) at once. On this machine, at most its processors; with a {@code cluster}, the games in
     * flight over all the workers, so the workers' slots in total (the schedule hands out games at most four times
     * that far ahead of the first unfinished one, and a tuning keeps that many pairs handed out), at most
     * {@value #MAX_CLUSTER_CONCURRENCY}.
     */
    public static int concurrency(Integer value, String source, String field, boolean cluster) {
        int max = cluster ? MAX_CLUSTER_CONCURRENCY : Runtime.getRuntime().availableProcessors();
        int k = positive(value, 1, source, field);
        if (k > max) {
            throw new ConfigException(source, field, cluster ? "expected at most " + max + " (games at once over the "
                    + "cluster's workers), got " + k : "expected at most " + max + " (the processors of this "
                    + "machine: each game needs one), got " + k);
        }
        return k;
    }

    /** A start timeout: 1 ms to 10 minutes. */
    public static long startTimeout(Long value, String source, String field) {
        if (value < 1 || value > MAX_START_TIMEOUT_MS) {
            throw new ConfigException(source, field, "expected milliseconds in [1, " + MAX_START_TIMEOUT_MS + "], got "
                    + value);
        }
        return value;
    }

    private static int inRange(int value, int min, int max, String source, String field) {
        if (value < min || value > max) {
            throw new ConfigException(source, field, "expected an integer in [" + min + ", " + max + "], got " + value);
        }
        return value;
    }

    static int positive(Integer value, int fallback, String source, String field) {
        if (value == null) {
            return fallback;
        }
        if (value < 1) {
            throw new ConfigException(source, field, "expected a positive integer, got " + value);
        }
        return value;
    }

    private static StopRule stop(StopRule rule, String source, int engines) {
        if (rule == null) {
            return StopRule.NONE;
        }
        rule.problemWith(engines).ifPresent(problem -> {
            throw new ConfigException(source, "stop.rule", problem);
        });
        return rule;
    }
}
