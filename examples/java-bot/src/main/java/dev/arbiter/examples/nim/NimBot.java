package dev.arbiter.examples.nim;

import dev.arbiter.engine.server.EngineMain;

/**
 * The bot: Nim served as an Arbiter engine. {@code java -jar nim-bot.jar --algo abp --param xor=10} takes every
 * option of {@code arbiter serve} ({@code --help} lists them).
 */
public final class NimBot {

    private NimBot() {
    }

    /** Serves Nim with three heaps of up to seven stones. */
    public static void main(String[] args) {
        EngineMain.serve(new NimGame(), args);
    }
}
