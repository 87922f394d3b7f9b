package dev.arbiter.cluster;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Separate test hosts on one machine: network namespaces joined by a bridge, so that each worker has its own
 * network stack, address and links (which a test can cut). A hub namespace holds the bridge; the test's own
 * namespace gets {@code 10.201.S.1}, host {@code i} gets {@code 10.201.S.(i+2)} ({@code S} from the process id,
 * so concurrent builds do not collide). Needs root and {@code ip netns}; {@link #available()} says whether
 * they work here.
 */
final class TestHosts implements AutoCloseable {

    private final String prefix;
    private final int subnet;
    private final List<String> namespaces = new ArrayList<>();
    private final String hostLink;

    private TestHosts(int count) throws IOException, InterruptedException {
        long pid = ProcessHandle.current().pid();
        this.prefix = "arb" + (pid % 100_000);
        this.subnet = (int) (pid % 250) + 1;
        String hub = prefix + "hub";
        this.hostLink = prefix + "h";
        ip("netns", "add", hub);
        namespaces.add(hub);
        ip("-n", hub, "link", "add", "br0", "type", "bridge");
        ip("-n", hub, "link", "set", "br0", "up");
        link(hostLink, null, address(-1));
        for (int i = 0; i < count; i++) {
            String ns = prefix + "n" + i;
            ip("netns", "add", ns);
            namespaces.add(ns);
            ip("-n", ns, "link", "set", "lo", "up");
            link(prefix + "v" + i, ns, address(i));
        }
    }

    /** Whether network namespaces can be made here (root, the ip tool); null if so, else why not. */
    static String unavailable() {
        String probe = "arbprobe" + (ProcessHandle.current().pid() % 100_000);
        try {
            Process p = new ProcessBuilder("ip", "netns", "add", probe).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return "'ip netns add' failed: " + out.strip();
            }
            new ProcessBuilder("ip", "netns", "del", probe).start().waitFor(10, TimeUnit.SECONDS);
            return null;
        } catch (IOException e) {
            return "no 'ip' tool: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /** Makes {@code count} hosts. */
    static TestHosts create(int count) throws IOException, InterruptedException {
        return new TestHosts(count);
    }

    /** The test's own address on the hosts' network. */
    String self() {
        return address(-1);
    }

    /** Host {@code i}'s address. */
    String address(int i) {
        return "10.201." + subnet + "." + (i + 2);
    }

    /** The command that runs {@code argv} on host {@code i}. */
    List<String> on(int i, List<String> argv) {
        List<String> wrapped = new ArrayList<>(List.of("ip", "netns", "exec", prefix + "n" + i));
        wrapped.addAll(argv);
        return wrapped;
    }

    /** Cuts host {@code i} off the network (its link goes down; its processes live on). */
    void cut(int i) throws IOException, InterruptedException {
        ip("-n", prefix + "n" + i, "link", "set", prefix + "v" + i, "down");
    }

    /** A veth pair: one end (with {@code addr}) in {@code ns} (null: the test's own), the other on the hub's bridge. */
    private void link(String name, String ns, String addr) throws IOException, InterruptedException {
        String hub = prefix + "hub";
        String peer = name + "p";
        ip("link", "add", name, "type", "veth", "peer", "name", peer);
        ip("link", "set", peer, "netns", hub);
        ip("-n", hub, "link", "set", peer, "master", "br0");
        ip("-n", hub, "link", "set", peer, "up");
        if (ns != null) {
            ip("link", "set", name, "netns", ns);
            ip("-n", ns, "addr", "add", addr + "/24", "dev", name);
            ip("-n", ns, "link", "set", name, "up");
        } else {
            ip("addr", "add", addr + "/24", "dev", name);
            ip("link", "set", name, "up");
        }
    }

    private static void ip(String... args) throws IOException, InterruptedException {
        List<String> argv = new ArrayList<>(List.of("ip"));
        argv.addAll(List.of(args));
        Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", argv) + " failed: " + out.strip());
        }
    }

    /** Removes every namespace and link made (ending the processes' network, not the processes). */
    @Override
    public void close() throws IOException, InterruptedException {
        try {
            ip("link", "del", hostLink);
        } catch (IOException gone) {
            // deleted with the hub already
        }
        for (String ns : namespaces) {
            ip("netns", "del", ns);
        }
    }
}
