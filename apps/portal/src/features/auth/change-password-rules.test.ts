import { describe, expect, it } from "vitest";
import type { TFunction } from "../../i18n/translator";
import { changePasswordErrors } from "./change-password-rules";

const t = ((key: string, options?: { count?: number }) => (options?.count ? `${key}:${options.count}` : key)) as unknown as TFunction;
const valid = { username: "officer.a", password: "one-time-pw", newPassword: "a-long-new-password", repeatPassword: "a-long-new-password" };

describe("change-password rules (issue 10, PUT /pw)", () => {
  it("accepts a new password of at least 8 characters, repeated", () => {
    expect(changePasswordErrors(valid, t)).toEqual({});
  });

  it("names each missing field", () => {
    expect(changePasswordErrors({ username: "", password: "", newPassword: "", repeatPassword: "" }, t)).toEqual({
      username: "validation.required",
      password: "validation.required",
      newPassword: "validation.required",
      repeatPassword: "validation.required",
    });
  });

  it("refuses a short new password, the current one, the user name, and a different repeat", () => {
    expect(changePasswordErrors({ ...valid, newPassword: "short", repeatPassword: "short" }, t)).toEqual({ newPassword: "validation.minLength:8" });
    expect(changePasswordErrors({ ...valid, newPassword: "one-time-pw", repeatPassword: "one-time-pw" }, t)).toEqual({
      newPassword: "validation.passwordUnchanged",
    });
    expect(changePasswordErrors({ ...valid, username: "officer.abc", newPassword: "OFFICER.ABC", repeatPassword: "OFFICER.ABC" }, t)).toEqual({
      newPassword: "validation.passwordIsUserName",
    });
    expect(changePasswordErrors({ ...valid, repeatPassword: "something-else" }, t)).toEqual({ repeatPassword: "validation.passwordsDiffer" });
  });
});
