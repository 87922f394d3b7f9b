package dev.arbiter.cluster;

/**
 * A cluster member's address: {@code HOST} or {@code HOST:PORT} (an IPv6 host in brackets:
 * {@code [::1]:5701}); the port defaults to {@link #DEFAULT_PORT}.
 *
 * @param host a host name or IP address
 * @param port the TCP port
 */
public record MemberAddress(String host, int port) {

    /** The port a member listens on unless told otherwise (Hazelcast's). */
    public static final int DEFAULT_PORT = 5701;

    /** The default bind address: loopback only, so nothing listens on the network unless asked. */
    public static final MemberAddress LOOPBACK = new MemberAddress("127.0.0.1", DEFAULT_PORT);

    /** Checks the values. */
    public MemberAddress {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("expected HOST or HOST:PORT, got an empty host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port must lie in 1..65535, got " + port);
        }
    }

    /**
     * Parses {@code HOST[:PORT]}.
     *
     * @throws IllegalArgumentException naming what was expected
     */
    public static MemberAddress parse(String text) {
        String s = text.strip();
        String host = s;
        String port = null;
        if (s.startsWith("[")) {
            int close = s.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("expected [IPV6]:PORT, got '" + text + "'");
            }
            host = s.substring(1, close);
            if (close + 1 < s.length()) {
                if (s.charAt(close + 1) != ':') {
                    throw new IllegalArgumentException("expected [IPV6]:PORT, got '" + text + "'");
                }
                port = s.substring(close + 2);
            }
        } else if (s.indexOf(':') >= 0 && s.indexOf(':') == s.lastIndexOf(':')) {
            host = s.substring(0, s.indexOf(':'));
            port = s.substring(s.indexOf(':') + 1);
        }
        try {
            return new MemberAddress(host, port == null ? DEFAULT_PORT : Integer.parseInt(port));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected HOST or HOST:PORT, got '" + text + "'");
        }
    }

    /** {@code host:port}, brackets around an IPv6 host. */
    @Override
    public String toString() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }
}
