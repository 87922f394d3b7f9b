/**
 * Test fixtures shared by every module's tests, in the {@code arbiter-engine} test-jar (which holds this
 * package only): the test games {@link dev.arbiter.engine.testkit.Nim} (one pile, last stone wins, any
 * number of actors, two evaluation parameters) and {@link dev.arbiter.engine.testkit.Stones} (most stones
 * wins: finishing orders with ties for many-player tests; played by name through
 * {@link dev.arbiter.engine.testkit.TestGames#registry()}), the reference search
 * {@link dev.arbiter.engine.testkit.ExhaustiveMinimax}, one-line {@link dev.arbiter.engine.testkit.Searches},
 * and {@link dev.arbiter.engine.testkit.Weights} for tests of one evaluation term. Depend on it with
 * {@code <artifactId>arbiter-engine</artifactId> <type>test-jar</type>} (the parent pom gives the version and
 * the test scope). Scripted and faulty engines are the tournament's test-jar.
 */
package dev.arbiter.engine.testkit;
