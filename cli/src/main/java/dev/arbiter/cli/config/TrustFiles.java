package dev.arbiter.cli.config;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.cluster.EngineTrust;
import dev.arbiter.tournament.play.Placeholders;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The engines a worker trusts, read from qualify or tune configurations (or a run folder's
 * {@code config.json}) exactly as a coordinator reads them: each engine's {@code cmd} (a qualification's
 * {@code params} filled in, a tuning's {@code {name}} placeholders standing for numbers) in its {@code dir},
 * relative to the file's folder.
 */
public final class TrustFiles {

    private TrustFiles() {
    }

    /** The engine commands the configuration {@code file} names. */
    public static List<EngineTrust.Template> read(Path file) {
        String source = file.toString();
        JsonNode tree = ConfigReader.read(file, JsonNode.class);
        Path baseDir = file.toAbsolutePath().getParent();
        List<EngineTrust.Template> templates = new ArrayList<>();
        if (tree.has("engines")) {
            QualifyFile q = ConfigReader.bind(tree, QualifyFile.class, source, List.of());
            q.engines = EngineSweeps.expand(q.engines, source);
            for (int i = 0; i < q.engines.size(); i++) {
                QualifyFile.EngineFile e = q.engines.get(i);
                List<String> argv = command(e.cmd, source, "engines[" + i + "].cmd");
                if (e.params != null && !e.params.isEmpty()) {
                    argv = Placeholders.substitute(argv, e.params, e.name);
                }
                templates.add(new EngineTrust.Template(argv, dir(baseDir, e.dir)));
            }
        } else if (tree.has("engine")) {
            TuneFile t = ConfigReader.bind(tree, TuneFile.class, source, List.of());
            templates.add(new EngineTrust.Template(command(t.engine.cmd, source, "engine.cmd"), dir(baseDir, t.engine.dir)));
        } else {
            throw new ConfigException(source, null, "expected a qualify configuration (engines) or a tune configuration (engine)");
        }
        return templates;
    }

    private static List<String> command(List<String> cmd, String source, String field) {
        if (cmd == null || cmd.isEmpty()) {
            throw new ConfigException(source, field, "expected a non-empty list of program and arguments");
        }
        return cmd;
    }

    private static String dir(Path baseDir, String dir) {
        return (dir == null ? baseDir : baseDir.resolve(dir)).toAbsolutePath().normalize().toString();
    }
}
