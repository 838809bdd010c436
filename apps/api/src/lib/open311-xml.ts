/**
 * The XML form of Open311 GeoReport v2 documents (tracker issue 41 item 2; docs/open311.md), written with
 * fast-xml-parser's builder: the same values as the JSON answer, each list an element of the list's name holding one
 * element per item, named as wiki.open311.org/GeoReport_v2 names them (`<services><service>`,
 * `<service_requests><request>`, `<errors><error>`, `<attributes><attribute>`, `<values><value>`,
 * `<endpoints><endpoint>`, `<formats><format>`). A null is an empty element; booleans are `true` and `false`.
 */
import { XMLBuilder } from "fast-xml-parser";

/** The element of one item of each list, by the list's element name. */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  services: "service",
  service_requests: "request",
  errors: "error",
  attributes: "attribute",
  values: "value",
  endpoints: "endpoint",
  formats: "format",
};

/** The content type of the XML answers. */
export const OPEN311_XML_TYPE = "text/xml; charset=utf-8";

const builder = new XMLBuilder({ ignoreAttributes: true, suppressEmptyNode: false, processEntities: true });

/** A JSON value as the builder's tree: lists wrapped in their item element, nulls empty, booleans as text. */
function tree(value: unknown, listName: string): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) {
    const item = ITEM_NAMES[listName] ?? "item";
    return { [item]: value.map((v) => tree(v, item)) };
  }
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, tree(v, k)]));
  }
  return value;
}

/**
 * The XML document of a GeoReport answer.
 * @param root - The root element: `discovery`, `services`, `service_definition`, `service_requests` or `errors`.
 * @param value - The JSON answer (a list for the list roots, an object otherwise).
 * @returns The document with its UTF-8 XML declaration.
 */
export function open311Xml(root: string, value: unknown): string {
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ [root]: tree(value, root) }) as string}`;
}
