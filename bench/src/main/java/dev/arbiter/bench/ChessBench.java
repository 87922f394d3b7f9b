package dev.arbiter.bench;

import dev.arbiter.elo.Sprt;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Arbiter's UCI referee side by side with fastchess in one run ({@code arbiter bench --only chess}): the same
 * engines, openings ({@code configs/chess-openings.epd}, sequential, each played with both colours) and limits
 * under {@code arbiter qualify} ({@code protocol: uci}) and under fastchess ({@code ../shared/anchors/fastchess/}), each
 * run as a process of its own as a user runs it.
 *
 * <p>Figures, {@code chess.TOOL.WORKLOAD.*} with TOOL {@code arbiter} or {@code fastchess}: per workload the wall time
 * per game (the median of the unwatched runs, {@link ProcessTree#time}) and the peak resident memory of the whole
 * process tree (one run sampled every 10 ms, {@link ProcessTree#run}); {@code chess.WORKLOAD.per_game_ratio} and
 * {@code .tree_rss_ratio}, Arbiter / fastchess. Workloads: fastchess's {@code random_mover} at one node a move, games
 * capped at 20 plies ({@code -maxmoves 10}), 20 and 200 games at concurrency 1 and 2 ({@code rm.gG.cC}); the
 * distribution's Stockfish ({@code Threads=1}, {@code Hash=16}) at 1,000 nodes a move, 40 games at concurrency 2,
 * capped at 200 plies ({@code sf.g40.c2}). {@code chess.sf.identical_games}: Stockfish at a fixed node count is
 * deterministic after {@code ucinewgame}, so each opening with the same colours must give the same moves under both
 * tools; the games of the watched runs whose move lists match (fastchess's PGN written with {@code notation=uci}),
 * out of {@code chess.sf.games}. {@code chess.sprt.*}: fastchess's SPRT (pentanomial, normalized Elo, [0, 10],
 * α = β = 0.05) on 60 pairs of its random movers without a move cap, its counts given to Arbiter's {@link Sprt}:
 * both LLRs, their absolute difference {@code chess.sprt.llr_diff} (fastchess prints two decimals, so a difference
 * up to 0.005 is its rounding) and whether the two decisions agree. With the random movers Arbiter is also measured
 * with {@code --no-report} ({@code chess.arbiter.rm.gG.cC.no_report.*} and the {@code .no_report.*_ratio} lines): the
 * same games and files without the HTML report, which fastchess does not write and which is most of a short run's
 * referee time. A workload whose engine is missing is left out with a note on standard error; the run ends with each
 * goal's verdict there ({@link ChessGoals}).
 */
final class ChessBench implements BenchSuite {

    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    private static final int SF_NODES = 1_000;
    private static final int SF_MAX_PLIES = 200;
    private static final int RM_MAX_PLIES = 20;
    private static final int SPRT_PAIRS = 60;
    private static final double SPRT_ELO0 = 0;
    private static final double SPRT_ELO1 = 10;
    private static final double SPRT_ALPHA = 0.05;

    private final UnaryOperator<List<String>> launcher;

    /** @param launcher turns a command line of this build ({@code arbiter qualify ...}) into the command that runs it */
    ChessBench(UnaryOperator<List<String>> launcher) {
        this.launcher = launcher;
    }

    @Override
    public String name() {
        return "chess";
    }

    /** It needs fastchess and Stockfish, and takes minutes: run when named. */
    @Override
    public boolean byDefault() {
        return false;
    }

    /** One side-by-side workload: the engine command, the node limit, the ply cap, games and concurrency. */
    private record Workload(String name, String engine, List<String> options, int nodes, int maxPlies, int games,
                            int concurrency) {
    }

    /** What one tool's runs of a workload gave: wall per game, tree peak, the watched run's folder. */
    private record Result(double msPerGame, double treeMb, Path folder) {
    }

    /** Plays every workload, then states each goal's verdict on standard error ({@link ChessGoals}). */
    @Override
    public void run(boolean quick, Figures figures) {
        Map<String, Double> reported = new LinkedHashMap<>();
        play(quick, (name, value, unit) -> {
            figures.report(name, value, unit);
            reported.put(name, Double.parseDouble(value));
        });
        if (!reported.isEmpty()) {
            ChessGoals.note(reported).forEach(System.err::println);
        }
    }

    private void play(boolean quick, Figures figures) {
        Optional<Path> anchors = findAnchors();
        if (anchors.isEmpty() || !ProcessTree.supported()) {
            System.err.println("bench: chess left out: no shared/anchors/fastchess above " + Path.of("").toAbsolutePath()
                    + " (or no /proc)");
            return;
        }
        Path book = findBook();
        int timedRuns = quick ? 1 : 3;
        String mover = anchors.get().resolve("random_mover").toString();
        for (int games : new int[] {20, 200}) {
            for (int concurrency = 1; concurrency <= 2; concurrency++) {
                side(new Workload("rm.g" + games + ".c" + concurrency, mover, List.of(), 1, RM_MAX_PLIES, games,
                        concurrency), anchors.get(), book, timedRuns, figures);
            }
        }
        sprt(anchors.get(), book, figures);
        if (!Files.isExecutable(STOCKFISH)) {
            System.err.println("bench: chess.sf.* left out: no Stockfish at " + STOCKFISH);
            return;
        }
        side(new Workload("sf.g40.c2", STOCKFISH.toString(), List.of("Threads=1", "Hash=16"), SF_NODES, SF_MAX_PLIES,
                40, 2), anchors.get(), book, timedRuns, figures);
    }

    private void side(Workload w, Path anchors, Path book, int timedRuns, Figures figures) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench-chess");
            Result arbiter = measure(arbiterCommand(w, book, dir, List.of()), dir.resolve("arbiter"), timedRuns);
            Result fastchess = measure(fastchessCommand(w, book, anchors, dir), dir.resolve("fastchess"), timedRuns);
            report(figures, "chess.arbiter." + w.name(), arbiter);
            report(figures, "chess.fastchess." + w.name(), fastchess);
            figures.report("chess." + w.name() + ".per_game_ratio", format(arbiter.msPerGame() / fastchess.msPerGame()),
                    "x");
            figures.report("chess." + w.name() + ".tree_rss_ratio", format(arbiter.treeMb() / fastchess.treeMb()), "x");
            if (w.name().startsWith("rm")) {
                Result bare = measure(arbiterCommand(w, book, dir, List.of("--no-report")),
                        dir.resolve("arbiter-no-report"), timedRuns);
                report(figures, "chess.arbiter." + w.name() + ".no_report", bare);
                figures.report("chess." + w.name() + ".no_report.per_game_ratio",
                        format(bare.msPerGame() / fastchess.msPerGame()), "x");
                figures.report("chess." + w.name() + ".no_report.tree_rss_ratio",
                        format(bare.treeMb() / fastchess.treeMb()), "x");
            }
            if (w.name().startsWith("sf")) {
                int[] same = identicalGames(arbiter.folder().resolve("run").resolve(RunFiles.GAMES),
                        fastchess.folder().resolve("games.pgn"));
                figures.report("chess.sf.games", Integer.toString(same[1]), "games");
                figures.report("chess.sf.identical_games", Integer.toString(same[0]), "games");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    /**
     * fastchess's SPRT against Arbiter's on the same game results: fastchess plays {@link #SPRT_PAIRS} pairs of its
     * random movers without a move cap (so some games are won) under {@code -sprt}; its last pentanomial counts and
     * LLR are read from its output ({@link FastchessSprt}) and the same counts given to Arbiter's {@link Sprt}.
     */
    private static void sprt(Path anchors, Path book, Figures figures) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench-sprt");
            String mover = anchors.resolve("random_mover").toString();
            List<String> argv = new ArrayList<>(List.of(anchors.resolve("fastchess").toString(),
                    "-engine", "cmd=" + mover, "name=a", "-engine", "cmd=" + mover, "name=b",
                    "-each", "tc=inf", "nodes=1", "-rounds", Integer.toString(SPRT_PAIRS), "-games", "2",
                    "-concurrency", "2", "-openings", "file=" + book, "format=epd", "order=sequential",
                    "-sprt", "elo0=" + SPRT_ELO0, "elo1=" + SPRT_ELO1, "alpha=" + SPRT_ALPHA, "beta=" + SPRT_ALPHA,
                    "model=normalized"));
            Path out = dir.resolve("fastchess.out");
            Process process = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(out.toFile()).start();
            int exit = process.waitFor();
            if (exit != 0) {
                throw new BenchException("chess: " + String.join(" ", argv) + " exited with " + exit, null);
            }
            FastchessSprt theirs = FastchessSprt.read(Files.readString(out));
            Sprt sprt = new Sprt(SPRT_ELO0, SPRT_ELO1, SPRT_ALPHA, SPRT_ALPHA);
            double ours = sprt.llr(theirs.pentanomial());
            figures.report("chess.sprt.pairs", Long.toString(theirs.pentanomial().pairs()), "pairs");
            figures.report("chess.sprt.fastchess.llr", String.format(Locale.ROOT, "%.2f", theirs.llr()), "llr");
            figures.report("chess.sprt.arbiter.llr", format(ours), "llr");
            figures.report("chess.sprt.llr_diff", format(Math.abs(ours - theirs.llr())), "llr");
            figures.report("chess.sprt.same_decision", sprt.decide(ours) == sprt.decide(theirs.llr()) ? "1" : "0",
                    "bool");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchException("chess: interrupted while fastchess ran its SPRT", e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    private static void report(Figures figures, String prefix, Result r) {
        figures.report(prefix + ".per_game", format(r.msPerGame()), "ms/game");
        figures.report(prefix + ".tree_rss", format(r.treeMb()), "MB");
    }

    /** The argv of a run, given its folder (the watched run keeps its outputs there). */
    private interface Command {
        List<String> argv(Path folder) throws IOException;

        int games();
    }

    /** {@code arbiter qualify} of the workload, with {@code flags} added to its command line. */
    private Command arbiterCommand(Workload w, Path book, Path dir, List<String> flags) throws IOException {
        Path config = dir.resolve("qualify.yaml");
        String options = w.options().stream().map(o -> o.replace("=", ": ")).collect(Collectors.joining(", ", "{", "}"));
        Files.writeString(config, """
                game: chess
                seed: 1
                rounds: %d
                concurrency: %d
                maxPlies: %d
                adjudicate: draw
                limits: {nodes: %d}
                openings: {file: "%s", format: epd}
                engines:
                  - {name: a, cmd: ["%s"], protocol: uci, options: %s}
                  - {name: b, cmd: ["%s"], protocol: uci, options: %s}
                """.formatted(w.games() / 2, w.concurrency(), w.maxPlies(), w.nodes(), book, w.engine(), options,
                w.engine(), options));
        return new Command() {
            @Override
            public List<String> argv(Path folder) {
                List<String> argv = new ArrayList<>(List.of("arbiter", "qualify", config.toString(), "--out",
                        folder.resolve("run").toString(), "--no-progress"));
                argv.addAll(flags);
                return launcher.apply(argv);
            }

            @Override
            public int games() {
                return w.games();
            }
        };
    }

    private static Command fastchessCommand(Workload w, Path book, Path anchors, Path dir) {
        return new Command() {
            @Override
            public List<String> argv(Path folder) {
                List<String> argv = new ArrayList<>(List.of(anchors.resolve("fastchess").toString()));
                for (String name : List.of("a", "b")) {
                    argv.addAll(List.of("-engine", "cmd=" + w.engine(), "name=" + name));
                    w.options().forEach(o -> argv.add("option." + o));
                }
                argv.addAll(List.of("-each", "tc=inf", "nodes=" + w.nodes(), "-rounds", Integer.toString(w.games() / 2),
                        "-games", "2", "-maxmoves", Integer.toString(w.maxPlies() / 2), "-concurrency",
                        Integer.toString(w.concurrency()), "-openings", "file=" + book, "format=epd", "order=sequential",
                        "-pgnout", "file=" + folder.resolve("games.pgn"), "notation=uci"));
                return argv;
            }

            @Override
            public int games() {
                return w.games();
            }
        };
    }

    /** One watched run (kept in {@code folder}) for the tree's peak, then {@code timedRuns} unwatched for the wall. */
    private static Result measure(Command command, Path folder, int timedRuns) throws IOException {
        Files.createDirectories(folder);
        ProcessTree.Run watched = ProcessTree.run(command.argv(folder), folder);
        check(command, watched.exitCode());
        double[] wall = new double[timedRuns];
        for (int r = 0; r < timedRuns; r++) {
            Path scratch = Files.createTempDirectory(folder.getParent(), "timed");
            ProcessTree.Timed timed = ProcessTree.time(command.argv(scratch), scratch);
            check(command, timed.exitCode());
            wall[r] = timed.wallMs();
            BenchFiles.delete(scratch);
        }
        Arrays.sort(wall);
        return new Result(wall[wall.length / 2] / command.games(), watched.peakTreeBytes() / 1e6, folder);
    }

    private static void check(Command command, int exitCode) throws IOException {
        if (exitCode != 0) {
            throw new BenchException("chess: " + String.join(" ", command.argv(Path.of("."))) + " exited with "
                    + exitCode, null);
        }
    }

    /**
     * The games of Arbiter's log whose moves match a game of fastchess's PGN with the same start and the same
     * engine as White, and the number of Arbiter's games: {@code [identical, games]}.
     */
    static int[] identicalGames(Path arbiterLog, Path fastchessPgn) throws IOException {
        Map<String, List<List<String>>> theirs = new HashMap<>();
        for (PgnGame g : readPgn(Files.readString(fastchessPgn))) {
            theirs.computeIfAbsent(g.fen() + "|" + g.white(), k -> new ArrayList<>()).add(g.moves());
        }
        List<GameRecord> ours = GameLog.read(arbiterLog);
        int same = 0;
        for (GameRecord record : ours) {
            List<List<String>> candidates = theirs.getOrDefault(fenOf(record.init()) + "|" + record.seats().get(0),
                    List.of());
            if (candidates.remove(record.actions())) {
                same++;
            }
        }
        return new int[] {same, ours.size()};
    }

    /** The first four fields of a FEN (fastchess adds the move counters an EPD line has not). */
    private static String fenOf(String fen) {
        String[] fields = fen.strip().split("\\s+");
        return String.join(" ", Arrays.asList(fields).subList(0, Math.min(4, fields.length)));
    }

    /** A game of a PGN file written with UCI moves: its start, its White, its moves. */
    record PgnGame(String fen, String white, List<String> moves) {
    }

    private static final Pattern TAG = Pattern.compile("^\\[(\\w+) \"(.*)\"\\]$");
    private static final Pattern UCI_MOVE = Pattern.compile("^[a-h][1-8][a-h][1-8][qrbn]?$");

    /** The games of a PGN text whose moves are in UCI notation. */
    static List<PgnGame> readPgn(String text) {
        List<PgnGame> games = new ArrayList<>();
        String fen = "";
        String white = "";
        StringBuilder movetext = new StringBuilder();
        boolean inMoves = false;
        for (String line : (text + "\n[End \"\"]").lines().toList()) {
            Matcher tag = TAG.matcher(line.strip());
            if (tag.matches()) {
                if (inMoves) {
                    games.add(new PgnGame(fenOf(fen), white, moves(movetext.toString())));
                    movetext.setLength(0);
                    fen = "";
                    inMoves = false;
                }
                if (tag.group(1).equals("FEN")) {
                    fen = tag.group(2);
                } else if (tag.group(1).equals("White")) {
                    white = tag.group(2);
                }
            } else if (!line.isBlank()) {
                inMoves = true;
                movetext.append(line).append(' ');
            }
        }
        return games;
    }

    private static List<String> moves(String movetext) {
        String plain = movetext.replaceAll("\\{[^}]*\\}", " ");
        List<String> moves = new ArrayList<>();
        for (String word : plain.trim().split("\\s+")) {
            if (UCI_MOVE.matcher(word).matches()) {
                moves.add(word);
            }
        }
        return moves;
    }

    /** {@code shared/anchors/fastchess} in the working folder or above it (the checkout's {@code ../shared}). */
    private static Optional<Path> findAnchors() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path anchors = d.resolve("shared/anchors/fastchess");
            if (Files.isExecutable(anchors.resolve("fastchess")) && Files.isExecutable(anchors.resolve("random_mover"))) {
                return Optional.of(anchors);
            }
        }
        return Optional.empty();
    }

    /** {@code configs/chess-openings.epd} in the working folder or above it. */
    private static Path findBook() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path book = d.resolve("configs/chess-openings.epd");
            if (Files.isRegularFile(book)) {
                return book;
            }
        }
        throw new BenchException("chess: configs/chess-openings.epd not found above " + Path.of("").toAbsolutePath(),
                null);
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
