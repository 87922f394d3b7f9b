package dev.arbiter.cli;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.search.TreeView;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * MiniFrame's debug mode: runs a searcher step by step and walks its tree. The console has a current node
 * (at first the root, the actual world) and answers one command line at a time; see {@link #HELP}.
 * Steps always search from the actual world; {@code actual} makes the current node the actual world,
 * keeping its subtree.
 *
 * @param <W> the world type
 */
final class DebugConsole<W extends World<W>> {

    /** The command summary printed by {@code help}. */
    static final String HELP = String.join("\n",
            "memory          worlds in use / capacity and bytes (alias: mem)",
            "world           print the current world (alias: w)",
            "actions         the current world's children: action, value per actor, visits, state (alias: a)",
            "step [N]        run one exploration step, or N, from the actual world (alias: s)",
            "child [ACTION]  go to the child reached by ACTION, or by the best action (alias: c)",
            "parent          go back to the parent (alias: p)",
            "root            go back to the actual world",
            "actual          make the current world the actual one (re-roots the search there)",
            "pv              the search's best action, value, depth, nodes and principal variation",
            "help            this list (alias: h, ?)",
            "quit            leave the console (alias: q, exit)");

    private final Game<W> game;
    private final Searcher<W> searcher;
    private final SearchLimits limits;
    private final long memoryBytes;
    private final PrintWriter out;
    private final TreeView<W> view;
    private int current;
    private long steps;

    /**
     * @param searcher a searcher whose actual world is set
     * @param limits   the limits of each step (a node or time limit bounds one step; the memory limit the tree)
     */
    DebugConsole(Game<W> game, Searcher<W> searcher, SearchLimits limits, PrintWriter out) {
        this.game = game;
        this.searcher = searcher;
        this.limits = limits;
        this.memoryBytes = limits.memoryBytes() > 0 ? limits.memoryBytes() : SearchLimits.DEFAULT_MEMORY_BYTES;
        this.out = out;
        this.view = searcher.treeView();
        this.current = view.root();
    }

    /** Why a command line could not be carried out; the console prints the message and goes on. */
    static final class CommandException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        CommandException(String message) {
            super(message);
        }
    }

    /**
     * Carries out one command line.
     *
     * @return false when the line asks to quit
     * @throws CommandException for an unknown command or a bad argument
     */
    boolean execute(String line) {
        String[] words = line.trim().split("\\s+");
        String command = words[0].toLowerCase(Locale.ROOT);
        String argument = words.length > 1 ? words[1] : null;
        if (words.length > 2) {
            throw new CommandException("too many arguments: " + line.trim());
        }
        switch (command) {
            case "" -> { }
            case "memory", "mem" -> memory();
            case "world", "w" -> world();
            case "actions", "a" -> actions();
            case "step", "s" -> step(argument);
            case "child", "c" -> child(argument);
            case "parent", "p" -> parent();
            case "root" -> current = view.root();
            case "actual" -> actual();
            case "pv" -> pv();
            case "help", "h", "?" -> out.println(HELP);
            case "quit", "q", "exit" -> {
                return false;
            }
            default -> throw new CommandException("unknown command '" + words[0] + "' (type help)");
        }
        out.flush();
        return true;
    }

    private void memory() {
        long inUse = searcher.worldsInUse();
        long capacity = searcher.worldsForMemory(memoryBytes);
        long perWorld = view.bytesPerWorld();
        out.printf(Locale.ROOT, "worlds  %d / %d (%.2f%%)%n", inUse, capacity, 100.0 * inUse / Math.max(1, capacity));
        out.printf(Locale.ROOT, "bytes   %d / %d (%d per world)%n", inUse * perWorld, memoryBytes, perWorld);
    }

    private void world() {
        out.println("node    " + path(current) + (current == view.root() ? " (actual world)" : ""));
        String printed = view.world(current).print();
        out.print(printed);
        if (!printed.endsWith("\n")) {
            out.println();
        }
    }

    /** The actions from the actual world to {@code node}, or {@code root}. */
    private String path(int node) {
        Deque<String> actions = new ArrayDeque<>();
        for (int n = node; n != view.root(); n = view.parent(n)) {
            actions.push(game.formatAction(view.action(n)));
        }
        return actions.isEmpty() ? "root" : String.join(" ", actions) + " (depth " + actions.size() + ")";
    }

    private void actions() {
        W world = view.world(current);
        if (world.isEnd()) {
            out.println("the world has ended: no actions");
            return;
        }
        int first = view.firstChild(current);
        if (first == TreeView.NONE) {
            out.println("no children yet (run 'step')");
            return;
        }
        int actors = game.actorCount();
        StringBuilder header = new StringBuilder("  action  ");
        for (int a = 0; a < actors; a++) {
            header.append(String.format(Locale.ROOT, "%14s", "value[" + a + "]"));
        }
        header.append(String.format(Locale.ROOT, "%10s  %s", "visits", "state"));
        out.println(header);
        int best = view.bestChild(current);
        for (int c = first; c != TreeView.NONE; c = view.nextSibling(c)) {
            StringBuilder row = new StringBuilder(c == best ? "* " : "  ");
            row.append(String.format(Locale.ROOT, "%-8s", game.formatAction(view.action(c))));
            for (int a = 0; a < actors; a++) {
                row.append(String.format(Locale.ROOT, "%14s", Parameters.format(round(view.value(c, a)))));
            }
            row.append(String.format(Locale.ROOT, "%10d  %s", view.visits(c), state(c)));
            out.println(row);
        }
        out.println("actor to move: " + world.actorToMove() + "; * marks the best child");
    }

    private static double round(double v) {
        return Math.rint(v * 1e6) / 1e6;
    }

    private String state(int node) {
        if (view.world(node).isEnd()) {
            return "end";
        }
        String s = view.expanded(node) ? "expanded" : "leaf";
        return view.complete(node) ? s + ", complete" : s;
    }

    private void step(String argument) {
        long count = 1;
        if (argument != null) {
            try {
                count = Long.parseLong(argument);
            } catch (NumberFormatException e) {
                count = -1;
            }
            if (count < 1) {
                throw new CommandException("step: expected a positive number of steps, got '" + argument + "'");
            }
        }
        long done = 0;
        boolean more = true;
        while (done < count && more) {
            more = searcher.step(limits);
            done++;
        }
        steps += done;
        SearchResult r = searcher.best();
        out.printf(Locale.ROOT, "ran %d step%s (%d in all): %d worlds, best %s value %s depth %d%n", done,
                done == 1 ? "" : "s", steps, searcher.worldsInUse(),
                r.action() < 0 ? "(none)" : game.formatAction(r.action()), Parameters.format(round(r.value())), r.depth());
        if (!more) {
            out.println("no further progress possible (tree complete, memory full or budget spent)");
        }
    }

    private void child(String argument) {
        if (view.world(current).isEnd()) {
            throw new CommandException("the world has ended: it has no children");
        }
        if (view.firstChild(current) == TreeView.NONE) {
            throw new CommandException("no children yet (run 'step')");
        }
        int target;
        if (argument == null) {
            target = view.bestChild(current);
            if (target == TreeView.NONE) {
                throw new CommandException("no best child yet (run 'step')");
            }
        } else {
            int action;
            try {
                action = game.parseAction(argument);
            } catch (IllegalArgumentException e) {
                throw new CommandException(e.getMessage());
            }
            target = TreeView.NONE;
            for (int c = view.firstChild(current); c != TreeView.NONE; c = view.nextSibling(c)) {
                if (view.action(c) == action) {
                    target = c;
                }
            }
            if (target == TreeView.NONE) {
                throw new CommandException("no child for action '" + argument + "' here");
            }
        }
        current = target;
        out.println("node    " + path(current));
    }

    private void parent() {
        if (current == view.root()) {
            throw new CommandException("already at the actual world");
        }
        current = view.parent(current);
        out.println("node    " + path(current));
    }

    private void actual() {
        if (current != view.root()) {
            view.makeActual(current);
            current = view.root();
        }
        out.println("the current world is the actual world (" + searcher.worldsInUse() + " worlds in the tree)");
    }

    private void pv() {
        SearchResult r = searcher.best();
        if (r.action() < 0) {
            out.println("no best action yet (run 'step')");
            return;
        }
        StringBuilder line = new StringBuilder();
        for (int a : r.pv()) {
            line.append(line.length() == 0 ? "" : " ").append(game.formatAction(a));
        }
        out.printf(Locale.ROOT, "best %s value %s depth %d nodes %d (last step) pv %s%n", game.formatAction(r.action()),
                Parameters.format(round(r.value())), r.depth(), r.nodes(), line);
    }
}
