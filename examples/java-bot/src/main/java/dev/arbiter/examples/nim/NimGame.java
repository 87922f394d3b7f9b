package dev.arbiter.examples.nim;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Nim with {@code heaps} heaps of at most {@code size} stones: two actors take any number of stones from one
 * heap in turn; whoever takes the last stone wins. The init data is the starting heaps ({@code 3.5.7}), drawn
 * at random from the seed. An action takes {@code take} stones from heap {@code h} and is written
 * {@code h:take} (heaps numbered from 1).
 *
 * <p>The evaluation has two weights: {@code xor} rewards the actor to move when the nim-sum is not zero (the
 * known winning criterion, so a large weight plays perfectly at depth 1), {@code odd} rewards it when the
 * number of stones left is odd (a weaker rule of thumb).
 */
public final class NimGame implements Game<NimWorld> {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("xor", 10, -100, 100, "value, for the actor to move, of a non-zero nim-sum"),
            ParameterSpec.real("odd", 0, -100, 100, "value, for the actor to move, of an odd number of stones left"));

    private final int heapCount;
    private final int size;

    /** Nim with {@code heapCount} heaps of 1 to {@code size} stones each. */
    public NimGame(int heapCount, int size) {
        if (heapCount < 1 || heapCount > 8 || size < 1 || size > 63) {
            throw new IllegalArgumentException("nim: need 1 to 8 heaps of 1 to 63 stones, got " + heapCount + " of " + size);
        }
        this.heapCount = heapCount;
        this.size = size;
    }

    /** Three heaps of up to seven stones. */
    public NimGame() {
        this(3, 7);
    }

    static int action(int heap, int take) {
        return heap * 64 + take;
    }

    static int heap(int action) {
        return action / 64;
    }

    static int take(int action) {
        return action % 64;
    }

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public String options() {
        return "heaps=" + heapCount + ",size=" + size;
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return heapCount * size;
    }

    @Override
    public NimWorld newWorld() {
        return new NimWorld(heapCount);
    }

    @Override
    public String createInitData(SplittableRandom random) {
        StringBuilder sb = new StringBuilder();
        for (int h = 0; h < heapCount; h++) {
            sb.append(h == 0 ? "" : ".").append(1 + random.nextInt(size));
        }
        return sb.toString();
    }

    /** Empty init data means every heap full. */
    @Override
    public void setInitial(NimWorld world, String initData) {
        int[] heaps = initData.isEmpty() ? full() : parseHeaps(initData);
        world.stones = 0;
        for (int h = 0; h < heapCount; h++) {
            world.heaps[h] = heaps[h];
            world.stones += heaps[h];
        }
        world.toMove = 0;
        world.ply = 0;
    }

    @Override
    public NimWorld decodeWorld(String encoded) {
        int slash = encoded.indexOf('/');
        String mover = slash < 0 ? "" : encoded.substring(slash + 1);
        if (!mover.equals("0") && !mover.equals("1")) {
            throw new IllegalArgumentException("nim world: expected HEAPS/ACTOR such as 3.5.7/0, got '" + encoded + "'");
        }
        NimWorld world = newWorld();
        setInitial(world, encoded.substring(0, slash));
        world.toMove = mover.charAt(0) - '0';
        return world;
    }

    @Override
    public String formatAction(int action) {
        return (heap(action) + 1) + ":" + take(action);
    }

    @Override
    public int parseAction(String text) {
        String[] parts = text.trim().split(":");
        try {
            int heap = Integer.parseInt(parts[0]) - 1;
            int take = Integer.parseInt(parts[1]);
            if (parts.length == 2 && heap >= 0 && heap < heapCount && take >= 1 && take <= size) {
                return action(heap, take);
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            // reported below
        }
        throw new IllegalArgumentException("nim action: expected HEAP:TAKE such as 2:3, got '" + text + "'");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public Evaluator<NimWorld> evaluator(Parameters weights) {
        double xor = weights.get("xor");
        double odd = weights.get("odd");
        return (world, actor) -> {
            double forMover;
            if (world.isEnd()) {
                forMover = -Values.WIN;
            } else {
                forMover = (world.nimSum() != 0 ? xor : -xor) + ((world.stones & 1) == 1 ? odd : -odd);
            }
            return actor == world.toMove ? forMover : -forMover;
        };
    }

    private int[] full() {
        int[] heaps = new int[heapCount];
        java.util.Arrays.fill(heaps, size);
        return heaps;
    }

    private int[] parseHeaps(String text) {
        String[] parts = text.split("\\.");
        if (parts.length != heapCount) {
            throw new IllegalArgumentException("nim: expected " + heapCount + " heaps such as 3.5.7, got '" + text + "'");
        }
        int[] heaps = new int[heapCount];
        for (int h = 0; h < heapCount; h++) {
            try {
                heaps[h] = Integer.parseInt(parts[h]);
            } catch (NumberFormatException e) {
                heaps[h] = -1;
            }
            if (heaps[h] < 0 || heaps[h] > size) {
                throw new IllegalArgumentException("nim: heap " + (h + 1) + " must hold 0 to " + size + " stones, got '"
                        + parts[h] + "'");
            }
        }
        return heaps;
    }
}
