/**
 * CodinGame-style line formats of games, for bots that read each turn's input on standard input and print
 * one action line ({@code protocol: stdio}; docs/STDIO.md): a game's {@link dev.arbiter.engine.stdio.StdioFormat}
 * opens one {@link dev.arbiter.engine.stdio.StdioSession} per bot and game.
 */
package dev.arbiter.engine.stdio;
