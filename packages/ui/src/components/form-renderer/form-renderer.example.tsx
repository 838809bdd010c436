import { useState } from "react";
import { FormRenderer, type ServiceForm, type ServiceFormValue } from "@eoffice/ui";

const form: ServiceForm = {
  schema: { type: "object", properties: { name: { type: "string", minLength: 1 } }, required: ["name"] },
  ui: { order: ["name"], fields: { name: { label: { th: "ชื่อ-นามสกุล", en: "Full name" } } } },
};

export function RequestForm() {
  const [value, setValue] = useState<ServiceFormValue>({});
  return <FormRenderer form={form} value={value} onChange={setValue} />;
}
