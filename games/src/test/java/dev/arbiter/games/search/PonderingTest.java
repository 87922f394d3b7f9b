package dev.arbiter.games.search;

import dev.arbiter.engine.protocol.LineReader;
import dev.arbiter.engine.protocol.Message;
import dev.arbiter.engine.protocol.Messages;
import dev.arbiter.engine.protocol.Protocol;
import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.ForwardingSearcher;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.search.TreeView;
import dev.arbiter.engine.server.EngineIdentity;
import dev.arbiter.engine.server.EngineServer;
import dev.arbiter.engine.server.ServerOptions;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.engine.world.World;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pondering (the protocol's {@code background}: the engine server searches the world after its own action
 * until the next request) at a fixed node rate, so that the games are a function of the seeds: an engine
 * served in-process ({@code mm}, MiniFrame's best-first minimax, or {@code mcts}) with a node budget a move
 * plays Connect Four against the same algorithm and budget searching in the test, from {@value #OPENINGS}
 * random two-ply openings, each from both seats; each opponent's move is made only once the server has
 * pondered as many nodes as the opponent searches (both think at the same rate, so the opponent's turn is worth
 * that many nodes; {@link NodeRatePonderer} ends the pondering there and says so). Without pondering the two
 * sides are the same engine and score exactly even; with it the served engine must score more than an even
 * match would one time in twenty. Every {@code position} must keep exactly the subtree of the node holding the
 * imposed world, and after a ponder find it there (the tree reuse pondering relies on: a searcher that rebuilt
 * its tree would have pondered for nothing).
 */
@Timeout(60)
class PonderingTest {

    private static final int OPENINGS = 20;
    private static final long SEED = 19;

    private final Game<?> connect4 = GameRegistry.load().create("connect4");

    @ParameterizedTest(name = "{0} at {1} nodes a move")
    @CsvSource({"mm, 1000", "mcts, 300"})
    void ponderingAtTheOpponentsNodeRateWinsMoreGamesOnATreeKeptAcrossTheOpponentsMove(String algo, int nodes)
            throws Exception {
        Match off = play(connect4, algo, nodes, false);
        Match on = play(connect4, algo, nodes, true);

        int games = 2 * OPENINGS;
        assertThat(off.points).as("without pondering the two sides are one engine, each opening played from both seats")
                .isEqualTo(games / 2.0);
        assertThat(on.points).as("points of %d games with pondering: above what an even match reaches one time in"
                + " twenty (one-sided 5%%, normal approximation)", games)
                .isGreaterThanOrEqualTo(games / 2.0 + 1.645 * Math.sqrt(games / 4.0));
        assertThat(on.mismatch).as("a world imposed whose subtree was not kept exactly").isNull();
        assertThat(off.mismatch).as("a world imposed whose subtree was not kept exactly").isNull();
        assertThat(on.reusedAfterPonder).as("positions after a ponder that found the pondered subtree")
                .isGreaterThan(games * 5);
        assertThat(on.rebuiltAfterPonder).as("positions after a ponder that found no pondered subtree").isZero();
        assertThat(on.kept).as("nodes kept across the opponent's moves, with pondering and without")
                .isGreaterThan(5 * off.kept);
    }

    /** The outcome of one match: the served engine's points, and what its tree kept at each {@code position}. */
    private record Match(double points, long kept, int reusedAfterPonder, int rebuiltAfterPonder, String mismatch) {
    }

    private <W extends World<W>> Match play(Game<W> game, String algo, int nodes, boolean ponder) throws Exception {
        NodeRatePonderer<W> served = new NodeRatePonderer<>(
                Algorithms.create(algo, game, game.defaultEvaluator(), Map.of(), SEED), nodes);
        Searcher<W> opponent = Algorithms.create(algo, game, game.defaultEvaluator(), Map.of(), SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        double points = 0;
        try (EngineServer<W> server = new EngineServer<>(game, served, new EngineIdentity("mm", Map.of()),
                ServerOptions.defaults("ponderer"), line -> { })) {
            server.start(new PrintStream(OutputStream.nullOutputStream()));
            Thread serving = new Thread(() -> {
                try {
                    server.serve();
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }, "pondering-test-server");
            serving.setDaemon(true);
            serving.start();
            try (Client client = new Client(server.port())) {
                client.request(Messages.message(Protocol.HELLO).put("protocol", Protocol.VERSION));
                for (int opening = 0; opening < OPENINGS; opening++) {
                    List<Integer> moves = randomOpening(game, random);
                    for (int servedSeat = 0; servedSeat < 2; servedSeat++) {
                        points += playGame(game, client, served, opponent, nodes, moves, servedSeat, ponder);
                    }
                }
                client.send(Messages.message(Protocol.QUIT).put("shutdown", true));
            }
            serving.join(10_000);
        }
        return new Match(points, served.kept, served.reusedAfterPonder, served.rebuiltAfterPonder, served.mismatch);
    }

    private static <W extends World<W>> List<Integer> randomOpening(Game<W> game, SplittableRandom random) {
        W world = game.initialWorld("");
        int[] actions = new int[game.maxActions()];
        List<Integer> opening = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            int a = actions[random.nextInt(world.legalActions(actions))];
            world.apply(a);
            opening.add(a);
        }
        return opening;
    }

    /** Plays one game from {@code opening}; returns the served engine's points (1, 1/2 or 0). */
    private static <W extends World<W>> double playGame(Game<W> game, Client client, NodeRatePonderer<W> served,
                                                         Searcher<W> opponent, int nodes, List<Integer> opening,
                                                         int servedSeat, boolean ponder) throws Exception {
        W world = game.initialWorld("");
        opening.forEach(world::apply);
        client.request(Messages.message(Protocol.NEW_GAME).put("seat", servedSeat).put("init", "").put("seed", SEED));
        client.request(Messages.message(Protocol.BACKGROUND).put("on", ponder));
        opponent.newGame(SEED);
        while (!world.isEnd()) {
            if (world.actorToMove() == servedSeat) {
                served.expectPosition();
                Message go = Messages.message(Protocol.GO);
                go.putObject("limits").put("nodes", nodes);
                client.send(Messages.message(Protocol.POSITION).put("world", world.encode()), go);
                client.expect(Protocol.OK);
                world.apply(game.parseAction(client.expect(Protocol.ACTION).asText("action", "")));
                if (ponder && !world.isEnd()) {
                    served.awaitPonder();
                }
            } else {
                opponent.setWorld(world);
                world.apply(opponent.search(SearchLimits.nodes(nodes)).action());
            }
        }
        client.request(Messages.message(Protocol.BACKGROUND).put("on", false));
        double mine = world.score(servedSeat);
        double theirs = world.score(1 - servedSeat);
        return mine > theirs ? 1 : mine == theirs ? 0.5 : 0;
    }

    /**
     * The served searcher: its pondering (the server's {@link Searcher#step} calls outside a search) ends once
     * it has searched {@code budget} nodes, the opponent's move at the same node rate, and releases the test;
     * at every world imposed by a {@code position} it checks the tree reuse: the subtree of the node holding
     * the new world (looked up in the tree before it is imposed) must be what the searcher keeps.
     */
    private static final class NodeRatePonderer<W extends World<W>> extends ForwardingSearcher<W> {
        private final long budget;
        private final Semaphore pondered = new Semaphore(0);
        private volatile long ponderedNodes;
        private volatile boolean positionNext;
        volatile long kept;
        volatile int reusedAfterPonder;
        volatile int rebuiltAfterPonder;
        /** The first world whose imposition did not keep exactly the subtree that holds it, or null. */
        volatile String mismatch;

        NodeRatePonderer(Searcher<W> delegate, long budget) {
            super(delegate);
            this.budget = budget;
        }

        @Override
        public boolean step(SearchLimits limits) {
            boolean more = delegate.step(limits);
            ponderedNodes += delegate.best().nodes();
            if (!more || ponderedNodes >= budget) {
                pondered.release();
                return false;
            }
            return true;
        }

        @Override
        public void setWorld(W actual) {
            if (!positionNext) {
                delegate.setWorld(actual);
                ponderedNodes = 0;
                return;
            }
            positionNext = false;
            long subtree = subtreeHolding(actual);
            delegate.setWorld(actual);
            long inUse = delegate.worldsInUse();
            if (subtree > 0 && inUse != subtree && mismatch == null) {
                mismatch = "imposing " + actual.encode() + " kept " + inUse + " worlds of a subtree of " + subtree;
            }
            if (ponderedNodes > 0) {
                if (subtree > 1) {
                    reusedAfterPonder++;
                } else {
                    rebuiltAfterPonder++;
                }
            }
            kept += subtree;
            ponderedNodes = 0;
        }

        /** The next world imposed is a {@code position}'s (not the world pondered after an action). */
        void expectPosition() {
            positionNext = true;
        }

        void awaitPonder() throws InterruptedException {
            assertThat(pondered.tryAcquire(20, TimeUnit.SECONDS)).as("the server pondered its budget").isTrue();
        }

        /** The size of the subtree whose root holds {@code world} within two plies of the root; 0 when none. */
        private long subtreeHolding(W world) {
            if (delegate.worldsInUse() == 0) {
                return 0;
            }
            TreeView<W> tree = delegate.treeView();
            int root = tree.root();
            if (root == TreeView.NONE) {
                return 0;
            }
            if (tree.world(root).equals(world)) {
                return size(tree, root);
            }
            for (int c = tree.firstChild(root); c != TreeView.NONE; c = tree.nextSibling(c)) {
                if (tree.world(c).equals(world)) {
                    return size(tree, c);
                }
                for (int g = tree.firstChild(c); g != TreeView.NONE; g = tree.nextSibling(g)) {
                    if (tree.world(g).equals(world)) {
                        return size(tree, g);
                    }
                }
            }
            return 0;
        }

        private static long size(TreeView<?> tree, int node) {
            long n = 1;
            for (int c = tree.firstChild(node); c != TreeView.NONE; c = tree.nextSibling(c)) {
                n += size(tree, c);
            }
            return n;
        }
    }

    /** The test's end of the connection: requests and replies as lines. */
    private static final class Client implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final LineReader in;

        Client(int port) throws IOException {
            socket = new Socket("127.0.0.1", port);
            socket.setSoTimeout(20_000);
            out = socket.getOutputStream();
            in = new LineReader(socket.getInputStream(), Protocol.DEFAULT_MAX_LINE);
        }

        void send(Message... messages) throws IOException {
            Messages.writeLines(out, messages);
        }

        void request(Message message) throws Exception {
            send(message);
            in.readLine();
        }

        Message expect(String type) throws Exception {
            Message reply = Messages.parse(in.readLine());
            assertThat(reply.type()).as(reply.toString()).isEqualTo(type);
            return reply;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
