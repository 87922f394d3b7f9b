package dev.arbiter.cli.config;

import dev.arbiter.cluster.HazelcastMembers;
import dev.arbiter.cluster.MemberAddress;

import java.nio.file.Path;
import java.util.List;

/**
 * A checked {@code cluster} section: where the coordinator listens, whom it joins, the secret file, and how long
 * a silent worker is waited for.
 *
 * @param bind             the coordinator's address
 * @param members          members to join
 * @param secretFile       the shared secret's file (absolute)
 * @param lostAfterSeconds seconds of silence after which a worker is declared lost
 */
public record ClusterConfig(MemberAddress bind, List<MemberAddress> members, Path secretFile, int lostAfterSeconds) {

    /** Copies the list. */
    public ClusterConfig {
        members = List.copyOf(members);
    }

    /**
     * Checks a {@code cluster} section; errors name the file and the field.
     *
     * @param baseDir the directory a relative secret file is resolved against
     */
    public static ClusterConfig resolve(ClusterFile f, String source, Path baseDir) {
        if (f.secretFile == null || f.secretFile.isBlank()) {
            throw new ConfigException(source, "cluster.secretFile", "required: a file holding the secret shared with the workers");
        }
        Path secret = baseDir.resolve(f.secretFile).toAbsolutePath().normalize();
        MemberAddress bind = MemberAddress.LOOPBACK;
        if (f.bind != null) {
            bind = address(f.bind, source, "cluster.bind");
        }
        List<MemberAddress> members = new java.util.ArrayList<>();
        if (f.members != null) {
            for (int i = 0; i < f.members.size(); i++) {
                members.add(address(f.members.get(i), source, "cluster.members[" + i + "]"));
            }
        }
        int lostAfter = HazelcastMembers.LOST_AFTER_SECONDS;
        if (f.lostAfter != null) {
            try {
                HazelcastMembers.checkLostAfter(f.lostAfter);
            } catch (IllegalArgumentException e) {
                throw new ConfigException(source, "cluster.lostAfter", e.getMessage());
            }
            lostAfter = f.lostAfter;
        }
        return new ClusterConfig(bind, members, secret, lostAfter);
    }

    private static MemberAddress address(String text, String source, String field) {
        try {
            return MemberAddress.parse(text == null ? "" : text);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, field, e.getMessage());
        }
    }
}
