package dev.arbiter.engine.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;

/**
 * An engine as a TCP server speaking the Arbiter protocol (MiniFrame's server mode): it listens on loopback,
 * announces its address as the first line of standard output (and in an address file when asked), then
 * serves one referee connection at a time, for as long as the process lives. Nothing a client sends can
 * kill it: a bad line gets an error reply, a broken connection ends only that session.
 *
 * <p>This class is a thin adapter: the rules come from the {@link Game}, the thinking from one
 * {@link Searcher} reused across games and connections.
 *
 * @param <W> the world type
 */
public final class EngineServer<W extends World<W>> implements AutoCloseable {

    private final Game<W> game;
    private final Searcher<W> searcher;
    private final EngineIdentity identity;
    private final ServerOptions options;
    private final Consumer<String> log;
    private ServerSocket socket;
    private volatile boolean closed;

    /**
     * @param log receives one line per notable event (connections, protocol errors); never the hot path
     */
    public EngineServer(Game<W> game, Searcher<W> searcher, EngineIdentity identity, ServerOptions options,
                        Consumer<String> log) {
        this.game = game;
        this.searcher = searcher;
        this.identity = identity;
        this.options = options;
        this.log = log;
    }

    /**
     * Binds the socket and announces the address: one JSON line
     * {@code {"type":"listening","host":...,"port":...}} on {@code announce}, and {@code host port} in the
     * address file (written atomically) if one was given.
     */
    public void start(PrintStream announce) throws IOException {
        socket = new ServerSocket();
        socket.setReuseAddress(true);
        try {
            socket.bind(new InetSocketAddress(InetAddress.getByName(options.bindAddress()), options.port()), 4);
        } catch (BindException e) {
            socket.close();
            throw new BindException("cannot listen on " + options.bindAddress() + ":" + options.port() + ": "
                    + (e.getMessage() == null ? "address not available" : e.getMessage().toLowerCase(java.util.Locale.ROOT))
                    + (options.port() == 0 ? "" : " (choose another --port, or 0 for any free one)"));
        }
        String host = socket.getInetAddress().getHostAddress();
        int port = socket.getLocalPort();
        if (options.addressFile() != null) {
            writeAtomically(options.addressFile(), host + " " + port + "\n");
        }
        ObjectNode listening = Messages.message(Protocol.LISTENING).put("host", host).put("port", port)
                .put("protocol", Protocol.VERSION);
        announce.println(Messages.write(listening));
        announce.flush();
    }

    /** The port the server listens on (after {@link #start}). */
    public int port() {
        return socket.getLocalPort();
    }

    /** Serves connections one after the other until {@link #close()} or a client's {@code quit} with shutdown. */
    public void serve() throws IOException {
        while (!closed) {
            Socket client;
            try {
                client = socket.accept();
            } catch (SocketException e) {
                if (closed) {
                    return;
                }
                throw e;
            }
            log.accept("connection from " + client.getRemoteSocketAddress());
            EngineSession<W> session = new EngineSession<>(game, searcher, identity, options, log);
            boolean shutdown = session.run(client);
            log.accept("connection closed");
            if (shutdown) {
                close();
            }
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (socket != null) {
            socket.close();
        }
    }

    private static void writeAtomically(Path file, String content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path temp = Files.createTempFile(dir, ".addr", ".tmp");
        Files.writeString(temp, content, StandardCharsets.UTF_8);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
