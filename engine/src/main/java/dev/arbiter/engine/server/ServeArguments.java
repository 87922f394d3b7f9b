package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.SearchLimits;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Parses the command line of a user's engine ({@link EngineMain}) into {@link ServeSettings}, by hand so that
 * the engine needs no command-line library. GNU-style long options, {@code --name value} or
 * {@code --name=value}, with the short forms {@code -a -t -n -d -h -V}; a repeated option keeps its last
 * value except {@code --param}, which accumulates; {@code --} ends the options. The options and their
 * meaning are those of {@code arbiter serve}.
 */
final class ServeArguments {

    /** The option summary printed by {@code --help}; {@code %s} is the program's name. */
    static final String USAGE = String.join("\n",
            "Usage: %s [OPTIONS]",
            "Run this engine as an Arbiter protocol server (loopback TCP); its address is the first line printed.",
            "  -a, --algo ALGO          Search algorithm: mm, abp, mcts, bfmm, greedy, random (default: abp).",
            "      --param NAME=VALUE   An evaluation weight or algorithm setting (repeatable); a name both have",
            "                           is written eval.NAME or algo.NAME.",
            "      --seed SEED          Seed of the algorithm's random choices (default: 1).",
            "  -t, --time-ms MS         Time per move in milliseconds.",
            "  -n, --nodes N            Nodes per move (deterministic).",
            "  -d, --depth D            Maximum depth per move.",
            "      --memory SIZE        Memory for the search tree: bytes, or with a suffix k, m or g (e.g. 10m).",
            "      --port PORT          Port (default 0: any free port).",
            "      --bind ADDR          Address to listen on (default: 127.0.0.1; anything else exposes the engine).",
            "      --addr-file FILE     Also write 'host port' into this file.",
            "      --name NAME          Engine name reported to referees (default: GAME-ALGO).",
            "      --max-line BYTES     Longest accepted line (default: " + Protocol.DEFAULT_MAX_LINE + ").",
            "      --verbose            Log connections and protocol errors on standard error.",
            "  -h, --help               Show this help and exit.",
            "  -V, --version            Print the version and exit.",
            "");

    private static final Set<String> FLAGS = Set.of("-h", "--help", "-V", "--version", "--verbose");
    private static final Set<String> VALUED = Set.of("-a", "--algo", "--param", "--seed", "-t", "--time-ms", "-n",
            "--nodes", "-d", "--depth", "--memory", "--port", "--bind", "--addr-file", "--name", "--max-line");

    private ServeArguments() {
    }

    /** Whether the command line asks for help ({@code -h} or {@code --help} before any {@code --}). */
    static boolean wantsHelp(String[] args) {
        return has(args, "-h", "--help");
    }

    /** Whether the command line asks for the version ({@code -V} or {@code --version} before any {@code --}). */
    static boolean wantsVersion(String[] args) {
        return has(args, "-V", "--version");
    }

    private static boolean has(String[] args, String shortName, String longName) {
        for (String arg : args) {
            if (arg.equals("--")) {
                return false;
            }
            if (arg.equals(shortName) || arg.equals(longName)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The settings the command line gives, defaults for what it does not.
     *
     * @throws UsageException with a one-line message naming the offending option or argument
     */
    static ServeSettings parse(String[] args) throws UsageException {
        Values v = new Values();
        int i = 0;
        while (i < args.length) {
            String arg = args[i++];
            if (arg.equals("--")) {
                if (i < args.length) {
                    throw new UsageException("unexpected argument '" + args[i] + "'");
                }
                break;
            }
            if (!arg.startsWith("-") || arg.equals("-")) {
                throw new UsageException("unexpected argument '" + arg + "'");
            }
            int eq = arg.indexOf('=');
            boolean inline = arg.startsWith("--") && eq > 0;
            String option = inline ? arg.substring(0, eq) : arg;
            if (FLAGS.contains(option)) {
                if (inline) {
                    throw new UsageException("option '" + option + "' takes no value");
                }
                v.verbose |= option.equals("--verbose");
            } else if (!VALUED.contains(option)) {
                throw new UsageException("unknown option '" + option + "'");
            } else if (inline) {
                v.set(option, arg.substring(eq + 1));
            } else if (i < args.length) {
                v.set(option, args[i++]);
            } else {
                throw new UsageException("option '" + option + "' needs a value");
            }
        }
        return v.settings();
    }

    /** The values read so far, starting from the defaults. */
    private static final class Values {
        String algorithm = EngineSettings.DEFAULT_ALGORITHM;
        final Map<String, String> params = new LinkedHashMap<>();
        long seed = EngineSettings.DEFAULT_SEED;
        long timeMs;
        long nodes;
        long depth;
        long memory;
        String bind = ServeSettings.DEFAULT_BIND;
        int port;
        Path addressFile;
        String name;
        int maxLine = Protocol.DEFAULT_MAX_LINE;
        boolean verbose;

        void set(String option, String value) throws UsageException {
            switch (option) {
                case "-a", "--algo" -> algorithm = value;
                case "--param" -> {
                    int sep = value.indexOf('=');
                    if (sep <= 0) {
                        throw new UsageException("option '--param': expected NAME=VALUE, got '" + value + "'");
                    }
                    params.put(value.substring(0, sep), value.substring(sep + 1));
                }
                case "--seed" -> seed = number(option, value, Long.MIN_VALUE, Long.MAX_VALUE);
                case "-t", "--time-ms" -> timeMs = number(option, value, Long.MIN_VALUE, Long.MAX_VALUE);
                case "-n", "--nodes" -> nodes = number(option, value, Long.MIN_VALUE, Long.MAX_VALUE);
                case "-d", "--depth" -> depth = number(option, value, Integer.MIN_VALUE, Integer.MAX_VALUE);
                case "--memory" -> memory = memory(value);
                case "--port" -> port = (int) number(option, value, 0, 65_535);
                case "--bind" -> bind = value;
                case "--addr-file" -> addressFile = Path.of(value);
                case "--name" -> name = value;
                case "--max-line" -> maxLine = (int) number(option, value, 1, Integer.MAX_VALUE);
                default -> throw new IllegalStateException("option '" + option + "' is listed but not read");
            }
        }

        ServeSettings settings() throws UsageException {
            if (timeMs < 0 || nodes < 0 || depth < 0) {
                throw new UsageException("--time-ms, --nodes and --depth must not be negative");
            }
            EngineSettings engine = new EngineSettings(algorithm, params, seed,
                    new SearchLimits(timeMs, nodes, (int) depth, memory));
            return new ServeSettings(engine, bind, port, addressFile, name, maxLine, verbose);
        }
    }

    private static long number(String option, String value, long min, long max) throws UsageException {
        try {
            long n = Long.parseLong(value.trim());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        String range = min == Long.MIN_VALUE ? "an integer" : "an integer in [" + min + ", " + max + "]";
        throw new UsageException("option '" + option + "': expected " + range + ", got '" + value + "'");
    }

    private static long memory(String value) throws UsageException {
        try {
            return SearchLimits.parseMemory(value);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--memory: " + e.getMessage());
        }
    }
}
