package dev.arbiter.cli.architecture;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Cycles of a dependency graph of packages: its strongly connected components of more than one package (Tarjan). */
final class PackageGraph {

    private final Map<String, Set<String>> edges;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<String, Integer> low = new HashMap<>();
    private final Deque<String> stack = new ArrayDeque<>();
    private final Set<String> onStack = new TreeSet<>();
    private final List<Set<String>> cycles = new ArrayList<>();

    private PackageGraph(Map<String, Set<String>> edges) {
        this.edges = edges;
    }

    /** The cycles of {@code edges} (package → the packages it imports), each as the set of its packages. */
    static List<Set<String>> cycles(Map<String, Set<String>> edges) {
        PackageGraph graph = new PackageGraph(edges);
        for (String node : new TreeSet<>(edges.keySet())) {
            if (!graph.index.containsKey(node)) {
                graph.visit(node);
            }
        }
        return graph.cycles;
    }

    /** The edges between packages of {@code cycle}, for a message. */
    static List<String> edgesWithin(Map<String, Set<String>> edges, Set<String> cycle) {
        List<String> within = new ArrayList<>();
        for (String from : cycle) {
            for (String to : edges.getOrDefault(from, Set.of())) {
                if (cycle.contains(to)) {
                    within.add(from + " -> " + to);
                }
            }
        }
        return within;
    }

    private void visit(String node) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        onStack.add(node);
        for (String next : edges.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                visit(next);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (onStack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                cycles.add(component);
            }
        }
    }
}
