import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { StarRating } from "./star-rating";

const onChange = fn();

const meta = {
  title: "Product/StarRating",
  component: StarRating,
  args: { onChange },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty at first; one click sets the rating; arrows, Home and End move it (a radio group). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Rating" });
    const radios = within(group).getAllByRole("radio");
    await expect(radios).toHaveLength(5);
    await expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(canvas.getByText("4 of 5 stars"));
    await expect(canvas.getByRole("radio", { name: "4 of 5 stars" })).toBeChecked();
    await expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "5 of 5 stars" })).toBeChecked();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("radio", { name: "1 of 5 stars" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "1 of 5 stars" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("radio", { name: "5 of 5 stars" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "3 of 5 stars" })).toBeChecked();
    await expect(onChange).toHaveBeenLastCalledWith(3);
  },
};

/** Keyboard only: Tab into the group focuses the first star, arrow sets it. */
export const KeyboardOnly: Story = {
  args: { defaultValue: 2, label: "How satisfied are you with the service?" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "2 of 5 stars" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "3 of 5 stars" })).toBeChecked();
    await expect(canvasElement.querySelectorAll("[data-slot=star-rating] svg path[fill=currentColor]")).toHaveLength(3);
  },
};

/** Thai labels. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { defaultValue: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "ความพึงพอใจ" })).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "3 จาก 5 ดาว" })).toBeChecked();
  },
};

/** Long Thai label wraps above the stars; ten stars wrap at 360 px. */
export const LongThaiTextManyStars: Story = {
  globals: { locale: "th" },
  args: { max: 10, label: "ท่านพึงพอใจต่อการให้บริการรับชำระภาษีป้ายและภาษีที่ดินและสิ่งปลูกสร้างของเทศบาลมากน้อยเพียงใด", size: "lg" },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("radio")).toHaveLength(10);
    await userEvent.click(canvas.getByText("7 จาก 10 ดาว"));
    await expect(canvas.getByRole("radio", { name: "7 จาก 10 ดาว" })).toBeChecked();
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=star-rating]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Read-only display of an average: a picture named "Rated 4.5 of 5 stars", no radios. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 4.5, showValue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Rated 4.5 of 5 stars" })).toBeInTheDocument();
    await expect(canvas.queryByRole("radio")).toBeNull();
    await expect(canvas.getByText("4.5 / 5")).toBeInTheDocument();
  },
};

/** Read-only in Thai, and "not rated yet". */
export const ReadOnlyThai: Story = {
  globals: { locale: "th" },
  render: () => (
    <div className="flex flex-col gap-2">
      <StarRating isReadOnly value={3.7} size="sm" showValue />
      <StarRating isReadOnly value={null} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "ได้คะแนน 3.7 จาก 5 ดาว" })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "ยังไม่ได้ให้คะแนน" })).toBeInTheDocument();
  },
};

/** Disabled: cannot be changed. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "4 of 5 stars" })).toBeDisabled();
    await userEvent.click(canvas.getByText("4 of 5 stars"), { pointerEventsCheck: 0 });
    await expect(onChange).not.toHaveBeenCalled();
  },
};

/** Sizes and the dark scheme. */
export const SizesDark: Story = {
  globals: { scheme: "dark" },
  render: () => (
    <div className="flex flex-col gap-3">
      <StarRating defaultValue={3} size="sm" label="Small" />
      <StarRating defaultValue={4} size="md" label="Medium" />
      <StarRating isReadOnly value={2.5} size="lg" showValue />
    </div>
  ),
};
