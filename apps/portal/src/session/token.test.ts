import { describe, expect, it } from "vitest";
import { isTokenExpired } from "./token";
import { fakeJwt } from "../test/fakes";

const now = Date.UTC(2026, 10, 21, 6, 0, 0);
const nowSeconds = now / 1000;

describe("isTokenExpired (spec section 5)", () => {
  it("is false while exp is in the future", () => {
    expect(isTokenExpired(fakeJwt({ exp: nowSeconds + 60 }), 0, now)).toBe(false);
  });

  it("is true once exp is reached or passed", () => {
    expect(isTokenExpired(fakeJwt({ exp: nowSeconds }), 0, now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: nowSeconds - 1 }), 0, now)).toBe(true);
  });

  it("treats the token as expired offset seconds early", () => {
    const token = fakeJwt({ exp: nowSeconds + 60 });
    expect(isTokenExpired(token, 59, now)).toBe(false);
    expect(isTokenExpired(token, 60, now)).toBe(true);
    expect(isTokenExpired(token, 120, now)).toBe(true);
  });

  it("defaults the offset to 0 seconds", () => {
    const token = fakeJwt({ exp: nowSeconds + 1 });
    expect(isTokenExpired(token, undefined, now)).toBe(false);
  });

  it("never expires a token without an exp claim", () => {
    expect(isTokenExpired(fakeJwt({ sub: "42" }), 0, now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ sub: "42" }), 10_000, now)).toBe(false);
  });

  it("counts a token that is not a JWT as expired", () => {
    expect(isTokenExpired("not-a-token", 0, now)).toBe(true);
  });
});
