package dev.arbiter.tournament.play;

/** A referee program failed to score a game: it could not run, failed, took too long or printed no result. */
final class RefereeFailure extends Exception {

    private static final long serialVersionUID = 1L;

    RefereeFailure(String message) {
        super(message);
    }
}
