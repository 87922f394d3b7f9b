package dev.arbiter.cluster;

import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.Placeholders;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The engine commands a worker runs: an allow-list of command templates, each an argv list (in portable form,
 * {@link SelfCommand}) and a working directory. A job's engine is trusted when its command, with the
 * parameter values in, matches a template element by element: literally, except that a {@code {name}}
 * placeholder of the template stands for one number (the way {@link Placeholders#format} writes parameter
 * values), and the working directories are the same. Nothing else runs: a job naming another program,
 * another argument or another directory is refused.
 */
public final class EngineTrust {

    /** How {@link Placeholders#format} writes a value. */
    private static final String NUMBER = "-?[0-9]+(?:\\.[0-9]+)?";

    /**
     * A trusted command.
     *
     * @param argv program and arguments, {@code {name}} standing for a number
     * @param dir  working directory, or null for the worker's own
     */
    public record Template(List<String> argv, String dir) {

        /** Copies the list and normalises the directory. */
        public Template {
            argv = List.copyOf(argv);
            dir = dir == null ? null : Path.of(dir).toAbsolutePath().normalize().toString();
        }
    }

    private record Compiled(List<Pattern> argv, String dir) {
    }

    private final List<Template> templates;
    private final List<Compiled> compiled = new ArrayList<>();

    /** Trusts exactly these templates. */
    public EngineTrust(List<Template> templates) {
        this.templates = List.copyOf(templates);
        for (Template t : this.templates) {
            List<Pattern> args = new ArrayList<>();
            for (String arg : t.argv()) {
                args.add(pattern(arg));
            }
            compiled.add(new Compiled(args, t.dir()));
        }
    }

    private static Pattern pattern(String arg) {
        Matcher m = Placeholders.PLACEHOLDER.matcher(arg);
        StringBuilder regex = new StringBuilder();
        int last = 0;
        while (m.find()) {
            regex.append(Pattern.quote(arg.substring(last, m.start()))).append(NUMBER);
            last = m.end();
        }
        regex.append(Pattern.quote(arg.substring(last)));
        return Pattern.compile(regex.toString());
    }

    /** The trusted templates. */
    public List<Template> templates() {
        return templates;
    }

    /**
     * Whether {@code entrant} (its command in portable form) may run here.
     *
     * @return null if trusted, else why not (one line)
     */
    public String refusal(Entrant entrant) {
        List<String> argv;
        try {
            argv = entrant.resolve().argv();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        String dir = entrant.dir() == null ? null : Path.of(entrant.dir()).toAbsolutePath().normalize().toString();
        for (Compiled c : compiled) {
            if (Objects.equals(c.dir(), dir) && matches(c.argv(), argv)) {
                return null;
            }
        }
        return "engine '" + entrant.name() + "' (" + String.join(" ", argv) + (dir == null ? "" : " in " + dir)
                + ") is not one this worker trusts";
    }

    private static boolean matches(List<Pattern> template, List<String> argv) {
        if (template.size() != argv.size()) {
            return false;
        }
        for (int i = 0; i < argv.size(); i++) {
            if (!template.get(i).matcher(argv.get(i)).matches()) {
                return false;
            }
        }
        return true;
    }
}
