package dev.arbiter.cli.config;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tuning configuration as written in a YAML or JSON file (see docs/TUNE.md). Every field is optional
 * here; {@link TuneConfigs} checks what is required and fills in defaults. The keys this class does not know
 * are the tuner's own settings ({@code population}, {@code de}, {@code duel} for the default {@code tuner: de};
 * {@code spsa} for {@code tuner: spsa});
 * {@link TuneConfigs} binds them to the tuner's {@link dev.arbiter.tuning.TunerSettings}, which rejects the
 * keys it does not know either.
 */
public final class TuneFile extends RulesFile {

    /** Jars (or classes folders) holding games that are not built in, relative to the configuration file. */
    public List<String> gameJars;

    /** Seed of every random choice (tuner and game starts); chosen at random (and stored) when absent. */
    public Long seed;
    /** Game pairs played at once (default 1). */
    public Integer concurrency;
    /**
     * The tuner's pairs kept handed out and not yet reported, their results reported in hand-out order (default
     * {@link dev.arbiter.tuning.TuningConfig.Serving#DEFAULT_LOOKAHEAD}, raised to {@code concurrency}; stored): the
     * games follow the seed and the look-ahead, not the concurrency.
     */
    public Integer lookahead;
    /** Engine processes each worker keeps running, least recently used stopped first (default: 2 when every parameter goes in 'newgame', the tuner's vectors in play + 2 when the command has placeholders). */
    public Integer keepEngines;
    /** Bound of each engine's log in the run folder, in MiB (default 10; 0 keeps no engine output), as qualify's. */
    public Integer engineLogMb;
    /**
     * How the games are played (game, limits, tc, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, and the
     * engine's protocol: protocol, firstTurnMs, options, restart), instead of at the top level; each pair shares one
     * opening.
     */
    public RulesFile rules;
    /** The engine that plays every vector. */
    public EngineFile engine;
    /** An external referee program that plays each game whole (docs/STDIO.md); absent: Arbiter referees. */
    public QualifyFile.RefereeFile referee;
    /** The tuned parameters. */
    public List<ParameterFile> parameters;
    /** When to stop: any of generations, games, hours (whichever comes first). */
    public BudgetFile budget;
    /** The final match of the recommendation against the seed vector. */
    public ValidationFile validation;
    /** Run folder (default results/tune-GAME-TIMESTAMP). */
    public String out;
    /** Play on workers of a cluster instead of this machine (docs/DISTRIBUTED.md). */
    public ClusterFile cluster;
    /** The tuner: {@code de} (differential evolution, the default) or {@code spsa}. */
    public String tuner;

    private final Map<String, Object> tunerSettings = new LinkedHashMap<>();

    /** Keeps a key this class does not know: a setting of the tuner. */
    @JsonAnySetter
    public void tunerSetting(String key, Object value) {
        tunerSettings.put(key, value);
    }

    /** The tuner's settings as written (written back with the other keys). */
    @JsonAnyGetter
    public Map<String, Object> tunerSettings() {
        return tunerSettings;
    }

    /**
     * Replaces the tuner and its settings by {@code settings} as plain values, {@code tuner} (its name) included: a
     * new run stores its tuner's planned settings ({@link dev.arbiter.tuning.TunerSettings#planned}) this way.
     */
    public void replaceTuner(Map<String, Object> settings) {
        Map<String, Object> rest = new LinkedHashMap<>(settings);
        tuner = (String) rest.remove("tuner");
        tunerSettings.clear();
        tunerSettings.putAll(rest);
    }

    /** The engine command template. */
    public static final class EngineFile extends ProtocolFile {
        /** Program and arguments with a {@code {name}} placeholder per parameter; {@code arbiter} means this tool. */
        public List<String> cmd;
        /** Working directory, relative to the configuration file. */
        public String dir;
    }

    /** One tuned parameter. */
    public static final class ParameterFile {
        /** Name, used as the placeholder {@code {name}}. */
        public String name;
        /** Lower bound (inclusive). */
        public Double min;
        /** Upper bound (inclusive). */
        public Double max;
        /** The starting value (the seed vector's coordinate). */
        public Double seed;
        /** Whether only whole values are allowed (default false). */
        public Boolean integer;
    }

    /** Budget; the run stops at the first limit reached. */
    public static final class BudgetFile {
        /** Completed generations. */
        public Integer generations;
        /** Games played while tuning (validation not counted). */
        public Long games;
        /** Hours spent tuning (summed over resumed sessions). */
        public Double hours;
    }

    /** The validation match. */
    public static final class ValidationFile {
        /** Game pairs of recommendation against seed vector at the end of the run (0 = none). */
        public Integer pairs;
    }
}
