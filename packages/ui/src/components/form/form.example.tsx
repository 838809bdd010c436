import { Button, Form, TextField } from "@eoffice/ui";

export function ContactForm({ errors }: { errors: Record<string, string> }) {
  return (
    <Form validationErrors={errors}>
      <TextField name="email" type="email" label="อีเมล" isRequired />
      <Button type="submit">บันทึก</Button>
    </Form>
  );
}
