package dev.arbiter.engine.server;

import dev.arbiter.engine.protocol.Excerpt;
import dev.arbiter.engine.search.ClockBudget;
import dev.arbiter.engine.search.DeadlineKeeper;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * One of Arbiter's engines speaking UCI on standard input and output ({@code arbiter serve --protocol uci}), so
 * that chess tools (fastchess, cutechess-cli, GUIs) and Arbiter's own UCI referee can run it. It works for any
 * game whose init data and action texts are what UCI carries (for chess: a FEN, empty for the standard start, and
 * long algebraic moves); seat 0 reads {@code wtime}/{@code winc}, seat 1 {@code btime}/{@code binc}.
 *
 * <p>Commands: {@code uci} (the {@code id} lines and the {@link UciOptions}, then {@code uciok}),
 * {@code setoption} (evaluation weights and algorithm settings apply from the next game or position, as the
 * values of a referee's {@code newgame} do: {@link PerGameSearcher}), {@code isready} (answered at once, also
 * while searching), {@code ucinewgame}, {@code position startpos|fen F [moves ...]}, {@code go} with
 * {@code wtime btime winc binc movestogo movetime nodes depth infinite} (a clock is budgeted as chess engines do,
 * {@link ClockBudget} or the time over {@code movestogo}; a time budget is a deadline from the command's arrival,
 * kept by a {@link DeadlineKeeper}), {@code stop} and {@code quit}. The search runs on its own thread and
 * ends with one {@code info} line (depth, nodes, time, nps, score, pv) and {@code bestmove}. A command it cannot
 * read is answered with an {@code info string} and otherwise ignored, as UCI asks of engines.
 *
 * @param <W> the world type
 */
public final class UciServer<W extends World<W>> {

    private final Game<W> game;
    private final String name;
    private final EngineSettings own;
    private final PerGameSearcher<W> searchers;
    private final UciOptions options;
    private final Writer out;
    private final DeadlineKeeper deadlines = new DeadlineKeeper();
    private final ExecutorService thinker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "uci-search");
        t.setDaemon(true);
        return t;
    });
    private Searcher<W> searcher;
    private W world;
    private Future<?> search;
    private long gameSeed;

    private UciServer(Game<W> game, Engine<W> engine, EngineSettings own, String name, Writer out) {
        this.game = game;
        this.name = name;
        this.own = own;
        this.searchers = PerGameSearcher.reconfigurable(game, own, engine.searcher());
        EngineSettings.Resolved resolved = own.resolve(game);
        this.options = new UciOptions(resolved.weights(), resolved.settings(), own.limits().memoryBytes());
        this.searcher = engine.searcher();
        this.out = out;
        this.world = game.initialWorld("");
    }

    /**
     * Serves {@code engine} over UCI until {@code quit} or the end of {@code in}.
     *
     * @param own  the settings it was built from (its own parameter values, the defaults of its options)
     * @param name the name it gives in {@code id name}
     */
    public static <W extends World<W>> void serve(Game<W> game, Engine<W> engine, EngineSettings own, String name,
                                                  InputStream in, OutputStream out) throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.US_ASCII));
        UciServer<W> server = new UciServer<>(game, engine, own, name, writer);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!server.command(line.strip(), System.nanoTime())) {
                    break;
                }
            }
        } finally {
            server.stopSearch();
            server.thinker.shutdownNow();
            writer.flush();
        }
    }

    /** Carries out one command; false for {@code quit}. */
    private boolean command(String line, long arrival) throws IOException {
        String word = firstWord(line);
        switch (word) {
            case "uci" -> {
                StringBuilder text = new StringBuilder("id name ").append(name).append("\nid author Arbiter\n");
                options.lines().forEach(l -> text.append(l).append('\n'));
                send(text.append("uciok").toString());
            }
            case "isready" -> send("readyok");
            case "setoption" -> setOption(line);
            case "ucinewgame" -> {
                awaitSearch();
                gameSeed++;
                searcher = searchers.forGame(options.values());
                searcher.newGame(own.seed() + gameSeed);
                world = game.initialWorld("");
            }
            case "position" -> position(line);
            case "go" -> go(line, arrival);
            case "stop" -> stopSearch();
            case "quit" -> {
                return false;
            }
            case "", "debug", "register", "ponderhit" -> {
                // nothing to do: no debug output, no registration, no pondering
            }
            default -> send("info string unknown command: " + Excerpt.of(line, 80));
        }
        return true;
    }

    private void setOption(String line) throws IOException {
        int nameAt = line.indexOf(" name ");
        if (nameAt < 0) {
            send("info string setoption without a name");
            return;
        }
        int valueAt = line.indexOf(" value ", nameAt);
        String optionName = (valueAt < 0 ? line.substring(nameAt + 6) : line.substring(nameAt + 6, valueAt)).strip();
        String value = valueAt < 0 ? "" : line.substring(valueAt + 7).strip();
        try {
            awaitSearch();
            options.set(optionName, value);
        } catch (IllegalArgumentException e) {
            send("info string " + e.getMessage());
        }
    }

    private void position(String line) throws IOException {
        awaitSearch();
        String[] words = line.split("\\s+");
        int i = 1;
        String fen = "";
        if (i < words.length && words[i].equals("startpos")) {
            i++;
        } else if (i < words.length && words[i].equals("fen")) {
            StringBuilder f = new StringBuilder();
            for (i++; i < words.length && !words[i].equals("moves"); i++) {
                f.append(f.isEmpty() ? "" : " ").append(words[i]);
            }
            fen = f.toString();
        } else {
            send("info string position needs startpos or fen: " + Excerpt.of(line, 80));
            return;
        }
        try {
            W next = game.initialWorld(fen);
            if (i < words.length && words[i].equals("moves")) {
                for (i++; i < words.length; i++) {
                    int action = game.parseAction(words[i]);
                    if (next.isEnd() || !game.isLegal(next, action)) {
                        throw new IllegalArgumentException("illegal move " + words[i]);
                    }
                    next.apply(action);
                }
            }
            searcher = searchers.forGame(options.values());
            world = next;
        } catch (IllegalArgumentException e) {
            send("info string cannot set up the position: " + e.getMessage());
        }
    }

    private void go(String line, long arrival) throws IOException {
        awaitSearch();
        String[] words = line.split("\\s+");
        long[] clock = new long[2];
        long[] increment = new long[2];
        long moveTime = 0;
        long nodes = 0;
        long movesToGo = 0;
        int depth = 0;
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            long value = i + 1 < words.length ? number(words[i + 1]) : -1;
            switch (key) {
                case "wtime" -> clock[0] = Math.max(1, value);
                case "btime" -> clock[1] = Math.max(1, value);
                case "winc" -> increment[0] = Math.max(0, value);
                case "binc" -> increment[1] = Math.max(0, value);
                case "movestogo" -> movesToGo = Math.max(0, value);
                case "movetime" -> moveTime = Math.max(1, value);
                case "nodes" -> nodes = Math.max(1, value);
                case "depth" -> depth = (int) Math.max(1, Math.min(Integer.MAX_VALUE, value));
                default -> {
                    continue;
                }
            }
            i++;
        }
        if (world.isEnd()) {
            send("bestmove 0000");
            return;
        }
        int seat = Math.min(1, world.actorToMove());
        if (clock[seat] > 0) {
            long budget = movesToGo > 0
                    ? Math.max(1, Math.min(clock[seat] / movesToGo + increment[seat] * 3 / 4, clock[seat] / 2))
                    : ClockBudget.moveTimeMs(clock[seat], increment[seat]);
            moveTime = moveTime > 0 ? Math.min(moveTime, budget) : budget;
        }
        SearchLimits mine = own.limits();
        SearchLimits limits = new SearchLimits(tighter(mine.timeMs(), moveTime), tighter(mine.nodes(), nodes),
                (int) tighter(mine.depth(), depth), options.memoryBytes());
        W root = game.copyOf(world);
        searcher.setWorld(root);
        Searcher<W> s = searcher;
        long deadline = limits.timeMs() > 0 ? deadlines.deadline(arrival, limits.timeMs()) : 0;
        search = thinker.submit(() -> think(s, limits, deadline));
    }

    private void think(Searcher<W> s, SearchLimits limits, long deadline) {
        long start = System.nanoTime();
        SearchResult result = deadline != 0 ? s.searchUntil(limits, deadline) : s.search(limits);
        long micros = Math.max(1, (System.nanoTime() - start) / 1000);
        StringBuilder text = new StringBuilder(160).append("info depth ").append(Math.max(1, result.depth()))
                .append(" nodes ").append(result.nodes())
                .append(" time ").append(micros / 1000)
                .append(" nps ").append(result.nodes() * 1_000_000 / micros);
        double value = result.value();
        if (Double.isFinite(value)) {
            text.append(" score cp ").append(Math.round(Math.max(-31_999, Math.min(31_999, value))));
        }
        if (result.pv() != null && result.pv().length > 0) {
            text.append(" pv");
            for (int a : result.pv()) {
                text.append(' ').append(game.formatAction(a));
            }
        }
        String move = result.action() >= 0 ? game.formatAction(result.action()) : "0000";
        text.append("\nbestmove ").append(move);
        try {
            send(text.toString());
            if (deadline != 0) {
                deadlines.answered(deadline, System.nanoTime());
            }
        } catch (IOException e) {
            // the referee has gone: the main loop ends at the end of its input
        }
    }

    private static long tighter(long a, long b) {
        return a == 0 ? b : b == 0 ? a : Math.min(a, b);
    }

    private static long number(String word) {
        try {
            return Long.parseLong(word);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void stopSearch() {
        if (search != null && !search.isDone()) {
            searcher.stop();
        }
        awaitSearch();
    }

    private void awaitSearch() {
        if (search == null) {
            return;
        }
        try {
            search.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the search failed", e.getCause());
        }
        search = null;
    }

    private synchronized void send(String text) throws IOException {
        out.write(text);
        out.write('\n');
        out.flush();
    }

    private static String firstWord(String line) {
        int space = line.indexOf(' ');
        return (space < 0 ? line : line.substring(0, space)).toLowerCase(Locale.ROOT);
    }

}
