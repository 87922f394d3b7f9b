package dev.arbiter.cli;

import java.util.ArrayList;
import java.util.List;

/** The words of a command given as one option value ({@code play --engine-cmd "arbiter serve --game tictactoe"}). */
final class CommandWords {

    private CommandWords() {
    }

    /**
     * Splits a command line into words at whitespace; single or double quotes group words (no shell is
     * involved: no variables, globs or escapes).
     */
    static List<String> split(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char ch = commandLine.charAt(i);
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    word.append(ch);
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                inWord = true;
            } else if (Character.isWhitespace(ch)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(ch);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw ArbiterException.usage("--engine-cmd: unbalanced quote in: " + commandLine);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
