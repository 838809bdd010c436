import { describe, expect, it } from "vitest";
import type { TFunction } from "../../i18n/translator";
import { EMPTY_EFORM, eformBody, validateEForm, type EFormValues } from "./eform-rules";

/** A translate function that returns the key (and the count), so that tests read the rule that failed. */
const t = ((key: string, options?: { count?: number }) => (options?.count ? `${key}:${options.count}` : key)) as unknown as TFunction;

const filled: EFormValues = {
  ...EMPTY_EFORM,
  channel: "walk_in",
  contactName: "  Malee Dee ",
  phone: "081-234-5678",
  complaintTypeId: "2",
  complaintKindId: "5",
  detail: " Street light out for a week. ",
  location: "Soi 3",
};

describe("staff e-form (issue 11, item 5)", () => {
  it("asks for every required field of a complainant known by name and telephone", () => {
    expect(validateEForm(EMPTY_EFORM, t)).toEqual({
      complaintTypeId: "validation.select",
      complaintKindId: "validation.select",
      detail: "validation.required",
      location: "validation.required",
      contactName: "validation.required",
      phone: "validation.required",
    });
    expect(validateEForm(filled, t)).toEqual({});
  });

  it("checks lengths and the telephone pattern as the contract does", () => {
    const errors = validateEForm({ ...filled, contactName: "M", phone: "12", detail: "short", location: "ab" }, t);
    expect(errors).toEqual({
      contactName: "validation.minLength:2",
      phone: "validation.phone",
      detail: "validation.minLength:10",
      location: "validation.minLength:3",
    });
  });

  it("asks for a resident account number in digits instead of a name and telephone", () => {
    const account = { ...filled, mode: "account" as const, contactName: "", phone: "" };
    expect(validateEForm({ ...account, personId: "" }, t)).toEqual({ personId: "validation.required" });
    expect(validateEForm({ ...account, personId: "12a" }, t)).toEqual({ personId: "eform.accountIdRule" });
    expect(validateEForm({ ...account, personId: " 1024 " }, t)).toEqual({});
  });

  it("sends the complainant fields of the chosen mode only, trimmed, with the uploaded files", () => {
    expect(eformBody(filled)).toEqual({
      channel: "walk_in",
      complaintTypeId: 2,
      complaintKindId: 5,
      detail: "Street light out for a week.",
      location: "Soi 3",
      contactName: "Malee Dee",
      phone: "081-234-5678",
    });
    expect(eformBody({ ...filled, mode: "account", personId: "1024" }, ["f1", "f2"])).toEqual({
      channel: "walk_in",
      complaintTypeId: 2,
      complaintKindId: 5,
      detail: "Street light out for a week.",
      location: "Soi 3",
      personId: 1024,
      fileIds: ["f1", "f2"],
    });
  });
});
