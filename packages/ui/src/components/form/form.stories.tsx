import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Checkbox } from "../checkbox/checkbox";
import { Select } from "../select/select";
import { TextField } from "../text-field/text-field";
import { Form } from "./form";

/** A complaint form like the portal's, with optional server errors. */
function ComplaintForm({ onSubmit, serverErrors }: { onSubmit: (data: Record<string, FormDataEntryValue>) => void; serverErrors?: Record<string, string> }) {
  const [validationErrors, setValidationErrors] = useState<Record<string, string> | undefined>();
  return (
    <Form
      className="max-w-md"
      validationErrors={validationErrors}
      onSubmit={(event) => {
        event.preventDefault();
        const data = Object.fromEntries(new FormData(event.currentTarget));
        onSubmit(data);
        if (serverErrors) setValidationErrors(serverErrors);
      }}
    >
      <TextField name="title" label="Subject" isRequired />
      <TextField name="email" label="Email" type="email" />
      <Select
        name="kind"
        label="Kind"
        items={[
          { id: "road", label: "Roads" },
          { id: "light", label: "Public lighting" },
        ]}
      />
      <TextField name="detail" label="Details" multiline />
      <Checkbox name="consent" value="yes" isRequired>I confirm the details are true</Checkbox>
      <Button type="submit" className="self-start">Send</Button>
    </Form>
  );
}

const meta = {
  title: "Primitives/Form",
  component: ComplaintForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty: "Required" appears next to each required field, the first gets focus, nothing is sent. */
export const RequiredFieldsOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const subject = canvas.getByRole("textbox", { name: /Subject/ });
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).toHaveAccessibleDescription("Required");
    await expect(subject).toHaveFocus();
    await expect(canvas.getByRole("checkbox", { name: "I confirm the details are true" })).toHaveAccessibleDescription(
      "Required",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A 400 with field errors: each message shows next to its field; editing the field and leaving it clears it. */
export const ServerFieldErrors: Story = {
  args: { serverErrors: { email: "This email address is already registered" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Subject/ }), "Broken street light");
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "somchai@example.com");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I confirm the details are true" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Broken street light", email: "somchai@example.com", consent: "yes" }),
    );
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("This email address is already registered");
    await userEvent.type(email, "x");
    await userEvent.tab();
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
  },
};

/** A wrongly formatted email gets our translated message, not the browser's. */
export const InvalidEmailFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Subject/ }), "Broken street light");
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "somchai-at-example");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I confirm the details are true" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(email).toHaveAccessibleDescription("Check the format of this field");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Thai: the required message is in Thai, not the browser's language. */
export const ThaiRequired: Story = {
  globals: { locale: "th" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(canvas.getByRole("textbox", { name: /Subject/ })).toHaveAccessibleDescription("จำเป็นต้องกรอก");
  },
};
