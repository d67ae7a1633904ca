/**
 * Zod 4 compiles object schemas with `new Function` unless told not to, and probes for it when a
 * schema is built. Under the Content-Security-Policy (no 'unsafe-eval', decision 0014) the probe is
 * refused and reported as a violation on every page that builds a schema (the inquiry form, the
 * console's forms). app/root.tsx imports this module before anything else.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so
 * the setting is made without importing zod: the public pages load zod only when a form needs it
 * (decision 0007), and importing it here put all of it into the first-load JavaScript.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
