package dev.arbiter.cli.config;

import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.config.StopRule;

import java.util.List;
import java.util.Map;

/**
 * The qualification configuration as written in a YAML or JSON file (see docs/QUALIFY.md). Every field is
 * optional here; {@link QualifyConfigs} checks what is required and fills in defaults.
 */
public final class QualifyFile extends RulesFile {

    /** Jars (or classes folders) with more games, relative to the configuration file (see {@code --game-jar}). */
    public List<String> gameJars;
    /** Seed of every random choice; chosen at random (and stored) when absent. */
    public Long seed;
    /** Rounds to play (default 10). */
    public Integer rounds;
    /** Games played at once (default 1; at most the machine's processors). */
    public Integer concurrency;
    /** Bound of each engine's log in the run folder, in MiB (default 10; 0 keeps no engine output). */
    public Integer engineLogMb;
    /**
     * {@code round-robin} (the default: every round plays every pairing) or {@code elimination} (a round-robin of the
     * engines still in play, dropping each once the leader is ahead of it at the run's confidence; with
     * {@code gauntlet}, each baseline is dropped once the gauntlet's engine is shown better or worse than it).
     */
    public String schedule;
    /** Name of the engine that plays against the field; absent for a round-robin. */
    public String gauntlet;
    /**
     * How the games are played (game, limits, tc, maxPlies, adjudicate, adjudication, openings, startTimeoutMs, and the
     * engines' protocol: protocol, firstTurnMs, options, restart), instead of at the top level.
     */
    public RulesFile rules;
    /** Early-stop rule: {@code {rule: NAME, ...}} with the rule's keys (see docs/QUALIFY.md). */
    public StopRule stop;
    /** The engines. */
    public List<EngineFile> engines;
    /** An external referee program that plays each game whole (docs/STDIO.md); absent: Arbiter referees. */
    public RefereeFile referee;
    /** Run folder (default results/GAME-TIMESTAMP). */
    public String out;
    /** Play on workers of a cluster instead of this machine (docs/DISTRIBUTED.md). */
    public ClusterFile cluster;

    /** One engine. */
    public static final class EngineFile extends ProtocolFile {
        /** Unique name. */
        public String name;
        /** Program and arguments (a list; never run through a shell). {@code arbiter} as the program means this tool. */
        public List<String> cmd;
        /** Working directory, relative to the configuration file. */
        public String dir;
        /** Values for {@code {name}} placeholders in cmd. */
        public Map<String, String> params;
        /** Limits overriding the tournament's for this engine. */
        public LimitsFile limits;
        /** How long this engine may take to start, overriding the tournament's {@code startTimeoutMs}. */
        public Long startTimeoutMs;
        /** One engine per value of a {@code {param}} placeholder (see {@link EngineSweeps}). */
        public SweepFile sweep;
    }

    /** A sweep over one placeholder of an engine's command: {@code {param: threshold, values: [0, 5, 10]}}. */
    public static final class SweepFile {
        /** The placeholder's name, used as {@code {param}} in cmd. */
        public String param;
        /** Its values, one engine each. */
        public List<String> values;
    }

    /** An external referee program. */
    public static final class RefereeFile {
        /** Program and arguments with {@code {p1}}..{@code {p4}}, {@code {seed}}, {@code {log}} placeholders. */
        public List<String> cmd;
        /** Working directory, relative to the configuration file. */
        public String dir;
        /** Players per game (default 2). */
        public Integer players;
        /** How long one game may take in milliseconds (default 600000). */
        public Long timeoutMs;
        /** What the referee prints: {@code scores} (one per line, the default) or {@code psyleague} (one JSON object). */
        public String format;
        /** How the seed is appended to a cmd without placeholders: {@code -d} ({@code -d seed=N}, the default) or {@code -seed}. */
        public String seedFlag;
        /** The largest share of void games (the referee could not score them) a run goes on with (default 0.5). */
        public Double maxVoidShare;
    }

    /** Start positions from a file (docs/QUALIFY.md). */
    public static final class OpeningsFile {
        /** The file, one init per line, relative to the configuration file. */
        public String file;
        /** {@code sequential} (the default) or {@code shuffled} (or {@code random}) with the run's seed. */
        public Openings.Order order;
        /** {@code lines} (the default: the game's init data, one per line), {@code epd} or {@code pgn} (chess). */
        public Openings.Format format;
        /** The position the first round plays, from 1 (default 1). */
        public Integer start;
        /** With {@code format: pgn}, the plies of each game's main line that make its opening (default 0: all). */
        public Integer plies;

        /** Bound from a mapping. */
        public OpeningsFile() {
        }

        /** Bound from a plain path: the file in sequential order. */
        public OpeningsFile(String file) {
            this.file = file;
        }
    }

    /** Per-move limits. */
    public static final class LimitsFile {
        /** Milliseconds per move. */
        public Long timeMs;
        /** Nodes per move. */
        public Long nodes;
        /** Depth per move. */
        public Integer depth;
        /** Transport margin added to timeMs before a move is late (default {@link LimitsResolver}: 10% of timeMs, at least 5; strict: 0). */
        public Long marginMs;
        /** Longest a move may take without a time limit (default 30000). */
        public Long maxMoveMs;
        /** Time limit of an engine's first move of each game (default timeMs; strict: 1000). */
        public Long firstMoveMs;
        /** The contest platforms' style: no margin, a first-move allowance (top-level limits only; default false). */
        public Boolean strict;
        /** Engines think during the other seats' turns (the protocol's background search; default false). */
        public Boolean ponder;
        /** A game clock per engine per game: {@code BASE+INC} in seconds, e.g. {@code 10+0.1} (default none). */
        public String tc;
        /** A node budget per engine per game, a game clock counted in nodes (default none; 0 in an engine's limits drops it). */
        public Long gameNodes;
    }
}
