import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { darajaConfig, DARAJA_BASE_URLS } from "./config.ts";

const ALL = { MPESA_CONSUMER_KEY: "key-abc", MPESA_CONSUMER_SECRET: "secret-def", MPESA_SHORTCODE: "174379", MPESA_PASSKEY: "passkey-ghi" };

describe("Daraja configuration", () => {
  it("is absent without any of the four secrets: only manual payments", () => {
    expect(darajaConfig(loadEnv({}))).toBeNull();
    expect(darajaConfig(loadEnv({ MPESA_ENV: "production" }))).toBeNull();
  });

  it("with all four: sandbox by default, production by MPESA_ENV, MPESA_BASE_URL over both", () => {
    expect(darajaConfig(loadEnv(ALL))).toEqual({
      baseUrl: DARAJA_BASE_URLS.sandbox,
      consumerKey: "key-abc",
      consumerSecret: "secret-def",
      shortcode: "174379",
      passkey: "passkey-ghi",
      transactionType: "CustomerPayBillOnline",
    });
    expect(darajaConfig(loadEnv({ ...ALL, MPESA_ENV: "production" }))?.baseUrl).toBe("https://api.safaricom.co.ke");
    expect(darajaConfig(loadEnv({ ...ALL, MPESA_ENV: "production", MPESA_BASE_URL: "http://127.0.0.1:8910/" }))?.baseUrl).toBe("http://127.0.0.1:8910");
    expect(darajaConfig(loadEnv({ ...ALL, MPESA_TRANSACTION_TYPE: "CustomerBuyGoodsOnline" }))?.transactionType).toBe("CustomerBuyGoodsOnline");
  });

  it("stops the start when configured in part, naming what is missing", () => {
    expect(() => loadEnv({ MPESA_CONSUMER_KEY: "key-abc" })).toThrow(/MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY: required for M-Pesa, since MPESA_CONSUMER_KEY is set/);
    const { MPESA_PASSKEY: _, ...threeOfFour } = ALL;
    expect(() => loadEnv(threeOfFour)).toThrow(/MPESA_PASSKEY: required for M-Pesa/);
    // An empty value is not a value.
    expect(() => loadEnv({ ...ALL, MPESA_PASSKEY: "" })).toThrow(/MPESA_PASSKEY: required/);
    expect(darajaConfig(loadEnv({ MPESA_CONSUMER_KEY: "", MPESA_PASSKEY: " " }))).toBeNull();
  });

  it("names a bad value", () => {
    expect(() => loadEnv({ ...ALL, MPESA_ENV: "live" })).toThrow(/MPESA_ENV/);
    expect(() => loadEnv({ ...ALL, MPESA_SHORTCODE: "17a379" })).toThrow(/MPESA_SHORTCODE: must be the 5 to 9 digit/);
    expect(() => loadEnv({ ...ALL, MPESA_TRANSACTION_TYPE: "PayBill" })).toThrow(/MPESA_TRANSACTION_TYPE/);
    expect(() => loadEnv({ ...ALL, MPESA_BASE_URL: "ftp://daraja.example" })).toThrow(/MPESA_BASE_URL/);
    expect(() => loadEnv({ ...ALL, MPESA_BASE_URL: "not a url" })).toThrow(/MPESA_BASE_URL/);
  });
});
