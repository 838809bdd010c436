/**
 * Every action and entity kind the server can write to the audit log has a name on the logs page in both languages
 * (tracker issue 36 item 5: the Thai logs page showed raw keys such as `audit.entities.correspondence`). The values
 * are read from the contract's enums (openapi/src/schemas/audit.yaml, `AuditAction` and `AuditEntity`), which
 * the server's `writeAudit` takes; the filters of the page list every one of them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { en, th } from "../../locales/index";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_VALUE_GROUPS, actionLabelKey, entityLabelKey, readableChanges, valueLabelKey, type AuditEntity } from "./audit-format";

const CONTRACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../openapi/src/schemas/audit.yaml");

/** The values of a top-level string enum of the contract file (`Name:` ... `enum:` then `- value` lines). */
function contractEnum(name: string): string[] {
  const text = readFileSync(CONTRACT, "utf8");
  const block = new RegExp(`^${name}:\\n(?:  .*\\n)*?  enum:\\n((?:    - .*\\n)+)`, "m").exec(text);
  if (!block?.[1]) throw new Error(`no enum ${name} in ${CONTRACT}`);
  return block[1].split("\n").flatMap((line) => /^ {4}- (.+)$/.exec(line)?.[1]?.replace(/^['"]|['"]$/g, "") ?? []);
}

/** The string at a dotted key of a locale, or undefined. */
function lookup(strings: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), strings);
}

describe("names of the audit log's actions and entity kinds", () => {
  const cases = [
    { kind: "AuditAction", values: contractEnum("AuditAction"), listed: AUDIT_ACTIONS as readonly string[], key: (v: string) => actionLabelKey(v as never) },
    { kind: "AuditEntity", values: contractEnum("AuditEntity"), listed: AUDIT_ENTITIES as readonly string[], key: (v: string) => entityLabelKey(v as never) },
  ];

  it.each(cases)("every $kind of the contract has a name in Thai and in English", ({ values, key }) => {
    expect(values.length).toBeGreaterThan(5);
    const missing = values.flatMap((value) =>
      (["th", "en"] as const).flatMap((lang) => {
        const label = lookup(lang === "th" ? th : en, key(value));
        return typeof label === "string" && label.trim() !== "" ? [] : [`${lang}: ${key(value)}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it.each(cases)("the logs page's filter lists every $kind of the contract", ({ values, listed }) => {
    expect([...listed].sort()).toEqual([...values].sort());
  });

  it("Thai names are Thai (but for the proper names docs/thai-glossary.md keeps in Latin letters)", () => {
    const names = [...AUDIT_ACTIONS.map(actionLabelKey), ...AUDIT_ENTITIES.map(entityLabelKey)].map((key) => String(lookup(th, key)));
    expect(names.filter((name) => /[A-Za-z]/.test(name.replace(/\b(?:Open311|LINE)\b/g, "")))).toEqual([]);
  });
});

describe("names of the values a change shows (a status, a state, a role)", () => {
  it.each(AUDIT_VALUE_GROUPS)("the group %s names the same values in Thai and in English", (group) => {
    const thNames = lookup(th, group) as Record<string, unknown> | undefined;
    const enNames = lookup(en, group) as Record<string, unknown> | undefined;
    expect(thNames, `th ${group}`).toBeTypeOf("object");
    expect(Object.keys(enNames ?? {}).sort()).toEqual(Object.keys(thNames ?? {}).sort());
  });

  it("shows a complaint's status, a user's roles and an e-mail's state by their Thai names, free text as it is", () => {
    const words = { empty: "–", yes: "ใช่", no: "ไม่ใช่" };
    const name = (entity: AuditEntity) => (field: string, value: string) => {
      const key = valueLabelKey(entity, field, value);
      const label = key ? lookup(th, key) : undefined;
      return typeof label === "string" ? label : undefined;
    };
    expect(readableChanges([{ field: "status", before: "received", after: "accepted" }], words, name("complaint"))).toEqual([
      { field: "status", before: lookup(th, "case.status.received"), after: lookup(th, "case.status.accepted") },
    ]);
    expect(readableChanges([{ field: "roles", before: ["officer"], after: ["officer", "admin"] }], words, name("staff-user"))[0]?.after).toBe(
      `${String(lookup(th, "roles.officer"))}, ${String(lookup(th, "roles.admin"))}`,
    );
    expect(readableChanges([{ field: "state", before: "failed", after: "queued" }], words, name("email-message"))[0]?.after).toBe(
      lookup(th, "outbox.states.queued"),
    );
    expect(readableChanges([{ field: "name", before: "received", after: "x" }], words, name("staff-user"))[0]?.before).toBe("received");
  });
});
