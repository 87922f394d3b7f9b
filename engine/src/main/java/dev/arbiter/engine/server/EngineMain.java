package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The one call a user's {@code main} needs to turn a game into a protocol engine:
 *
 * <pre>{@code
 * public static void main(String[] args) {
 *     EngineMain.serve(new NimGame(), args);
 * }
 * }</pre>
 *
 * <p>The program then behaves like {@code arbiter serve}: it takes the same options, parsed by the same
 * picocli mixins ({@link EngineOptions}: {@code --algo}, {@code --param NAME=VALUE}, {@code --seed},
 * {@code --time-ms}, {@code --nodes}, {@code --depth}, {@code --memory}; {@link ServeOptions}: {@code --port},
 * {@code --bind}, {@code --addr-file}, {@code --name}, {@code --max-line}, {@code --warmup-ms}; and {@code --verbose},
 * {@code --help}, {@code --version}), announces its address as the first line of standard output, checks the
 * token a referee hands over in {@code ARBITER_TOKEN}, exits when that referee's end of its standard input
 * closes, and bounds the length of the lines it reads. A bad command line prints one line on standard error
 * and exits with status 2, as does a port given with {@code --port} that cannot be listened on; any other
 * failure to listen exits with status 1.
 */
public final class EngineMain {

    private EngineMain() {
    }

    /**
     * Parses {@code args} and serves {@code game} until a referee asks the server to shut down (or the
     * referee that started it exits). Exits the JVM with status 2 on a bad command line or a {@code --port}
     * that cannot be listened on, 1 when the server cannot listen otherwise, and returns normally otherwise.
     */
    public static <W extends World<W>> void serve(Game<W> game, String[] args) {
        int status = run(game, args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /** {@link #serve} without exiting: returns the exit status (0, 1 or 2). */
    static <W extends World<W>> int run(Game<W> game, String[] args, PrintStream out, PrintStream err) {
        CommandLine commandLine = new CommandLine(new UserEngine<>(game, out, err));
        commandLine.setCommandName(game.name());
        commandLine.getCommandSpec().version(game.name() + " " + version(game));
        commandLine.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        commandLine.setParameterExceptionHandler(new UsageErrorHandler());
        return commandLine.execute(args);
    }

    /** The command of a user's engine: the options of {@code arbiter serve} for one game. */
    @Command(mixinStandardHelpOptions = true, description = ServeOptions.DESCRIPTION)
    static final class UserEngine<W extends World<W>> implements Callable<Integer> {

        private final Game<W> game;
        private final PrintStream out;
        private final PrintStream err;

        @Mixin
        EngineOptions engineOptions;

        @Mixin
        ServeOptions serveOptions;

        @Option(names = "--verbose", description = "Log connections and protocol errors on standard error.")
        boolean verbose;

        UserEngine(Game<W> game, PrintStream out, PrintStream err) {
            this.game = game;
            this.out = out;
            this.err = err;
        }

        @Override
        public Integer call() {
            Engine<W> engine = engineOptions.build(game);
            String program = game.name();
            ServeSettings settings = serveOptions.settings(engineOptions.settings(), verbose);
            try {
                if (serveOptions.uci()) {
                    UciServer.serve(game, engine, engineOptions.settings(),
                            serveOptions.engineName(program, engineOptions.algorithm()), System.in, out);
                    return 0;
                }
                listen(game, engine, settings, program, version(game), out, line -> {
                    if (verbose) {
                        err.println(program + ": " + line);
                    }
                });
                return 0;
            } catch (IOException e) {
                err.println(program + ": " + e.getMessage());
                return e instanceof BindException && settings.endpoint().port() != 0 ? 2 : 1;
            }
        }
    }

    /**
     * Serves an engine already built: warms it up ({@link ServeSettings#warmUpMs()}), binds, announces the address on {@code announce}, watches the referee
     * that started the process (when {@code ARBITER_TOKEN} is set, the referee's token is required and the
     * process exits once its standard input closes), and serves connections until a client shuts it down.
     *
     * @param product prefix of the default engine name ({@code PRODUCT-ALGO}) when the settings name none
     * @param version engine version reported in the handshake
     * @param log     receives one line per notable event (connections, protocol errors)
     * @throws IOException if the server cannot listen
     */
    public static <W extends World<W>> void listen(Game<W> game, Engine<W> engine, ServeSettings settings, String product,
                                                   String version, PrintStream announce, Consumer<String> log)
            throws IOException {
        String token = System.getenv(Protocol.TOKEN_ENV);
        boolean launchedByReferee = token != null && !token.isEmpty();
        ServerOptions options = settings.serverOptions(product, version, engine.identity(),
                launchedByReferee ? token : null);
        try (EngineServer<W> server = new EngineServer<>(game, engine, settings.engine(), options, log)) {
            server.bind();
            server.warmUp(settings.warmUpMs(), settings.engine().seed());
            server.serveSessions(ServeSettings.sessions());
            server.announce(announce);
            if (launchedByReferee) {
                ParentWatch.exitWhenInputCloses(System.in);
            }
            server.serve();
        }
    }

    private static String version(Game<?> game) {
        Package p = game.getClass().getPackage();
        String v = p == null ? null : p.getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
