package dev.arbiter.games.chess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Portable Game Notation files (Steven J. Edwards's standard, 1994), read and written.
 *
 * <p>Reading keeps each game's tags and main line: moves in SAN (read tolerantly, {@link San#read}), move numbers,
 * comments ({@code {...}} and {@code ;} to the line's end, the first after a move kept as its comment), NAGs
 * ({@code $1}) and evaluation glyphs ({@code +-}, {@code =}), recursive variations ({@code (...)}, skipped), escape lines ({@code %}) and the termination marker. A
 * game whose {@code SetUp}/{@code FEN} tags give a start is played from it. An error names the source, the game's
 * number, its line and the move.
 *
 * <p>Writing gives the Seven Tag Roster first, then the other tags ({@code SetUp "1"} and {@code FEN} when the start
 * is not the standard one), then the movetext in SAN with move numbers, each move's comment in braces, lines of at
 * most 79 characters, and the result.
 */
public final class Pgn {

    private Pgn() {
    }

    /**
     * The games of a PGN text.
     *
     * @param source names the text in error messages (a file name)
     * @throws IllegalArgumentException naming the source, game, line and what is wrong
     */
    public static List<PgnGame> read(String text, String source) {
        return new Reader(text, source).games();
    }

    /** The PGN of {@code games}, each followed by a blank line. */
    public static String write(List<PgnGame> games) {
        StringBuilder sb = new StringBuilder();
        for (PgnGame game : games) {
            sb.append(write(game)).append('\n');
        }
        return sb.toString();
    }

    /** The PGN of one game (tags, a blank line, the movetext). */
    public static String write(PgnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : PgnGame.SEVEN_TAG_ROSTER) {
            tags.put(name, game.tags().getOrDefault(name, "?"));
        }
        tags.put("Result", game.result());
        Position position = Fen.read(game.startFen());
        String startFen = Fen.write(position);
        if (!startFen.equals(Fen.INITIAL)) {
            tags.put("SetUp", "1");
            tags.put("FEN", startFen);
        }
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            tags.putIfAbsent(tag.getKey(), tag.getValue());
        }
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            sb.append('[').append(tag.getKey()).append(" \"")
                    .append(tag.getValue().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
        }
        sb.append('\n');
        LineWriter line = new LineWriter(sb);
        int[] scratch = new int[Position.MAX_MOVES];
        boolean numberNext = true;
        for (PgnGame.PgnMove move : game.moves()) {
            if (position.sideToMove() == Position.WHITE) {
                line.token(position.fullmoveNumber() + ".");
            } else if (numberNext) {
                line.token(position.fullmoveNumber() + "...");
            }
            line.token(San.write(position, move.move(), scratch));
            position.make(move.move());
            numberNext = false;
            if (move.comment() != null) {
                line.token("{" + move.comment().replace('}', ')').replace('\n', ' ').trim() + "}");
                numberNext = true;
            }
        }
        line.token(game.result());
        sb.append('\n');
        return sb.toString();
    }

    /** Appends space-separated tokens, breaking lines before they pass 79 characters. */
    private static final class LineWriter {
        private final StringBuilder sb;
        private int column;

        LineWriter(StringBuilder sb) {
            this.sb = sb;
        }

        void token(String token) {
            if (column > 0 && column + 1 + token.length() > 79) {
                sb.append('\n');
                column = 0;
            } else if (column > 0) {
                sb.append(' ');
                column++;
            }
            sb.append(token);
            column += token.length();
        }
    }

    /** A one-pass reader of PGN text. */
    private static final class Reader {
        private final String text;
        private final String source;
        private final List<PgnGame> games = new ArrayList<>();
        private int at;
        private int line = 1;

        private Map<String, String> tags = new LinkedHashMap<>();
        private Position position;
        private String startFen;
        private List<PgnGame.PgnMove> moves = new ArrayList<>();
        private boolean inMovetext;

        Reader(String text, String source) {
            this.text = text;
            this.source = source;
        }

        List<PgnGame> games() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '\n') {
                    line++;
                    at++;
                } else if (Character.isWhitespace(c)) {
                    at++;
                } else if (c == '%' && (at == 0 || text.charAt(at - 1) == '\n')) {
                    skipLine();
                } else if (c == '[') {
                    if (inMovetext) {
                        finish("*");
                    }
                    tag();
                } else if (c == '{') {
                    comment(text.indexOf('}', at));
                } else if (c == ';') {
                    int end = text.indexOf('\n', at);
                    comment(end < 0 ? text.length() : end);
                } else if (c == '(') {
                    skipVariation();
                } else if (c == ')') {
                    throw error("')' without its '('");
                } else {
                    token();
                }
            }
            if (inMovetext || !tags.isEmpty()) {
                finish("*");
            }
            return games;
        }

        private void skipLine() {
            while (at < text.length() && text.charAt(at) != '\n') {
                at++;
            }
        }

        private void tag() {
            int end = at + 1;
            boolean quoted = false;
            while (end < text.length() && (quoted || text.charAt(end) != ']')) {
                char c = text.charAt(end);
                if (c == '\\' && quoted) {
                    end++;
                } else if (c == '"') {
                    quoted = !quoted;
                } else if (c == '\n') {
                    throw error("tag pair not closed on its line");
                }
                end++;
            }
            if (end >= text.length()) {
                throw error("tag pair not closed by ']'");
            }
            String body = text.substring(at + 1, end).trim();
            int space = body.indexOf(' ');
            int quote = body.indexOf('"');
            if (space <= 0 || quote < 0 || !body.endsWith("\"") || quote == body.length() - 1) {
                throw error("expected a tag pair [Name \"value\"], got [" + body + "]");
            }
            String value = body.substring(quote + 1, body.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
            tags.put(body.substring(0, space), value);
            at = end + 1;
        }

        private void comment(int end) {
            if (end < 0) {
                throw error("comment '{' not closed by '}'");
            }
            String comment = text.substring(at + 1, end).trim();
            for (int i = at; i < end; i++) {
                if (text.charAt(i) == '\n') {
                    line++;
                }
            }
            at = text.charAt(at) == '{' ? end + 1 : end;
            if (!moves.isEmpty()) {
                PgnGame.PgnMove last = moves.get(moves.size() - 1);
                if (last.comment() == null) {
                    moves.set(moves.size() - 1, new PgnGame.PgnMove(last.move(), comment));
                }
            }
        }

        private void skipVariation() {
            int depth = 0;
            int startLine = line;
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '\n') {
                    line++;
                } else if (c == '{') {
                    int end = text.indexOf('}', at);
                    if (end < 0) {
                        throw error("comment '{' not closed by '}'");
                    }
                    line += (int) text.substring(at, end).chars().filter(ch -> ch == '\n').count();
                    at = end;
                } else if (c == '(') {
                    depth++;
                } else if (c == ')') {
                    depth--;
                    if (depth == 0) {
                        at++;
                        return;
                    }
                }
                at++;
            }
            line = startLine;
            throw error("variation '(' not closed by ')'");
        }

        private void token() {
            int end = at;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && "[]{}();".indexOf(text.charAt(end)) < 0) {
                end++;
            }
            String token = text.substring(at, end);
            at = end;
            if (token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*")) {
                finish(token);
                return;
            }
            if (token.startsWith("$") || token.equals("e.p.")) {
                return;
            }
            int digits = 0;
            while (digits < token.length() && Character.isDigit(token.charAt(digits))) {
                digits++;
            }
            int dots = digits;
            while (dots < token.length() && token.charAt(dots) == '.') {
                dots++;
            }
            if (digits > 0 && dots > digits) {
                token = token.substring(dots);
            }
            if (token.isEmpty() || token.chars().allMatch(ch -> "!?+-=/".indexOf(ch) >= 0)) {
                return;
            }
            startMovetext();
            try {
                int move = San.read(position, token);
                position.make(move);
                moves.add(new PgnGame.PgnMove(move, null));
            } catch (IllegalArgumentException e) {
                throw error("move " + (moves.size() / 2 + 1) + ": " + e.getMessage());
            }
        }

        private void startMovetext() {
            if (inMovetext) {
                return;
            }
            inMovetext = true;
            String fen = tags.get("FEN");
            try {
                position = fen == null ? Fen.read(Fen.INITIAL) : Fen.read(fen);
            } catch (IllegalArgumentException e) {
                throw error("tag FEN: " + e.getMessage());
            }
            startFen = Fen.write(position);
        }

        private void finish(String result) {
            startMovetext();
            games.add(new PgnGame(tags, startFen, moves, result));
            tags = new LinkedHashMap<>();
            moves = new ArrayList<>();
            inMovetext = false;
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException(source + ": game " + (games.size() + 1) + ", line " + line + ": " + what);
        }
    }
}
