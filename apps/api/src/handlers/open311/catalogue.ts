/**
 * Open311 services (tracker issue 41 item 2; docs/open311.md): the complaint kinds (never a confidential type's:
 * whistleblowing is not offered) and the active e-services as GeoReport `services`, and an e-service's form fields as
 * a service definition's `attributes`.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import type { Db } from "../../db/database";
import { complaintKinds, complaintTypes, eServices, type ServiceFormDefinition } from "../../db/schema";
import { selectServices, type ServiceRow } from "../../eservices/catalogue";
import { fieldKind } from "../../eservices/form";
import type { Language } from "../../i18n/messages";

/** A complaint kind offered as a service. */
export interface KindService {
  kind: "complaint";
  id: number;
  code: string;
  name: { th: string; en: string };
  type: { code: string; th: string; en: string };
}

/** An e-service offered as a service. */
export interface EServiceService {
  kind: "eservice";
  row: ServiceRow;
}

/** A service of this server. */
export type Open311ServiceRef = KindService | EServiceService;

const pick = (text: { th: string; en: string }, language: Language) => (language === "th" ? text.th : text.en) || text.th;

/** The complaint kinds that are not confidential, in menu order. */
async function kindServices(db: Db, code?: string): Promise<KindService[]> {
  const rows = await db
    .select({ kind: complaintKinds, type: complaintTypes })
    .from(complaintKinds)
    .innerJoin(complaintTypes, eq(complaintTypes.id, complaintKinds.complaintTypeId))
    .where(and(eq(complaintTypes.confidential, false), code === undefined ? undefined : eq(complaintKinds.code, code)))
    .orderBy(asc(complaintTypes.orderNo), asc(complaintKinds.orderNo));
  return rows.map(({ kind, type }) => ({
    kind: "complaint",
    id: kind.id,
    code: kind.code,
    name: { th: kind.nameTh, en: kind.nameEn },
    type: { code: type.code, th: type.nameTh, en: type.nameEn },
  }));
}

/** Every service: the complaint kinds, then the active e-services. */
export async function allServices(db: Db): Promise<Open311ServiceRef[]> {
  const services = await selectServices(db, eq(eServices.active, true));
  return [...(await kindServices(db)), ...services.map((row): EServiceService => ({ kind: "eservice", row }))];
}

/** The service of `code` (a complaint kind first, then an active e-service), or undefined. */
export async function findOpen311Service(db: Db, code: string): Promise<Open311ServiceRef | undefined> {
  const [kind] = await kindServices(db, code);
  if (kind) return kind;
  const [row] = await selectServices(db, and(eq(eServices.code, code), eq(eServices.active, true)));
  return row ? { kind: "eservice", row } : undefined;
}

/** An attribute of a form field, or null for a field Open311 cannot carry (files, a structured address). */
function attributeOf(form: ServiceFormDefinition, name: string, order: number, required: boolean, language: Language): Schemas["Open311Attribute"] | null {
  const schema = ((form.schema.properties ?? {}) as Record<string, Record<string, unknown>>)[name];
  const hints = form.ui.fields[name];
  const kind = fieldKind(schema);
  const label = hints ? pick(hints.label, language) : name;
  const help = hints?.help ? pick(hints.help, language) : "";
  const option = (key: string) => ({ key, name: hints?.options?.[key] ? pick(hints.options[key], language) : key });
  const base = { variable: true, code: name, required, order, description: label };
  switch (kind) {
    case "text":
      return { ...base, datatype: Number(schema?.maxLength ?? 0) > 200 ? "text" : "string", datatype_description: help };
    case "time":
      return { ...base, datatype: "string", datatype_description: help || "HH:MM" };
    case "thai-national-id":
      return { ...base, datatype: "string", datatype_description: help || "13 digits" };
    case "number":
      return { ...base, datatype: "number", datatype_description: help };
    case "date":
      return { ...base, datatype: "datetime", datatype_description: help || "YYYY-MM-DD" };
    case "choice":
      return { ...base, datatype: "singlevaluelist", datatype_description: help, values: (schema?.enum as string[]).map(option) };
    case "multiple":
      return { ...base, datatype: "multivaluelist", datatype_description: help, values: ((schema?.items as { enum: string[] }).enum ?? []).map(option) };
    default:
      return null;
  }
}

/**
 * The attributes of an e-service's form in its order, and whether Open311 can file it: not when it books, or when a
 * required field is one Open311 cannot carry (files, a structured address).
 */
export function attributesOf(service: ServiceRow["service"], language: Language): { attributes: Schemas["Open311Attribute"][]; fileable: boolean } {
  const required = new Set((service.form.schema.required as string[] | undefined) ?? []);
  const attributes: Schemas["Open311Attribute"][] = [];
  let fileable = service.bookingUnit === null;
  service.form.ui.order.forEach((name) => {
    const attribute = attributeOf(service.form, name, attributes.length + 1, required.has(name), language);
    if (attribute) attributes.push(attribute);
    else if (required.has(name)) fileable = false;
  });
  return { attributes, fileable };
}

/** The GeoReport `service` of one of ours. */
export function toOpen311Service(ref: Open311ServiceRef, language: Language): Schemas["Open311Service"] {
  if (ref.kind === "complaint") {
    return {
      service_code: ref.code,
      service_name: pick(ref.name, language),
      description: `${pick(ref.type, language)}: ${pick(ref.name, language)}`,
      metadata: false,
      type: "realtime",
      keywords: [ref.type.code, ref.type.th, ref.type.en, ref.name.th, ref.name.en].join(", "),
      group: pick(ref.type, language),
    };
  }
  const { service, division } = ref.row;
  return {
    service_code: service.code,
    service_name: pick({ th: service.nameTh, en: service.nameEn }, language),
    description: pick({ th: service.descriptionTh, en: service.descriptionEn }, language).slice(0, 4000),
    metadata: attributesOf(service, language).attributes.length > 0,
    type: "realtime",
    keywords: [service.nameTh, service.nameEn, division.nameTh, division.nameEn].join(", "),
    group: pick({ th: division.nameTh, en: division.nameEn }, language),
  };
}
