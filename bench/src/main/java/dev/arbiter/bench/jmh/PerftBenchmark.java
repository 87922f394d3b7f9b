package dev.arbiter.bench.jmh;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.games.connectx.ConnectX;
import dev.arbiter.games.connectx.ConnectXWorld;
import dev.arbiter.games.reversi.Reversi;
import dev.arbiter.games.reversi.ReversiWorld;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Perft from the initial world of Connect Four (depth 8, 5,673,234 leaves) and Reversi (depth 8,
 * 390,216 leaves): the cost of move generation, apply and copy in the generic {@link Perft} walker; and one
 * call of each game's default evaluation on a middle-game world.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PerftBenchmark {

    private static final int DEPTH = 8;

    private ConnectX connect4;
    private ConnectXWorld connect4Root;
    private Perft<ConnectXWorld> connect4Perft;
    private Reversi reversi;
    private ReversiWorld reversiRoot;
    private Perft<ReversiWorld> reversiPerft;
    private ConnectXWorld connect4Middle;
    private Evaluator<ConnectXWorld> connect4Eval;
    private ReversiWorld reversiMiddle;
    private Evaluator<ReversiWorld> reversiEval;

    /** Builds the roots and the preallocated perft walkers. */
    @Setup
    public void setUp() {
        connect4 = new ConnectX(6, 7, 4);
        connect4Root = connect4.initialWorld("");
        connect4Perft = new Perft<>(connect4, DEPTH);
        reversi = new Reversi(0);
        reversiRoot = reversi.initialWorld("");
        reversiPerft = new Perft<>(reversi, DEPTH);
        connect4Middle = connect4.decodeWorld("......./......./...o.../..xx.o./..ox.x./.oxxoo.");
        connect4Eval = connect4.defaultEvaluator();
        reversiMiddle = reversi.initialWorld("f5d6c3d3c4f4f6f3e6e7d7c6");
        reversiEval = reversi.defaultEvaluator();
    }

    /** One Connect Four evaluation. */
    @Benchmark
    public double connect4Evaluate() {
        return connect4Eval.evaluate(connect4Middle, 0);
    }

    /** One Reversi evaluation. */
    @Benchmark
    public double reversiEvaluate() {
        return reversiEval.evaluate(reversiMiddle, 0);
    }

    /** Connect Four perft(8). */
    @Benchmark
    public long connect4() {
        return connect4Perft.count(connect4Root, DEPTH);
    }

    /** Reversi perft(8). */
    @Benchmark
    public long reversi() {
        return reversiPerft.count(reversiRoot, DEPTH);
    }
}
