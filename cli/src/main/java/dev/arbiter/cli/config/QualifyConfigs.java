package dev.arbiter.cli.config;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.VoidLimit;
import dev.arbiter.tournament.play.RefereeFormat;
import dev.arbiter.tournament.play.RefereeProgram;
import dev.arbiter.tournament.play.SeedFlag;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.engine.EngineLogs;
import dev.arbiter.tournament.referee.Schedule;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
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
    /** The largest engine log bound, in MiB. */

    private QualifyConfigs() {
    }

    /**
     * The checked configuration.
     *
     * @param source  file name for messages
     * @param baseDir directory that relative engine directories are resolved against
     */
    public static QualifyConfig resolve(QualifyFile f, String source, Path baseDir, GameRegistry registry) {
        RulesConfigs rulesFile = new RulesConfigs(f, f.rules, f.referee == null ? 0
                : f.referee.players == null ? 2 : f.referee.players, source, registry);
        f.rules = null;
        int actors = rulesFile.seats();
        f.engines = EngineSweeps.expand(f.engines, source);
        if (f.engines == null || f.engines.size() < 2) {
            throw new ConfigException(source, "engines", "expected a list of at least two engines");
        }
        GameRules rules = rulesFile.resolve(f.referee != null, baseDir, registry);
        MoveLimits limits = rules.limits();
        // a built-in engine server plays this machine's games at once on one process per engine (one JVM, not K)
        int sessions = f.cluster != null ? 1 : ConfigChecks.concurrency(f.concurrency, source, "concurrency", false);
        List<EngineSpec> engines = new ArrayList<>();
        Set<String> names = new HashSet<>();
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
            boolean timed = limits.timeMs() > 0 || limits.perGame().tc() != null
                    || e.limits != null && (e.limits.timeMs != null && e.limits.timeMs > 0 || e.limits.tc != null);
            List<String> argv = Launchers.expand(e.cmd, timed, sessions);
            ConfigChecks.checkProgram(argv.get(0), dir, source, at + ".cmd");
            MoveLimits own = e.limits == null ? null
                    : LimitsResolver.engine(e.limits, limits, rulesFile.strictLimits(), source, at + ".limits");
            long startTimeout = e.startTimeoutMs == null ? 0
                    : startTimeout(e.startTimeoutMs, source, at + ".startTimeoutMs");
            BotProtocol protocol = e.boundProtocol(rules.protocol(), source, at);
            if (!protocol.reportsNodes() && (own != null ? own : limits).perGame().gameNodes() > 0) {
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
        int rounds = ConfigChecks.positive(f.rounds, DEFAULT_ROUNDS, source, "rounds");
        int concurrency = ConfigChecks.concurrency(f.concurrency, source, "concurrency", f.cluster != null);
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
        long logBytes = ConfigChecks.engineLogBytes(f.engineLogMb, source);
        long seed = f.seed != null ? f.seed : new SecureRandom().nextLong() >>> 16;
        try {
            return new QualifyConfig(rules, engines, new QualifyConfig.Rounds(rounds, f.gauntlet, schedule),
                    new QualifyConfig.Serving(concurrency, logBytes), seed, stop);
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
        ConfigChecks.checkProgram(argv.get(0), dir, source, "referee.cmd");
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

    private static int indexOf(List<EngineSpec> engines, String name) {
        for (int i = 0; i < engines.size(); i++) {
            if (engines.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** A start timeout of an engine entry: 1 ms to {@link GameRules#MAX_START_TIMEOUT_MS}. */
    private static long startTimeout(Long value, String source, String field) {
        if (value < 1 || value > GameRules.MAX_START_TIMEOUT_MS) {
            throw new ConfigException(source, field, "expected milliseconds in [1, " + GameRules.MAX_START_TIMEOUT_MS
                    + "], got " + value);
        }
        return value;
    }

    private static int inRange(int value, int min, int max, String source, String field) {
        if (value < min || value > max) {
            throw new ConfigException(source, field, "expected an integer in [" + min + ", " + max + "], got " + value);
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
