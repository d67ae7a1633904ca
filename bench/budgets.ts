/**
 * Budgets shared by the bench (bench/render-report.ts) and the tests that guard them between runs.
 * Each is set once from a measurement and a reason, and guarded exactly: lower one when its figure
 * falls, never raise it to let a change through.
 */

/**
 * The home page's first-load JavaScript in KB, gzip -9 (the modules its HTML asks for to hydrate).
 * Issue 6 set 120 KB; decision 0007 explains why the framework alone is 117 KB of it. The guard had
 * crept to "less than 162 KB" under that name. Measured on 2026-11-28: 162.0 KB; then 157.2 KB
 * (8 modules, 136.7 KB brotli as sent) once the inquiry form left the shared `site` chunk, which the
 * home page loaded without showing the form (vite.config.ts).
 */
export const HOME_FIRST_LOAD_JS_GZIP_KB = 157.2;
