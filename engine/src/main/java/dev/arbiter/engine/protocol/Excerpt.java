package dev.arbiter.engine.protocol;

/**
 * A bounded excerpt of a line received from another program, for a one-line error message: a misbehaving engine or
 * referee may send a line of any length, and the message that names it must stay one readable line. (Commons Lang's
 * {@code StringUtils.abbreviate} does the same; not worth a 650 kB dependency for one method.)
 */
public final class Excerpt {

    private Excerpt() {
    }

    /** {@code text} itself when it has at most {@code width} characters, else its first {@code width - 3} and "...". */
    public static String of(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 3) + "...";
    }
}
