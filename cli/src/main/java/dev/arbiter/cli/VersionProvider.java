package dev.arbiter.cli;

import picocli.CommandLine;

/** Reports the version from the jar's manifest. */
final class VersionProvider implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"arbiter " + version()};
    }

    /** The version from the jar's manifest, or {@code dev} when run from classes. */
    static String version() {
        String version = Arbiter.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }
}
