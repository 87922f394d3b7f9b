package dev.arbiter.cli;

import picocli.CommandLine;

/** Reports the version from the jar's manifest. */
final class VersionProvider implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = Arbiter.class.getPackage().getImplementationVersion();
        return new String[] {"arbiter " + (version == null ? "development build" : version)};
    }
}
