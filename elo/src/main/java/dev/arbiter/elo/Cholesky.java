package dev.arbiter.elo;

/**
 * Cholesky factor {@code A = L Lᵀ} of a small symmetric positive definite matrix, with solve and inverse.
 * Used by {@link BradleyTerry}, whose fit runs after every game of a qualification on matrices of a few
 * players: plain arrays, no copies beyond the factor, which makes the fit several times faster than a
 * general LU decomposition from Commons Math.
 */
final class Cholesky {

    private final double[][] lower;

    /**
     * @param a symmetric positive definite matrix (only the lower triangle is read)
     * @throws IllegalArgumentException if {@code a} is not positive definite
     */
    Cholesky(double[][] a) {
        int n = a.length;
        lower = new double[n][n];
        for (int i = 0; i < n; i++) {
            double[] li = lower[i];
            for (int j = 0; j <= i; j++) {
                double[] lj = lower[j];
                double s = a[i][j];
                for (int k = 0; k < j; k++) {
                    s -= li[k] * lj[k];
                }
                if (i == j) {
                    if (!(s > 0.0)) {
                        throw new IllegalArgumentException("matrix is not positive definite");
                    }
                    li[i] = Math.sqrt(s);
                } else {
                    li[j] = s / lj[j];
                }
            }
        }
    }

    /** @return {@code x} with {@code A x = b} */
    double[] solve(double[] b) {
        int n = lower.length;
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double s = b[i];
            for (int k = 0; k < i; k++) {
                s -= lower[i][k] * y[k];
            }
            y[i] = s / lower[i][i];
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < n; k++) {
                s -= lower[k][i] * y[k];
            }
            y[i] = s / lower[i][i];
        }
        return y;
    }

    /** @return {@code A^-1} (symmetric) */
    double[][] inverse() {
        int n = lower.length;
        double[][] inv = new double[n][];
        double[] e = new double[n];
        for (int j = 0; j < n; j++) {
            e[j] = 1.0;
            inv[j] = solve(e);
            e[j] = 0.0;
        }
        return inv;
    }
}
