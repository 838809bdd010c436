/**
 * The readable side of a request's answers (issue 12 item 3): the case's `detail` (one line per answer, in Thai,
 * what the queue's text search and the staff list show), `location` (the first address, or a field named `place`
 * or `location`) and the telephone of a `tel` field. The answers themselves stay in `form_data`.
 */
import type { ServiceFormDefinition } from "../db/schema";
import { fieldKind } from "./form";

type JsonObject = Record<string, unknown>;

/** A Thai address in the order Thai letters write it: `เลขที่ 12 หมู่ที่ 3 ... ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000`. */
export function formatThaiAddress(value: unknown): string {
  if (typeof value !== "object" || value === null) return "";
  const a = value as Record<string, unknown>;
  const part = (prefix: string, key: string) => (typeof a[key] === "string" && (a[key] as string).trim() ? `${prefix}${(a[key] as string).trim()}` : "");
  return [
    part("เลขที่ ", "houseNo"),
    part("หมู่ที่ ", "moo"),
    part("หมู่บ้าน", "village"),
    part("ถ.", "road"),
    part("ต.", "subdistrict"),
    part("อ.", "district"),
    part("จ.", "province"),
    part("", "postcode"),
  ]
    .filter((p) => p !== "")
    .join(" ");
}

/** What a request's answers say, for the case row. */
export interface RequestSummary {
  detail: string;
  location: string;
  phone: string | null;
}

/** Summarises valid answers of `form` (call after validation). */
export function summariseRequest(form: ServiceFormDefinition, data: JsonObject): RequestSummary {
  const props = (form.schema.properties ?? {}) as JsonObject;
  const lines: string[] = [];
  let location = "";
  let phone: string | null = null;
  for (const name of form.ui.order) {
    const value = data[name];
    if (value === undefined || value === null || value === "") continue;
    const kind = fieldKind(props[name]);
    const hints = form.ui.fields[name];
    if (kind === "file") continue;
    const label = hints?.label.th ?? name;
    const optionLabel = (v: unknown) => hints?.options?.[String(v)]?.th ?? String(v);
    let text: string;
    if (kind === "address") {
      text = formatThaiAddress(value);
      if (!location) location = text;
    } else if (kind === "choice") text = optionLabel(value);
    else if (kind === "multiple" && Array.isArray(value)) text = value.map(optionLabel).join(", ");
    else text = String(value);
    if ((name === "place" || name === "location") && !location) location = text;
    if (hints?.widget === "tel" && phone === null && typeof value === "string") phone = value.slice(0, 20);
    lines.push(`${label}: ${text}`);
  }
  return { detail: lines.join("\n").slice(0, 2000), location: (location || "-").slice(0, 300), phone };
}
