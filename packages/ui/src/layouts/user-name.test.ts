import { describe, expect, it } from "vitest";
import { formatUserName } from "./user-name";

describe("formatUserName (spec section 2: title, first name and last name)", () => {
  it("joins a Thai honorific to the first name", () => {
    expect(formatUserName({ title: "นางสาว", firstname: "สมหญิง", lastname: "ใจดี" })).toBe("นางสาวสมหญิง ใจดี");
  });

  it("separates other titles with a space and copes with a missing title", () => {
    expect(formatUserName({ title: "Ms", firstname: "Jane", lastname: "Cooper" })).toBe("Ms Jane Cooper");
    expect(formatUserName({ firstname: "Jane", lastname: "Cooper" })).toBe("Jane Cooper");
  });
});
