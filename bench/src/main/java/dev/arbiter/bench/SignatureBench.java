package dev.arbiter.bench;

import java.util.Locale;

/**
 * The bench signature ({@link SearchSignature}): {@code signature.nodes} and {@code signature.results}
 * identify the search behaviour (the same on every machine; pinned by a test); {@code signature.time} is how
 * long the set took here, searcher set-up and JIT warm-up included.
 */
final class SignatureBench implements BenchSuite {

    @Override
    public String name() {
        return "signature";
    }

    @Override
    public void run(boolean quick, Figures figures) {
        SearchSignature.Result result = SearchSignature.run();
        figures.report("signature.nodes", Long.toString(result.nodes()), "nodes");
        figures.report("signature.results", result.resultsHex(), "hash");
        figures.report("signature.time", String.format(Locale.ROOT, "%.0f", result.nanos() / 1e6), "ms");
    }
}
