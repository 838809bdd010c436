import { RadioGroup } from "@eoffice/ui";

export function ContactChannel() {
  return (
    <RadioGroup
      label="ช่องทางการติดต่อกลับ"
      options={[
        { value: "phone", label: "โทรศัพท์" },
        { value: "email", label: "อีเมล" },
      ]}
    />
  );
}
