/**
 * `use-sync-external-store/shim` as React 19 has it built in. @lingui/react imports the shim to
 * support React 16 and 17; on React 19 the shim only hands over React's own hook, after shipping
 * its fallback to every page (about 0.7 KB). vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from "react";
