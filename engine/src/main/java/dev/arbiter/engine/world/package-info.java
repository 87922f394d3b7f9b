/**
 * What a user implements to describe a problem: the mutable {@link dev.arbiter.engine.world.World}, the
 * immutable rules in {@link dev.arbiter.engine.world.Game}, an {@link dev.arbiter.engine.world.Evaluator}
 * with named, bounded {@link dev.arbiter.engine.world.ParameterSpec}s, and a
 * {@link dev.arbiter.engine.world.GameProvider} so that the referee finds the game in a plug-in jar
 * ({@link dev.arbiter.engine.world.GameRegistry}). {@link dev.arbiter.engine.world.Perft} checks move
 * generation; {@link dev.arbiter.engine.world.Values} holds the value conventions. A game's CodinGame-style line
 * format, for bots that read each turn's input on standard input and print one action line ({@code protocol: stdio};
 * docs/STDIO.md), is part of its definition: its {@link dev.arbiter.engine.world.StdioFormat} opens one
 * {@link dev.arbiter.engine.world.StdioSession} per bot and game.
 */
package dev.arbiter.engine.world;
