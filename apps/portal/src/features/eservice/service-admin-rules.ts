/**
 * The administrators' service editor (issue 12 item 1, `/admin/e-service/<code>`): the editor's fields as plain text
 * (names, descriptions, what to bring one item a line, target days, the form as JSON), the `PUT /v1/EService/{code}`
 * body they make, the browser's own checks (JSON that does not parse, a target time out of 1 to 365 days), and the
 * server's 400 field paths (`name.th`, `requirements.en.2`, `form.schema.properties.x.maxLength`) mapped onto the
 * editor's fields so that each message shows next to its field.
 */
import type { Schemas } from "@eoffice/api-client";
import type { EService } from "./eservice-rules";

/** The editor's fields (their `name`s), in the page's order. */
export const SERVICE_EDITOR_FIELDS = [
  "nameTh",
  "nameEn",
  "descriptionTh",
  "descriptionEn",
  "requirementsTh",
  "requirementsEn",
  "targetDays",
  "form",
] as const;

/** One field of the editor. */
export type ServiceEditorField = (typeof SERVICE_EDITOR_FIELDS)[number];

/** What the editor holds: the texts as typed, and whether the service takes requests. */
export type ServiceEditorValues = Record<ServiceEditorField, string> & { active: boolean };

/** Target time bounds in days (contract `EServiceUpdate.targetDays`). */
export const TARGET_DAYS = { min: 1, max: 365 } as const;

/** The editor's values of a service: the form as indented JSON, the requirements one a line. */
export function editorValues(service: EService): ServiceEditorValues {
  return {
    nameTh: service.name.th,
    nameEn: service.name.en,
    descriptionTh: service.description.th,
    descriptionEn: service.description.en,
    requirementsTh: service.requirements.th.join("\n"),
    requirementsEn: service.requirements.en.join("\n"),
    targetDays: String(service.targetDays),
    form: JSON.stringify(service.form, null, 2),
    active: service.active,
  };
}

/** The lines of a text area, trimmed, blank lines left out. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Why a field is refused in the browser (translated by the page). */
export type EditorProblem = "required" | "targetDays" | "json" | "formShape";

/** The result of {@link editorBody}: the body to send, or the problems by field (and the JSON parser's message). */
export type EditorResult =
  | { ok: true; body: Schemas["EServiceUpdate"] }
  | { ok: false; problems: Partial<Record<ServiceEditorField, EditorProblem>>; jsonMessage?: string };

/**
 * The `PUT /v1/EService/{code}` body of the editor's values, or the problems the browser sees first. The form's
 * rules (allowed types and widgets, labels in both languages, `maxLength` on texts...) are the server's: it answers
 * 400 naming them ({@link serverFieldErrors}).
 */
export function editorBody(values: ServiceEditorValues): EditorResult {
  const problems: Partial<Record<ServiceEditorField, EditorProblem>> = {};
  for (const field of ["nameTh", "nameEn", "descriptionTh", "descriptionEn"] as const) {
    if (values[field].trim() === "") problems[field] = "required";
  }
  const days = Number(values.targetDays.trim());
  if (!/^\d+$/.test(values.targetDays.trim()) || days < TARGET_DAYS.min || days > TARGET_DAYS.max) problems.targetDays = "targetDays";
  let form: unknown;
  let jsonMessage: string | undefined;
  try {
    form = JSON.parse(values.form);
    if (typeof form !== "object" || form === null || Array.isArray(form)) problems.form = "formShape";
  } catch (error) {
    problems.form = "json";
    jsonMessage = error instanceof Error ? error.message : undefined;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems, ...(jsonMessage ? { jsonMessage } : {}) };
  return {
    ok: true,
    body: {
      name: { th: values.nameTh.trim(), en: values.nameEn.trim() },
      description: { th: values.descriptionTh.trim(), en: values.descriptionEn.trim() },
      requirements: { th: lines(values.requirementsTh), en: lines(values.requirementsEn) },
      targetDays: days,
      active: values.active,
      form: form as Schemas["ServiceForm"],
    },
  };
}

/** The editor field of a server field path (`name.th` → `nameTh`, `form.ui.order` → `form`). */
export function editorFieldOf(path: string): ServiceEditorField | null {
  const [head, language] = path.split(".");
  if (head === "form") return "form";
  if (head === "targetDays") return "targetDays";
  if ((head === "name" || head === "description" || head === "requirements") && (language === "th" || language === "en")) {
    return `${head}${language === "th" ? "Th" : "En"}`;
  }
  return null;
}

/**
 * The server's 400 `errors` as messages by editor field. A form problem keeps its path after `form.` (the
 * administrator needs to know where in the JSON), and every problem of a field is listed (separated by "; ").
 * @returns the messages by field, and the problems that belong to no field of the editor.
 */
export function serverFieldErrors(errors: readonly { field: string; message: string }[]): {
  byField: Partial<Record<ServiceEditorField, string>>;
  other: string[];
} {
  const byField: Partial<Record<ServiceEditorField, string>> = {};
  const other: string[] = [];
  for (const { field, message } of errors) {
    const target = editorFieldOf(field);
    if (!target) {
      other.push(`${field}: ${message}`);
      continue;
    }
    const text = target === "form" && field !== "form" ? `${field.slice("form.".length)}: ${message}` : message;
    byField[target] = byField[target] ? `${byField[target]}; ${text}` : text;
  }
  return { byField, other };
}
