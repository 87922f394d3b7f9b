package dev.arbiter.cli;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/**
 * {@code arbiter completion}: prints the bash (and zsh) completion script of the whole command line, generated
 * by picocli's {@link AutoComplete} from the same model that parses it, so it never falls behind.
 */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = "Print the shell completion script for bash and zsh.",
        footer = {"", "Use it in this shell:  source <(./arbiter completion)",
                "Keep it:  ./arbiter completion > ~/.local/share/bash-completion/completions/arbiter"})
final class CompletionCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(AutoComplete.bash("arbiter", spec.root().commandLine()));
        out.flush();
    }
}
