package dev.arbiter.cli.config;

/** A configuration file that cannot be used: names the file, the field and what was expected. */
public final class ConfigException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** An error about {@code field} of {@code file}. */
    public ConfigException(String file, String field, String problem) {
        super(file + (field == null || field.isEmpty() ? "" : ": field '" + field + "'") + ": " + problem);
    }
}
