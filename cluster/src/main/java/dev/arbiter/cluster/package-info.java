/** The game service's executor over several machines. */
package dev.arbiter.cluster;
