/**
 * Structured JSON logs (pino): one line per event with ISO time, level name, the message, the id of
 * the request being answered (when there is one) and an `err` with the stack for errors.
 * LOG_LEVEL=silent keeps test output clean. The small API below is what the rest of the server
 * calls; `logger` is there for lines with fields of their own (the access log).
 */
import { pino } from "pino";
import { currentRequestId } from "./observability/request-context.ts";

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
type Level = (typeof LEVELS)[number];

function configuredLevel(): Level {
  const level = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info")) as Level;
  return LEVELS.includes(level) ? level : "info";
}

export const logger = pino({
  level: configuredLevel(),
  timestamp: pino.stdTimeFunctions.isoTime,
  // "level":"warn" reads better in a log search than pino's numbers.
  formatters: { level: (label) => ({ level: label }) },
  mixin() {
    const requestId = currentRequestId();
    return requestId ? { request_id: requestId } : {};
  },
});

function write(level: Exclude<Level, "silent">, message: string, extra?: unknown) {
  if (extra === undefined) logger[level](message);
  else if (extra instanceof Error) logger[level]({ err: extra }, message);
  else logger[level]({ detail: extra }, message);
}

export const log = {
  debug: (m: string, e?: unknown) => write("debug", m, e),
  info: (m: string, e?: unknown) => write("info", m, e),
  warn: (m: string, e?: unknown) => write("warn", m, e),
  error: (m: string, e?: unknown) => write("error", m, e),
};
