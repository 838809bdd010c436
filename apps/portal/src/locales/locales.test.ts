import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STRING_PART_NAMES } from "../i18n/string-parts";
import { en, enParts, th, thParts } from "./index";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function values(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(values);
}

describe("portal locales (docs/architecture.md Strings)", () => {
  it("have one file per part in each language, and no other file", () => {
    const expected = ["core", ...STRING_PART_NAMES].map((part) => `${part}.json`).sort();
    for (const language of ["en", "th"]) {
      expect(readdirSync(new URL(`./${language}/`, import.meta.url)).sort(), language).toEqual(expected);
    }
    expect(Object.keys(enParts).sort()).toEqual(["core", ...STRING_PART_NAMES].sort());
    expect(Object.keys(thParts).sort()).toEqual(["core", ...STRING_PART_NAMES].sort());
  });

  it("put every top-level key in one part only", () => {
    for (const parts of [enParts, thParts]) {
      const all = Object.values(parts).flatMap((strings) => Object.keys(strings));
      expect(all.length).toBe(new Set(all).size);
    }
  });

  it("have the same keys in English and Thai, part by part", () => {
    for (const part of Object.keys(enParts) as (keyof typeof enParts)[]) {
      expect(keys(thParts[part]).sort(), part).toEqual(keys(enParts[part]).sort());
    }
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });

  it("have no empty strings", () => {
    expect(values(en).filter((v) => v.trim() === "")).toEqual([]);
    expect(values(th).filter((v) => v.trim() === "")).toEqual([]);
  });

  it("use the same interpolation placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const thByKey = new Map(keys(th).map((k) => [k, k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], th)]));
    for (const key of keys(en)) {
      const enText = key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], en);
      expect(placeholders(String(thByKey.get(key))), key).toEqual(placeholders(String(enText)));
    }
  });

  it("gives every e-service menu key a title in both languages", async () => {
    const { flattenMenu, E_SERVICE_MENU } = await import("../features/e-service/e-service-menu");
    const all = [...E_SERVICE_MENU, ...flattenMenu()];
    const enKeys = new Set(keys(en));
    const thKeys = new Set(keys(th));
    const collect = (items: typeof all): string[] => items.flatMap((i) => [i.titleKey, ...collect(i.children ?? [])]);
    for (const key of collect(all)) {
      expect(enKeys.has(key), key).toBe(true);
      expect(thKeys.has(key), key).toBe(true);
    }
  });
});
