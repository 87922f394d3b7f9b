/**
 * Search over a {@link dev.arbiter.engine.world.World}: create a {@link dev.arbiter.engine.search.Searcher} by
 * name with {@link dev.arbiter.engine.search.Algorithms#create}, give it a world and
 * {@link dev.arbiter.engine.search.SearchLimits}, run it to the end ({@code search}), one step at a time
 * ({@code step}) or on its own thread ({@link dev.arbiter.engine.search.BackgroundSearch}), read the best
 * action ({@link dev.arbiter.engine.search.SearchResult}) and inspect the tree
 * ({@link dev.arbiter.engine.search.TreeView}). The searcher implementations themselves are package-private.
 */
package dev.arbiter.engine.search;
