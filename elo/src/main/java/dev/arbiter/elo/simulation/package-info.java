/**
 * Seeded simulation of qualifications between engines of known strength, scored with Arbiter's own rules, to
 * measure what the statistics of {@code dev.arbiter.elo} print: interval coverage, the early stop's error
 * rate and games, the SPRT's error rates ({@link dev.arbiter.elo.simulation.StatisticsBenchmark}).
 */
package dev.arbiter.elo.simulation;
