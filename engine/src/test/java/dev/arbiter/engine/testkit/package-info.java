/**
 * Test fixtures shared by every module's tests (the {@code arbiter-engine} test-jar, which holds this package
 * only): small test games and helpers. Depend on it with
 * {@code <artifactId>arbiter-engine</artifactId><type>test-jar</type><scope>test</scope>}.
 */
package dev.arbiter.engine.testkit;
