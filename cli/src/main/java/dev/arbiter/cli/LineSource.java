package dev.arbiter.cli;

import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a console command reads its lines: a person at a terminal (JLine line editing and history), or a
 * script (a file, or a standard input that is not a terminal), whose lines are echoed after the prompt so
 * that the transcript reads like the interactive session.
 */
interface LineSource extends AutoCloseable {

    /** The next line, or null at the end of the input (end of file, Ctrl-D). */
    String read(String prompt);

    /** Whether a person types the lines (errors are then answered and the session goes on). */
    boolean interactive();

    @Override
    void close();

    /**
     * The source for a command: the script file when given, JLine when {@code in} is the process's standard
     * input and a terminal is attached, plain echoed lines otherwise.
     */
    static LineSource open(InputStream in, Path script, PrintWriter out) {
        if (script != null) {
            try {
                return new Scripted(Files.newBufferedReader(script, StandardCharsets.UTF_8), out);
            } catch (IOException e) {
                throw ArbiterException.usage("cannot read script " + script + ": " + e.getMessage());
            }
        }
        if (in == System.in && System.console() != null) {
            try {
                return new Interactive(TerminalBuilder.builder().system(true).build());
            } catch (IOException | RuntimeException e) {
                return new Scripted(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
            }
        }
        return new Scripted(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out);
    }

    /** Lines from a reader, each echoed after the prompt. */
    final class Scripted implements LineSource {
        private final BufferedReader reader;
        private final PrintWriter out;

        Scripted(BufferedReader reader, PrintWriter out) {
            this.reader = reader;
            this.out = out;
        }

        @Override
        public String read(String prompt) {
            try {
                String line = reader.readLine();
                if (line != null) {
                    out.println(prompt + line);
                    out.flush();
                }
                return line;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public boolean interactive() {
            return false;
        }

        @Override
        public void close() {
            try {
                reader.close();
            } catch (IOException ignored) {
                // nothing left to read
            }
        }
    }

    /** A terminal with JLine's line editing and in-memory history; Ctrl-C clears the line, Ctrl-D ends. */
    final class Interactive implements LineSource {
        private final Terminal terminal;
        private final LineReader reader;

        Interactive(Terminal terminal) {
            this.terminal = terminal;
            this.reader = LineReaderBuilder.builder().terminal(terminal).build();
        }

        @Override
        public String read(String prompt) {
            while (true) {
                try {
                    return reader.readLine(prompt);
                } catch (UserInterruptException e) {
                    // Ctrl-C: drop the line and ask again
                } catch (EndOfFileException e) {
                    return null;
                }
            }
        }

        @Override
        public boolean interactive() {
            return true;
        }

        @Override
        public void close() {
            try {
                terminal.close();
            } catch (IOException ignored) {
                // the terminal is gone already
            }
        }
    }
}
