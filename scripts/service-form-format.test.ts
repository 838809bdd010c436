/**
 * An e-service's form definition is read from two sides of the package boundary: the server checks it when an
 * administrator saves it (`apps/api/src/eservices/form.ts`; docs/architecture.md "Validation"), and the ui's
 * form renderer draws it (`packages/ui/src/components/form-renderer/types.ts`). The ui imports no package of ours
 * but `@eoffice/thai` (docs/architecture.md "Dependency direction"), so each side states the format's constants
 * itself; this test reads both side by side, so that a change on one side alone fails here instead of a form that
 * the server accepts and the renderer draws with the wrong widget.
 */
import { describe, expect, it } from "vitest";
import { ADDRESS_KEYS, TIME_PATTERN, WIDGETS, fieldKind } from "../apps/api/src/eservices/form";
import { SEED_E_SERVICES } from "../apps/api/src/seeds/seed-eservices";
import { ADDRESS_PARTS, TIME_PATTERN as UI_TIME_PATTERN, serviceFieldWidget, type ServiceFormFieldSchema } from "../packages/ui/src/components/form-renderer/types";

describe("the server and the ui's form renderer read a service form the same way", () => {
  it("with the same time pattern and the same parts of an address", () => {
    expect(UI_TIME_PATTERN).toBe(TIME_PATTERN);
    expect([...ADDRESS_PARTS].sort()).toEqual([...ADDRESS_KEYS].sort());
  });

  it("drawing every field of every seeded service, without its widget hint, with a widget the server allows", () => {
    // Every seeded field names its widget, and the server already refuses a hint outside its kind's widgets
    // (`checkServiceForm`): what is checked here is the widget the ui chooses for the same schema without a hint.
    const fields = SEED_E_SERVICES.flatMap((service) =>
      Object.entries(service.form.schema.properties ?? {}).map(([name, schema]) => ({ at: `${service.code}.${name}`, schema })),
    );
    expect(fields.length).toBeGreaterThan(100);
    const disagreements = fields.flatMap(({ at, schema }) => {
      const kind = fieldKind(schema);
      if (!(kind in WIDGETS)) return [`${at}: the server finds no kind (${kind})`];
      const widget = serviceFieldWidget(schema as ServiceFormFieldSchema);
      const allowed = WIDGETS[kind as keyof typeof WIDGETS];
      return allowed.includes(widget) ? [] : [`${at}: the ui draws "${widget}", the server allows ${allowed.join(", ")} for ${kind}`];
    });
    expect(disagreements).toEqual([]);
  });

  it("drawing each kind's schema without a widget hint with a widget the server allows", () => {
    const schemas: Record<keyof typeof WIDGETS, object> = {
      text: { type: "string", maxLength: 100 },
      number: { type: "integer", minimum: 1, maximum: 9 },
      date: { type: "string", format: "date" },
      time: { type: "string", pattern: TIME_PATTERN },
      choice: { type: "string", enum: ["a", "b"] },
      multiple: { type: "array", items: { type: "string", enum: ["a", "b"] } },
      file: { type: "array", items: { type: "string", format: "uuid" } },
      "thai-national-id": { type: "string", format: "thai-national-id" },
      address: { type: "object", properties: {} },
    };
    for (const [kind, schema] of Object.entries(schemas)) {
      expect(fieldKind(schema), kind).toBe(kind);
      expect(WIDGETS[kind as keyof typeof WIDGETS], kind).toContain(serviceFieldWidget(schema as ServiceFormFieldSchema));
    }
  });
});
