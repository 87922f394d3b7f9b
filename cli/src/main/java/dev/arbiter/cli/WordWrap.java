package dev.arbiter.cli;

import java.util.ArrayList;
import java.util.List;

/** Wrapping text at spaces only, never inside a word (a path, a number, a dotted name). */
final class WordWrap {

    private WordWrap() {
    }

    /**
     * The end (exclusive) of the line of {@code text} starting at {@code start} that fits in {@code room} columns:
     * before the last space that fits, or the whole rest, or (a word longer than the room) the room's width.
     */
    static int lineEnd(String text, int start, int room) {
        if (text.length() - start <= room) {
            return text.length();
        }
        for (int i = Math.min(text.length() - 1, start + room); i > start; i--) {
            if (text.charAt(i) == ' ') {
                int end = i;
                while (end > start && text.charAt(end - 1) == ' ') {
                    end--;
                }
                if (end > start) {
                    return end;
                }
            }
        }
        return start + Math.max(1, room);
    }

    /** The first index at or after {@code from} that is not a space. */
    static int skipSpaces(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    /** {@code line} in lines of at most {@code width} columns, continuation lines indented as the line is. */
    static List<String> lines(String line, int width) {
        List<String> lines = new ArrayList<>();
        int indent = skipSpaces(line, 0);
        String prefix = line.substring(0, indent);
        int start = indent;
        boolean first = true;
        if (indent == line.length()) {
            lines.add("");
            return lines;
        }
        while (start < line.length()) {
            int room = Math.max(1, width - indent);
            int end = lineEnd(line, start, room);
            lines.add((first ? line.substring(0, indent) : prefix) + line.substring(start, end));
            start = skipSpaces(line, end);
            first = false;
        }
        return lines;
    }
}
