package dev.arbiter.tournament.play.uci;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the {@code info} lines of one search and keeps the last value of each field (UCI: depth, seldepth,
 * score cp|mate [lowerbound|upperbound], nodes, nps, hashfull, time, pv; {@code string} ends the line; lines of
 * {@code multipv} 2 and more are skipped). Not thread-safe: the reader thread of one engine owns it. A line is
 * read in place, word by word, allocating only the variation's moves; an unknown word or an unparsable number is
 * passed over, as the protocol asks of both sides.
 */
final class InfoReader {

    /** The longest variation kept. */
    static final int MAX_PV = 64;

    private int depth;
    private int seldepth;
    private double scoreCp;
    private int mate;
    private long nodes;
    private long nps;
    private int hashfull;
    private long timeMs;
    private final List<String> pv = new ArrayList<>();

    InfoReader() {
        reset();
    }

    /** Forgets the search (before the next {@code go}). */
    void reset() {
        depth = 0;
        seldepth = 0;
        scoreCp = Double.NaN;
        mate = 0;
        nodes = -1;
        nps = 0;
        hashfull = -1;
        timeMs = -1;
        pv.clear();
    }

    /** What the search reported so far. */
    SearchInfo snapshot() {
        return new SearchInfo(depth, seldepth, new SearchInfo.Score(scoreCp, mate),
                new SearchInfo.Effort(nodes, nps, hashfull, timeMs), pv);
    }

    /** Reads one line that starts with {@code info}. */
    void read(String line) {
        Words w = new Words(line);
        w.next(); // "info"
        if (isSecondaryPv(line)) {
            return;
        }
        while (w.next()) {
            if (w.is("string")) {
                return;
            } else if (w.is("depth")) {
                depth = (int) w.nextNumber(depth);
            } else if (w.is("seldepth")) {
                seldepth = (int) w.nextNumber(seldepth);
            } else if (w.is("nodes")) {
                nodes = w.nextNumber(nodes);
            } else if (w.is("nps")) {
                nps = w.nextNumber(nps);
            } else if (w.is("hashfull")) {
                hashfull = (int) w.nextNumber(hashfull);
            } else if (w.is("time")) {
                timeMs = w.nextNumber(timeMs);
            } else if (w.is("score")) {
                readScore(w);
            } else if (w.is("pv")) {
                pv.clear();
                while (w.next() && pv.size() < MAX_PV) {
                    pv.add(w.word());
                }
                return;
            }
        }
    }

    private void readScore(Words w) {
        if (!w.next()) {
            return;
        }
        if (w.is("cp")) {
            long cp = w.nextNumber(Long.MIN_VALUE);
            if (cp != Long.MIN_VALUE && Math.abs(cp) < SearchInfo.MATE_CP) {
                scoreCp = cp;
                mate = 0;
            }
        } else if (w.is("mate")) {
            long m = w.nextNumber(0);
            if (m != 0 && Math.abs(m) < 10_000) {
                mate = (int) m;
                scoreCp = SearchInfo.mateScore(mate);
            }
        }
    }

    /** Whether the line is of a second or later principal variation ({@code multipv N}, N > 1). */
    private static boolean isSecondaryPv(String line) {
        int at = line.indexOf(" multipv ");
        if (at < 0) {
            return false;
        }
        int i = at + 9;
        return i < line.length() && !(line.charAt(i) == '1' && (i + 1 == line.length() || line.charAt(i + 1) == ' '));
    }

    /** The words of a line, one at a time, without splitting it. */
    private static final class Words {
        private final String line;
        private int start;
        private int end;

        Words(String line) {
            this.line = line;
        }

        boolean next() {
            int n = line.length();
            int i = end;
            while (i < n && line.charAt(i) <= ' ') {
                i++;
            }
            if (i >= n) {
                start = end = n;
                return false;
            }
            start = i;
            while (i < n && line.charAt(i) > ' ') {
                i++;
            }
            end = i;
            return true;
        }

        boolean is(String word) {
            return end - start == word.length() && line.startsWith(word, start);
        }

        String word() {
            return line.substring(start, end);
        }

        /** The next word as a number, or {@code otherwise} (the word is consumed either way). */
        long nextNumber(long otherwise) {
            if (!next()) {
                return otherwise;
            }
            long value = 0;
            boolean negative = line.charAt(start) == '-';
            int i = negative ? start + 1 : start;
            if (i == end || end - i > 18) {
                return otherwise;
            }
            for (; i < end; i++) {
                char c = line.charAt(i);
                if (c < '0' || c > '9') {
                    return otherwise;
                }
                value = value * 10 + (c - '0');
            }
            return negative ? -value : value;
        }
    }
}
