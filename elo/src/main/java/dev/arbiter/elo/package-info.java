/**
 * Rating math without I/O: score/Elo conversion ({@link dev.arbiter.elo.Elo}), two-engine estimates from
 * games ({@link dev.arbiter.elo.Trinomial}) and game pairs ({@link dev.arbiter.elo.Pentanomial}) with
 * confidence intervals ({@link dev.arbiter.elo.EloEstimate}) and likelihood of superiority
 * ({@link dev.arbiter.elo.Los}), the joint N-player fit ({@link dev.arbiter.elo.BradleyTerry}) with
 * cluster-robust errors from {@link dev.arbiter.elo.ClusteredResults}, the running K-factor rating
 * ({@link dev.arbiter.elo.SequentialElo}), the normalized-Elo GSPRT ({@link dev.arbiter.elo.Sprt}), and the
 * anytime-valid tournament early stop ({@link dev.arbiter.elo.LeaderTest}, on
 * {@link dev.arbiter.elo.NormalMixtureBoundary}). Package {@code simulation} measures all of them by
 * simulation (the statistics benchmark).
 */
package dev.arbiter.elo;
