package dev.arbiter.cli;

import me.tongfei.progressbar.ProgressBarRenderer;
import me.tongfei.progressbar.ProgressState;

import java.time.Duration;
import java.util.Locale;

/**
 * The progress bar of a run ({@code games 36% [=====>     ] 73/200 ETA 0:00:20 abp +128 Elo (+255 over mcts)})
 * that keeps a readable bar at any width: the bar takes at least {@value #MIN_BAR} columns, and what does not fit
 * beside it goes first, in this order: the message's part in parentheses, the rest of the message, the ETA. The
 * library's own renderer gives the bar only what its text leaves, so a long leader message left {@code [ ]} on an
 * 80-column terminal.
 */
final class GamesBarRenderer implements ProgressBarRenderer {

    /** The narrowest bar kept while there is text to drop. */
    static final int MIN_BAR = 20;

    @Override
    public String render(ProgressState progress, int maxLength) {
        long done = progress.getCurrent() - progress.getStart();
        long left = progress.getMax() - progress.getCurrent();
        Duration eta = done <= 0 || left < 0 ? null : progress.getElapsedAfterStart().multipliedBy(left).dividedBy(done);
        return line(progress.getTaskName(), progress.getCurrent(), progress.getMax(), eta, progress.getExtraMessage(),
                maxLength);
    }

    /** The line for {@code current} of {@code max} in at most {@code width} columns ({@code eta} null: unknown). */
    static String line(String task, long current, long max, Duration eta, String message, int width) {
        int percent = max <= 0 ? 0 : (int) Math.min(100, 100 * current / max);
        String head = String.format(Locale.ROOT, "%s %3d%% [", task, percent);
        String counts = "] " + current + "/" + max;
        String etaText = eta == null ? "" : " ETA " + clock(eta);
        String text = message == null ? "" : message.strip();
        String[] tails = {text, text.replaceFirst("\\s*\\(.*\\)$", ""), ""};
        for (String etaPart : new String[] {etaText, ""}) {
            for (String tail : tails) {
                String suffix = counts + etaPart + (tail.isEmpty() ? "" : " " + tail);
                int bar = width - head.length() - suffix.length();
                if (bar >= MIN_BAR) {
                    return head + bar(current, max, bar) + suffix;
                }
            }
        }
        String suffix = counts;
        return head + bar(current, max, Math.max(1, width - head.length() - suffix.length())) + suffix;
    }

    private static String bar(long current, long max, int length) {
        int full = max <= 0 ? 0 : (int) Math.min(length, (long) length * current / max);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(i < full ? '=' : i == full && current < max ? '>' : ' ');
        }
        return sb.toString();
    }

    private static String clock(Duration d) {
        long s = d.toSeconds();
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
