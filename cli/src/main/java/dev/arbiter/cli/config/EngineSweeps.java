package dev.arbiter.cli.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Expands the {@code sweep} of a qualification's engines: an engine with {@code sweep: {param: P, values: [v1,
 * v2, ...]}} becomes one engine per value, named {@code NAME-v}, each with {@code P=v} among its
 * {@code params} (so {@code {P}} in its cmd takes the value). A parameter sweep, as MiniFrame's threshold
 * sweep, is then one entry instead of one per value; the expanded engines are what the run folder stores, so
 * a resumed run and a worker's trust list see the same engines.
 */
public final class EngineSweeps {

    private EngineSweeps() {
    }

    /**
     * The engines with every sweep expanded (the list itself when there is none).
     *
     * @throws ConfigException naming {@code engines[i].sweep} for a sweep without param or values, a value
     *                         that cannot be part of a name, a param given in {@code params} too, or one that no
     *                         {@code {param}} in cmd uses
     */
    public static List<QualifyFile.EngineFile> expand(List<QualifyFile.EngineFile> engines, String source) {
        if (engines == null || engines.stream().allMatch(e -> e == null || e.sweep == null)) {
            return engines;
        }
        List<QualifyFile.EngineFile> expanded = new ArrayList<>();
        for (int i = 0; i < engines.size(); i++) {
            QualifyFile.EngineFile e = engines.get(i);
            if (e == null || e.sweep == null) {
                expanded.add(e);
                continue;
            }
            String at = "engines[" + i + "].sweep";
            QualifyFile.SweepFile sweep = e.sweep;
            if (sweep.param == null || !sweep.param.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw new ConfigException(source, at + ".param", "expected the name of a {placeholder} in cmd, got "
                        + (sweep.param == null ? "nothing" : "'" + sweep.param + "'"));
            }
            String placeholder = "{" + sweep.param + "}";
            if (e.cmd == null || e.cmd.stream().noneMatch(a -> a != null && a.contains(placeholder))) {
                throw new ConfigException(source, at + ".param", "cmd does not use " + placeholder);
            }
            if (e.params != null && e.params.containsKey(sweep.param)) {
                throw new ConfigException(source, at + ".param", "'" + sweep.param + "' is also in params");
            }
            if (sweep.values == null || sweep.values.isEmpty()) {
                throw new ConfigException(source, at + ".values", "expected a non-empty list of values");
            }
            for (int v = 0; v < sweep.values.size(); v++) {
                String value = sweep.values.get(v);
                if (value == null || !value.matches("[A-Za-z0-9_.+-]+")) {
                    throw new ConfigException(source, at + ".values[" + v + "]",
                            "expected a value of letters, digits and _.+- , got " + (value == null ? "nothing" : "'" + value + "'"));
                }
                QualifyFile.EngineFile copy = new QualifyFile.EngineFile();
                copy.name = e.name + "-" + value;
                copy.cmd = e.cmd;
                copy.dir = e.dir;
                Map<String, String> params = new LinkedHashMap<>(e.params == null ? Map.of() : e.params);
                params.put(sweep.param, value);
                copy.params = params;
                copy.limits = e.limits;
                copy.startTimeoutMs = e.startTimeoutMs;
                copy.protocol = e.protocol;
                copy.firstTurnMs = e.firstTurnMs;
                copy.options = e.options;
                copy.restart = e.restart;
                expanded.add(copy);
            }
        }
        return expanded;
    }
}
