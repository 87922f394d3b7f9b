/**
 * Games played move by move in this process for a person to watch or take part in ({@code arbiter selfplay},
 * {@code arbiter play}): a {@link dev.arbiter.tournament.live.LiveGame} asks the {@link
 * dev.arbiter.tournament.live.LivePlayer} of each seat in turn (an in-process searcher, an engine server, or a
 * person at the terminal, whose reading is the command's) and tells a listener each move. Tournaments do not
 * use it: they play through the game service ({@code play} package), which forfeits a faulty engine rather than
 * stopping.
 */
package dev.arbiter.tournament.live;
