import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("production settings", () => {
  it("never takes the request's host in production: PUBLIC_URL, ALLOWED_HOSTS, or only loopback names", () => {
    // `npm start` on a laptop: no PUBLIC_URL, so the server answers only for this machine's own names.
    expect(loadEnv({ NODE_ENV: "production", PORT: "3000" }).ALLOWED_HOSTS).toEqual(
      expect.arrayContaining(["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000"]),
    );
    expect(loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://twiga.example", AUTH_SECRET: "x".repeat(32) }).ALLOWED_HOSTS).toBeUndefined();
    expect(() => loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://twiga.example" })).toThrow(/AUTH_SECRET: required in production/);
    expect(loadEnv({ NODE_ENV: "production", ALLOWED_HOSTS: "twiga.example, WWW.twiga.example" }).ALLOWED_HOSTS).toEqual(["twiga.example", "www.twiga.example"]);
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
  });

  it("refuses the test fault switch in production on any interface but loopback", () => {
    const base = { NODE_ENV: "production", PUBLIC_URL: "https://twiga.example", AUTH_SECRET: "x".repeat(32), ENABLE_FAULTS: "true" };
    expect(() => loadEnv(base)).toThrow(/ENABLE_FAULTS: refused in production/);
    expect(() => loadEnv({ ...base, HOST: "0.0.0.0" })).toThrow(/ENABLE_FAULTS/);
    expect(loadEnv({ ...base, HOST: "127.0.0.1" }).ENABLE_FAULTS).toBe(true);
    expect(loadEnv({ ENABLE_FAULTS: "true" }).ENABLE_FAULTS).toBe(true);
  });

  it("names a malformed TRUSTED_PROXY", () => {
    expect(() => loadEnv({ TRUSTED_PROXY: "10.0.0.0/99" })).toThrow(/TRUSTED_PROXY/);
    expect(loadEnv({ TRUSTED_PROXY: "10.0.0.0/8, loopback" }).TRUSTED_PROXY).toBe("10.0.0.0/8, loopback");
    expect(loadEnv({ TRUSTED_PROXY: "2" }).TRUSTED_PROXY).toBe("2");
  });
});

describe(".env.example", () => {
  it("is what scripts/env-example.ts generates from the schema: every setting, its comment and default", async () => {
    const { readFileSync } = await import("node:fs");
    const { ENV_EXAMPLE_PATH, renderEnvExample } = await import("../scripts/env-example.ts");
    const { ENV_SCHEMA } = await import("./env.ts");
    const committed = readFileSync(ENV_EXAMPLE_PATH, "utf8");
    // Regenerate with `npm run env:example` when a setting is added, removed or its comment changes.
    expect(committed).toBe(renderEnvExample());
    for (const name of Object.keys(ENV_SCHEMA.shape)) expect(committed).toMatch(new RegExp(`^# ${name}=`, "m"));
    expect(committed).toContain("# PORT=3000");
    expect(committed).toContain("# MPESA_TRANSACTION_TYPE=CustomerPayBillOnline");
  });
});
