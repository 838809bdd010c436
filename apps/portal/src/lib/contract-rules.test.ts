import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { TFunction } from "../i18n/translator";
import { choice, citizenId, email, optional, password, phone, text, userName, validate } from "./contract-rules";

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;

const schema = z.object({
  name: userName,
  password,
  email,
  citizenId: optional(citizenId),
  phone,
  detail: text(10, 2000),
  kind: choice,
});

const valid = {
  name: "somchai",
  password: "12345678",
  email: "somchai@example.org",
  citizenId: "",
  phone: "081-234-5678",
  detail: "Street light broken",
  kind: 3,
};

describe("contract rules (openapi/pxapi_eoffice.yaml patterns and lengths)", () => {
  it("accepts values the contract accepts", () => {
    expect(validate(schema, valid, t)).toEqual({});
    expect(validate(schema, { ...valid, citizenId: "1234567890121", phone: "+66 81 234 5678" }, t)).toEqual({});
  });

  it("names each bad field once, required first", () => {
    expect(validate(schema, { ...valid, detail: "", kind: 0 }, t)).toEqual({
      detail: "validation.required",
      kind: "validation.select",
    });
  });

  it("reports lengths with their limits", () => {
    expect(validate(schema, { ...valid, detail: "short" }, t)).toEqual({ detail: "validation.minLength:10" });
    expect(validate(schema, { ...valid, detail: "x".repeat(2001) }, t)).toEqual({ detail: "validation.maxLength:2000" });
    expect(validate(schema, { ...valid, password: "1234567" }, t)).toEqual({ password: "validation.minLength:8" });
  });

  it("applies the contract's patterns", () => {
    expect(validate(schema, { ...valid, name: "Somchai" }, t)).toEqual({ name: "validation.userName" });
    expect(validate(schema, { ...valid, name: "ab" }, t)).toEqual({ name: "validation.userName" });
    expect(validate(schema, { ...valid, phone: "12345" }, t)).toEqual({ phone: "validation.phone" });
    expect(validate(schema, { ...valid, phone: "081-234-567a" }, t)).toEqual({ phone: "validation.phone" });
    expect(validate(schema, { ...valid, citizenId: "12345" }, t)).toEqual({ citizenId: "validation.citizenId" });
    // The check digit (tracker issue 36 item 4): 1234567890121 is valid, a wrong last digit is refused.
    expect(validate(schema, { ...valid, citizenId: "1234567890123" }, t)).toEqual({ citizenId: "validation.citizenIdCheckDigit" });
    expect(validate(schema, { ...valid, email: "not-an-email" }, t)).toEqual({ email: "validation.email" });
  });
});
