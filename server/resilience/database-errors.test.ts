import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors.ts";

function coded(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises an absent, restarting or terminated PostgreSQL", () => {
    expect(isDatabaseUnavailable(coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(coded("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(coded("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(coded("canceling statement due to statement timeout", "57014"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: coded("x", "08006") }))).toBe(true);
  });

  it("recognises a busy or unreadable SQLite file", () => {
    expect(isDatabaseUnavailable(coded("database is locked", "SQLITE_BUSY"))).toBe(true);
    expect(isDatabaseUnavailable(coded("disk I/O error", "SQLITE_IOERR_WRITE"))).toBe(true);
  });

  it("leaves bugs and bad SQL alone", () => {
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(coded('relation "nope" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(coded("UNIQUE constraint failed", "SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});
