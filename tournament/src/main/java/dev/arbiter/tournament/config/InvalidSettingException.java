package dev.arbiter.tournament.config;

/**
 * A setting a user wrote is out of range or inconsistent: names the field (a path like {@code duel.maxPairs})
 * and what was expected. Commands report it as bad input (exit 2) with the file it came from.
 */
public final class InvalidSettingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String field;

    /** A problem with {@code field}. */
    public InvalidSettingException(String field, String problem) {
        super(problem);
        this.field = field;
    }

    /** The field, as a path from the top of the configuration. */
    public String field() {
        return field;
    }
}
