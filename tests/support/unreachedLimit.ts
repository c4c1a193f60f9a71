/**
 * A time limit, in milliseconds, that no busy machine reaches: for a test of the build's documents
 * whose subject is another limit (a size cap, a redirect, the depth of a list), so that a slow host
 * cannot end the case at the deadline instead. A case about a deadline keeps the real one.
 */
export const unreachedLimitMs = 120_000;
