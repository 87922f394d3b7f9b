package dev.arbiter.tournament.support;

import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.server.EngineIdentity;
import dev.arbiter.engine.server.EngineServer;
import dev.arbiter.engine.server.EngineSettings;
import dev.arbiter.engine.server.ParentWatch;
import dev.arbiter.engine.server.ServerOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * A misbehaving engine for the fault-injection suite: a proxy in front of a real in-process engine server
 * (so it plays real moves) that breaks the protocol in one scripted way. Arguments:
 * {@code GAME ALGO NODES FAULT AFTER MARKER [sessions=N] [ignored...]}; the fault fires at the AFTER-th {@code go} (the start-up faults
 * {@code silent}, {@code late-port} and {@code handshake-exit}: at the AFTER-th process start), once per MARKER file (the restarted engine then behaves).
 *
 * <p>Faults: {@code garbage} (a non-JSON line instead of the action), {@code oversized} (a 2 MiB line),
 * {@code late} (the action arrives after the move timeout), {@code slow} (from the AFTER-th go on, every go
 * is passed on 120 ms late: within a first-move allowance, late against a 100 ms limit), {@code illegal} (an occupied square or the like;
 * "not-an-action" when every action is legal), {@code crash} (exits during a search),
 * {@code hang} (never answers), {@code handshake-exit} (exits on hello), {@code silent} (never announces its
 * address), {@code late-port} (announces its address, opens the port 1.5 s later), {@code noise} (floods stdout
 * and stderr with noise all game long; not a fault the game should suffer from), {@code wrong-reply} (answers a
 * go with a 'pong').
 *
 * <p>With {@code sessions=N}, N above 1, the engine announces that many sessions ({@code "sessions":N}) and relays that many
 * connections at once, to an inner server of that many sessions.
 */
public final class FaultyEngine {

    private FaultyEngine() {
    }

    /** Entry point. */
    public static void main(String[] args) throws Exception {
        String fault = args[3];
        int after = Integer.parseInt(args[4]);
        Path marker = Path.of(args[5]);
        ParentWatch.exitWhenInputCloses(System.in);
        Game<?> game = GameRegistry.load().create(args[0]);
        int sessions = args.length > 6 && args[6].startsWith("sessions=") ? Integer.parseInt(args[6].substring(9)) : 1;
        int inner = startInner(game, args[1], Long.parseLong(args[2]), sessions);
        boolean startup = fault.equals("silent") || fault.equals("late-port") || fault.equals("handshake-exit");
        int start = countStart(Path.of(marker + ".starts"));
        if (startup && start == 1) {
            fault = "crash";
        }
        boolean fires = !fault.equals("noise") && (startup ? start <= 2 : !Files.exists(marker));
        if (fires && fault.equals("silent")) {
            Thread.sleep(Long.MAX_VALUE);
        }
        ServerSocket outer = new ServerSocket();
        if (!(fires && fault.equals("late-port"))) {
            outer.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        } else {
            int port;
            try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                port = probe.getLocalPort();
            }
            System.out.println("{\"type\":\"listening\",\"host\":\"127.0.0.1\",\"port\":" + port + "}");
            System.out.flush();
            Thread.sleep(1_500);
            outer.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        }
        if (!(fires && fault.equals("late-port"))) {
            System.out.println("{\"type\":\"listening\",\"host\":\"127.0.0.1\",\"port\":" + outer.getLocalPort()
                    + (sessions > 1 ? ",\"sessions\":" + sessions : "") + "}");
            System.out.flush();
        }
        if (fault.equals("noise")) {
            startNoise();
        }
        String played = fires ? fault : "none";
        Path once = startup ? null : marker;
        while (true) {
            if (sessions > 1) {
                Socket client = outer.accept();
                Thread relay = new Thread(() -> relay(game, client, inner, played, after, once), "relay");
                relay.setDaemon(true);
                relay.start();
            } else {
                relay(game, outer.accept(), inner, played, after, once);
            }
        }
    }

    private static void relay(Game<?> game, Socket referee, int inner, String fault, int after, Path marker) {
        try (Socket client = referee; Socket server = new Socket(InetAddress.getLoopbackAddress(), inner)) {
            proxy(game, client, server, fault, after, marker);
        } catch (Exception e) {
            // the referee dropped the connection; serve the next one
        }
    }

    private static <W extends World<W>> int startInner(Game<W> game, String algorithm, long nodes, int sessions)
            throws IOException {
        SearchLimits limits = new SearchLimits(0, nodes, 0, 0);
        ServerOptions options = ServerOptions.defaults("faulty-" + algorithm).withLimits(limits);
        EngineServer<W> server;
        if (sessions > 1) {
            EngineSettings settings = new EngineSettings(algorithm, Map.of(), 7, limits);
            server = new EngineServer<>(game, settings.build(game), settings, options, line -> { });
            server.serveSessions(sessions);
        } else {
            server = new EngineServer<>(game, Algorithms.create(algorithm, game, game.defaultEvaluator(), Map.of(), 7),
                    new EngineIdentity(algorithm, Map.of()), options, line -> { });
        }
        server.start(new PrintStream(OutputStream.nullOutputStream()));
        Thread serving = new Thread(() -> {
            try {
                server.serve();
            } catch (IOException e) {
                Runtime.getRuntime().halt(4);
            }
        }, "inner-engine");
        serving.setDaemon(true);
        serving.start();
        return server.port();
    }

    /** Relays one connection, injecting {@code fault} at the AFTER-th go (once per marker; always without one). */
    private static void proxy(Game<?> game, Socket client, Socket server, String fault, int after, Path marker)
            throws Exception {
        LineReader fromReferee = new LineReader(client.getInputStream(), Protocol.DEFAULT_MAX_LINE);
        LineReader fromEngine = new LineReader(server.getInputStream(), Protocol.DEFAULT_MAX_LINE);
        OutputStream toReferee = client.getOutputStream();
        OutputStream toEngine = server.getOutputStream();
        String token = System.getenv(Protocol.TOKEN_ENV);
        int goes = 0;
        String lastWorld = null;
        String line;
        while ((line = fromReferee.readLine()) != null) {
            if (line.contains("\"type\":\"position\"")) {
                lastWorld = dev.arbiter.engine.protocol.Messages.parse(line).asText("world", null);
            }
            if (line.contains("\"hello\"") && token != null) {
                line = line.replace("\"token\":\"" + token + "\"", "\"token\":\"\"");
            }
            if (line.contains("\"hello\"") && fault.equals("handshake-exit")) {
                Runtime.getRuntime().halt(5);
            }
            boolean isGo = line.contains("\"type\":\"go\"");
            if (isGo && fault.equals("slow") && goes + 1 >= after) {
                Thread.sleep(120);
            }
            if (isGo && ++goes == after && (marker == null || fire(marker))) {
                switch (fault) {
                    case "crash" -> Runtime.getRuntime().halt(3);
                    case "hang" -> Thread.sleep(Long.MAX_VALUE);
                    case "garbage" -> {
                        write(toReferee, "%%% this is not JSON %%%");
                        continue;
                    }
                    case "oversized" -> {
                        write(toReferee, "{\"type\":\"action\",\"action\":\"" + "x".repeat(2 << 20) + "\"}");
                        continue;
                    }
                    case "wrong-reply" -> {
                        write(toReferee, "{\"type\":\"pong\"}");
                        continue;
                    }
                    case "illegal" -> {
                        write(toEngine, line);
                        fromEngine.readLine();
                        write(toReferee, "{\"type\":\"action\",\"action\":\"" + illegalAction(game, lastWorld) + "\"}");
                        continue;
                    }
                    case "late" -> {
                        write(toEngine, line);
                        String reply = fromEngine.readLine();
                        Thread.sleep(2_500);
                        write(toReferee, reply);
                        continue;
                    }
                    default -> {
                    }
                }
            }
            write(toEngine, line);
            if (line.contains("\"type\":\"stop\"") || line.contains("\"type\":\"quit\"")) {
                continue;
            }
            String reply = fromEngine.readLine();
            if (reply == null) {
                return;
            }
            write(toReferee, reply);
        }
    }

    /** The text of an action in range that is not legal in {@code encoded} (an occupied square). */
    private static <W extends World<W>> String illegalAction(Game<W> game, String encoded) {
        W world = game.decodeWorld(encoded);
        for (int a = 0; a < game.maxActions(); a++) {
            if (!game.isLegal(world, a)) {
                return game.formatAction(a);
            }
        }
        return "not-an-action";
    }

    private static void write(OutputStream out, String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /**
     * Counts this process start and returns its ordinal (1 for the first): claims the first free file
     * {@code counter.N}; creating a file is atomic, so processes starting at once get distinct ordinals.
     */
    private static int countStart(Path counter) throws IOException {
        for (int n = 1; ; n++) {
            try {
                Files.writeString(Path.of(counter + "." + n), "started\n", StandardOpenOption.CREATE_NEW);
                return n;
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                continue;
            }
        }
    }

    /** Marks the fault as fired; false if it already fired in this test (then the engine behaves). */
    private static boolean fire(Path marker) {
        try {
            Files.writeString(marker, "fired\n", StandardOpenOption.CREATE_NEW);
            return true;
        } catch (IOException alreadyFired) {
            return false;
        }
    }

    private static void startNoise() {
        Thread noise = new Thread(() -> {
            for (long i = 0; ; i++) {
                System.out.println("noise on stdout " + i + " {\"type\":\"action\",\"action\":\"a1\"}");
                System.err.println("noise on stderr " + i);
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "noise");
        noise.setDaemon(true);
        noise.start();
    }
}
