import { FormSummary, type ServiceForm, type ServiceFormValue } from "@eoffice/ui";

const form: ServiceForm = {
  schema: { type: "object", properties: { name: { type: "string" } } },
  ui: { order: ["name"], fields: { name: { label: { th: "ชื่อ-นามสกุล", en: "Full name" } } } },
};

export function Review({ value }: { value: ServiceFormValue }) {
  return <FormSummary form={form} value={value} />;
}
