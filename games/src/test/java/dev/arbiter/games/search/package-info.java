/**
 * Tests of the engine's searches on the built-in games (tree reuse, tree views, exact values on
 * tic-tac-toe): here, beside the games, because the engine module cannot depend on them. The engine's own
 * tests use the test games of its test kit ({@code dev.arbiter.engine.testkit}).
 */
package dev.arbiter.games.search;
