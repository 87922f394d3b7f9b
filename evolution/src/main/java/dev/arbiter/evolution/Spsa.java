package dev.arbiter.evolution;

import dev.arbiter.elo.Pentanomial;
import org.apache.commons.rng.RestorableUniformRandomProvider;
import org.apache.commons.rng.core.RandomProviderDefaultState;
import org.apache.commons.rng.simple.RandomSource;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SPSA (Spall, 1992) with fishtest's schedule and update, as a {@link Tuner}: the baseline for DE.
 *
 * <p><b>Schedule</b> (N planned iterations, {@code A = aRatio · N}, per parameter {@code i}):
 * <pre>
 *   c_i = cEnd_i · N^γ              c_{k,i} = c_i / (k + 1)^γ
 *   a_i = rEnd · cEnd_i² · (A + N)^α  a_{k,i} = a_i / (A + k + 1)^α
 * </pre>
 * for the 0-based iteration {@code k}, so that at {@code k + 1 = N} the perturbation is {@code cEnd} and
 * {@code a/c² = rEnd}. As in fishtest, {@code k} is the number of pairs already reported when the request
 * is handed out, and the report uses that snapshot.
 *
 * <p><b>Iteration.</b> Draw signs {@code Δ_i = ±1}; play one game pair between
 * {@code θ + c_k Δ} (A) and {@code θ - c_k Δ} (B), both clamped into the bounds and rounded for integer
 * parameters; with {@code result = wins - losses} of A in the pair (in [-2, 2]) update
 * <pre>  θ_i ← clamp(θ_i + (a_{k,i} / c_{k,i}) · result · Δ_i).</pre>
 * The recommendation is θ itself (rounded). This is the update fishtest applies per report, with one pair
 * per report. A step of {@link #progress()} is {@link SpsaConfig#stepPairs()} iterations.
 */
public final class Spsa implements Tuner {

    private final SpsaConfig config;
    private final ParameterSpace space;
    private final int dim;
    private final double bigA;
    private final double[] c;
    private final double[] a;
    private final double[] lo;
    private final double[] hi;
    private final RestorableUniformRandomProvider rng;
    private final double[] theta;
    private final Map<Long, Outstanding> outstanding = new LinkedHashMap<>();
    private long nextRequestId;
    private long reported;

    private record Outstanding(long k, int[] flips, double[] a, double[] b) {
    }

    /** A new run. */
    public Spsa(SpsaConfig config) {
        this.config = config;
        this.space = config.space();
        this.dim = space.dimension();
        long n = config.schedule().iterations();
        this.bigA = config.schedule().aRatio() * n;
        double[] cEnd = config.schedule().cEnd();
        this.c = new double[dim];
        this.a = new double[dim];
        for (int i = 0; i < dim; i++) {
            c[i] = cEnd[i] * Math.pow(n, config.schedule().gamma());
            a[i] = config.schedule().rEnd() * cEnd[i] * cEnd[i] * Math.pow(bigA + n, config.schedule().alpha());
        }
        this.lo = space.min();
        this.hi = space.max();
        this.rng = RandomSource.XO_RO_SHI_RO_128_PP.create(config.rngSeed());
        this.theta = config.start();
    }

    /** Resumes from a {@link #save()} under the same configuration. */
    public Spsa(SpsaConfig config, SpsaState state) {
        this(config);
        rng.restoreState(new RandomProviderDefaultState(state.rngState()));
        System.arraycopy(state.theta(), 0, theta, 0, dim);
        SpsaState.Pending pending = state.pending();
        for (int k = 0; k < pending.outstandingIds().length; k++) {
            outstanding.put(pending.outstandingIds()[k],
                    new Outstanding(pending.outstandingIterations()[k], pending.outstandingFlips()[k].clone(),
                            pending.outstandingA()[k].clone(), pending.outstandingB()[k].clone()));
        }
        nextRequestId = state.nextRequestId();
        reported = state.reported();
    }

    /** Perturbation {@code c_{k,i}} of parameter {@code i} at 0-based iteration {@code k}. */
    public double perturbation(int i, long k) {
        return c[i] / Math.pow(k + 1, config.schedule().gamma());
    }

    /** Gain {@code a_{k,i}} of parameter {@code i} at 0-based iteration {@code k}. */
    public double gain(int i, long k) {
        return a[i] / Math.pow(bigA + k + 1, config.schedule().alpha());
    }

    @Override
    public PairRequest nextRequest() {
        int[] flips = new int[dim];
        double[] plus = new double[dim];
        double[] minus = new double[dim];
        long k = reported;
        for (int i = 0; i < dim; i++) {
            flips[i] = rng.nextBoolean() ? 1 : -1;
            double step = perturbation(i, k) * flips[i];
            plus[i] = theta[i] + step;
            minus[i] = theta[i] - step;
        }
        long id = nextRequestId++;
        double[] a = space.clampAndRound(plus);
        double[] b = space.clampAndRound(minus);
        outstanding.put(id, new Outstanding(k, flips, a, b));
        return new PairRequest(id, a.clone(), b.clone());
    }

    @Override
    public void report(long requestId, int halfPoints) {
        Pentanomial.checkHalfPoints(halfPoints);
        Outstanding o = outstanding.remove(requestId);
        if (o == null) {
            throw new IllegalArgumentException("no outstanding request " + requestId);
        }
        int result = halfPoints - 2;
        for (int i = 0; i < dim; i++) {
            double step = gain(i, o.k()) / perturbation(i, o.k()) * result * o.flips()[i];
            theta[i] = Math.max(lo[i], Math.min(hi[i], theta[i] + step));
        }
        reported++;
    }

    @Override
    public double[] recommendation() {
        return space.clampAndRound(theta.clone());
    }

    @Override
    public long pairsPlayed() {
        return reported;
    }

    /** Every reported pair moves θ: 1. */
    @Override
    public long pairsBeforeFirstStep() {
        return 1;
    }

    @Override
    public List<PairRequest> outstandingRequests() {
        List<PairRequest> list = new ArrayList<>();
        for (Map.Entry<Long, Outstanding> e : outstanding.entrySet()) {
            list.add(new PairRequest(e.getKey(), e.getValue().a().clone(), e.getValue().b().clone()));
        }
        return list;
    }

    @Override
    public TunerProgress progress() {
        double[] spread = new double[dim];
        for (int i = 0; i < dim; i++) {
            spread[i] = perturbation(i, reported);
        }
        return new TunerProgress(reported / config.stepPairs(), reported, recommendation(), theta.clone(), spread, -1);
    }

    @Override
    public SpsaState save() {
        int n = outstanding.size();
        long[] ids = new long[n];
        long[] ks = new long[n];
        int[][] flips = new int[n][];
        double[][] as = new double[n][];
        double[][] bs = new double[n][];
        int j = 0;
        for (Map.Entry<Long, Outstanding> e : outstanding.entrySet()) {
            ids[j] = e.getKey();
            ks[j] = e.getValue().k();
            as[j] = e.getValue().a().clone();
            bs[j] = e.getValue().b().clone();
            flips[j++] = e.getValue().flips().clone();
        }
        return new SpsaState(theta.clone(), reported, nextRequestId, new SpsaState.Pending(ids, ks, flips, as, bs),
                ((RandomProviderDefaultState) rng.saveState()).getState());
    }
}
