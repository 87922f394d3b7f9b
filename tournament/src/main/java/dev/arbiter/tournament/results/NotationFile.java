package dev.arbiter.tournament.results;

import dev.arbiter.engine.world.GameNotation;
import dev.arbiter.engine.world.GameNotation.PlayedGame;
import dev.arbiter.tournament.config.TimeControl;
import dev.arbiter.tournament.engine.FaultKind;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run's games in the game's customary notation ({@link GameNotation}: chess's {@code games.pgn}, as fastchess
 * writes it), next to {@code games.ndjson}. Tags: {@code Event}, {@code Site}, {@code Date} (unknown: the log keeps no
 * date), {@code Round} (the game's number from 1), {@code White} and {@code Black} (the seats), {@code Result},
 * {@code Termination} (PGN's words: {@code normal}, {@code adjudication}, {@code time forfeit}, {@code illegal move},
 * {@code abandoned}, {@code unterminated}) and {@code TimeControl} when there is a clock. Each move's comment is what
 * its engine reported, as fastchess writes it: {@code +0.31/17 0.164s} (score in pawns from the mover's side,
 * {@code +M3}/{@code -M2} for a mate; depth; the referee's measured time).
 *
 * <p>Like {@code games.txt} the file is derived from the log: each session rewrites it from {@code games.ndjson}, then
 * appends each finished game, so a resumed run holds every game once; bounded by {@link GameText#MAX_BYTES}.
 */
public final class NotationFile implements AutoCloseable {

    /** Reported values at least this large are mates ({@code UCI} engines' mate scores, 32000 less the plies). */
    private static final double MATE_CP = 32_000;
    private static final double MATE_BAND = 1_000;

    private final GameNotation notation;
    private final TimeControl clock;
    private final OutputStream out;
    private final String name;
    private final long maxBytes;
    private long bytes;
    private boolean full;

    private NotationFile(GameNotation notation, TimeControl clock, OutputStream out, String name, long maxBytes) {
        this.notation = notation;
        this.clock = clock;
        this.out = out;
        this.name = name;
        this.maxBytes = maxBytes;
    }

    /**
     * Rewrites the notation's file in {@code dir} with {@code previous}, then keeps it open for the games to come.
     *
     * @param clock the engines' game clock, or null for none
     */
    public static NotationFile start(Path dir, GameNotation notation, TimeControl clock, List<GameRecord> previous)
            throws IOException {
        return start(dir, notation, clock, previous, GameText.MAX_BYTES);
    }

    static NotationFile start(Path dir, GameNotation notation, TimeControl clock, List<GameRecord> previous,
                              long maxBytes) throws IOException {
        NotationFile file = new NotationFile(notation, clock, Files.newOutputStream(dir.resolve(notation.fileName()),
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE),
                notation.fileName(), maxBytes);
        for (GameRecord record : previous) {
            file.write(record);
        }
        file.out.flush();
        return file;
    }

    /** Appends one game (nothing once the file has reached its bound). */
    public synchronized void append(GameRecord record) throws IOException {
        write(record);
        out.flush();
    }

    private void write(GameRecord record) throws IOException {
        if (full) {
            return;
        }
        byte[] block = notation.format(played(record, clock)).getBytes(StandardCharsets.UTF_8);
        if (bytes + block.length > maxBytes) {
            full = true;
            block = ("% " + name + " stops here at its bound of " + maxBytes + " bytes; games.ndjson holds every game\n")
                    .getBytes(StandardCharsets.UTF_8);
        }
        out.write(block);
        bytes += block.length;
    }

    /** The facts of {@code r} for a two-seat game's notation. */
    static PlayedGame played(GameRecord r, TimeControl clock) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "arbiter qualify");
        tags.put("Site", "?");
        tags.put("Date", "????.??.??");
        tags.put("Round", Integer.toString(r.index() + 1));
        tags.put("White", r.seats().get(0));
        tags.put("Black", r.seats().size() > 1 ? r.seats().get(1) : "?");
        tags.put("Termination", termination(r));
        if (clock != null) {
            tags.put("TimeControl", clock.toString());
        }
        List<String> comments = new ArrayList<>(r.moves().size());
        for (MoveRecord move : r.moves()) {
            comments.add(comment(move));
        }
        return new PlayedGame(tags, r.init(), r.actions(), comments, result(r));
    }

    /** fastchess's per-move comment: {@code score/depth time}, each part only where it was reported. */
    private static String comment(MoveRecord move) {
        StringBuilder sb = new StringBuilder();
        Double value = move.value();
        if (value != null && Double.isFinite(value)) {
            sb.append(score(value));
            if (move.depth() > 0) {
                sb.append('/').append(move.depth());
            }
        }
        if (move.micros() >= 0) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            appendMillisAsSeconds(sb, (move.micros() + 500) / 1000);
            sb.append('s');
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    private static String score(double value) {
        if (Math.abs(value) > MATE_CP - MATE_BAND && Math.abs(value) <= MATE_CP) {
            long moves = value > 0 ? Math.round((MATE_CP - value + 1) / 2) : Math.round((MATE_CP + value) / 2);
            return (value > 0 ? "+M" : "-M") + moves;
        }
        return (value < 0 ? "-" : "+") + BigDecimal.valueOf(Math.abs(value) / 100).setScale(2, RoundingMode.HALF_UP)
                .toPlainString();
    }

    /**
     * {@code millis} as seconds with three decimals ({@code 0.012}): what {@code %.3f} prints, without a
     * {@link java.util.Formatter} per move (the formatter and its locale's symbols were a tenth of the referee's CPU
     * per game with fast engines).
     */
    static void appendMillisAsSeconds(StringBuilder sb, long millis) {
        long fraction = millis % 1000;
        sb.append(millis / 1000).append('.');
        if (fraction < 100) {
            sb.append('0');
        }
        if (fraction < 10) {
            sb.append('0');
        }
        sb.append(fraction);
    }

    private static String termination(GameRecord r) {
        return switch (r.end()) {
            case END -> "normal";
            case ADJUDICATED, RESIGN_ADJUDICATED, DRAW_ADJUDICATED -> "adjudication";
            case VOID -> "unterminated";
            case FORFEIT -> forfeit(r.fault());
        };
    }

    /** fastchess's words for a forfeit: on time, an illegal (or unreadable) move, else the engine left the game. */
    private static String forfeit(String fault) {
        FaultKind kind = Arrays.stream(FaultKind.values()).filter(k -> k.code().equals(fault)).findFirst().orElse(null);
        if (kind == null) {
            return "abandoned";
        }
        return switch (kind) {
            case TIMEOUT, LATE, TIME_FORFEIT, NODE_FORFEIT -> "time forfeit";
            case ILLEGAL_ACTION, MALFORMED -> "illegal move";
            default -> "abandoned";
        };
    }

    private static String result(GameRecord r) {
        if (r.end() == GameEnd.VOID || r.seats().size() != 2) {
            return "*";
        }
        double p = r.points(0, 1);
        return p == 1 ? "1-0" : p == 0 ? "0-1" : "1/2-1/2";
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }
}
