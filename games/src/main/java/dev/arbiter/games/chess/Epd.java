package dev.arbiter.games.chess;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One line of an Extended Position Description file (the PGN standard's section 16.2): FEN's first four fields, then
 * operations, each an opcode and its operands ended by a semicolon ({@code bm Nf3; id "WAC.001";}). The operands are
 * kept as written, without the quotes of a single quoted string. The {@code hmvc} and {@code fmvn} operations set the
 * position's half-move clock and move number.
 *
 * @param position   the position
 * @param operations the operations by opcode, in order
 */
public record Epd(Position position, Map<String, String> operations) {

    /** Keeps the operations unmodifiable. */
    public Epd {
        operations = Collections.unmodifiableMap(new LinkedHashMap<>(operations));
    }

    /**
     * Reads one EPD line.
     *
     * @throws IllegalArgumentException naming the field or operation that is malformed
     */
    public static Epd read(String line) {
        String trimmed = line.trim();
        int fieldEnd = 0;
        for (int field = 0; field < 4; field++) {
            while (fieldEnd < trimmed.length() && trimmed.charAt(fieldEnd) == ' ') {
                fieldEnd++;
            }
            while (fieldEnd < trimmed.length() && !Character.isWhitespace(trimmed.charAt(fieldEnd))) {
                fieldEnd++;
            }
        }
        String fen = trimmed.substring(0, fieldEnd);
        Map<String, String> operations = new LinkedHashMap<>();
        String rest = trimmed.substring(fieldEnd).trim();
        int at = 0;
        while (at < rest.length()) {
            int end = at;
            boolean quoted = false;
            while (end < rest.length() && (quoted || rest.charAt(end) != ';')) {
                if (rest.charAt(end) == '"') {
                    quoted = !quoted;
                }
                end++;
            }
            if (quoted) {
                throw new IllegalArgumentException("EPD '" + trimmed + "': a quoted operand is not closed");
            }
            String operation = rest.substring(at, end).trim();
            at = end + 1;
            if (operation.isEmpty()) {
                continue;
            }
            int space = operation.indexOf(' ');
            String opcode = space < 0 ? operation : operation.substring(0, space);
            String operands = space < 0 ? "" : operation.substring(space + 1).trim();
            if (operands.length() >= 2 && operands.startsWith("\"") && operands.endsWith("\"")
                    && operands.indexOf('"', 1) == operands.length() - 1) {
                operands = operands.substring(1, operands.length() - 1);
            }
            operations.put(opcode, operands);
        }
        String halfmoves = operations.getOrDefault("hmvc", "0");
        String fullmoves = operations.getOrDefault("fmvn", "1");
        try {
            return new Epd(Fen.read(fen + " " + halfmoves + " " + fullmoves), operations);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("EPD '" + trimmed + "': " + e.getMessage(), e);
        }
    }
}
