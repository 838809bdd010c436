import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageHeader } from "../page-header/page-header";
import { PageContainer } from "./page-container";

const meta = {
  title: "Product/PageContainer",
  component: PageContainer,
  parameters: { layout: "fullscreen" },
  args: {
    "aria-labelledby": "complaints-title",
    children: (
      <>
        <PageHeader title={<span id="complaints-title">Complaints</span>} description="Follow what you have reported to the municipality." />
        <p className="rounded-lg border border-border bg-surface p-4">The page's content starts here, away from the navigation.</p>
      </>
    ),
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by the page heading, it is a region landmark; its gutters keep the content off the edges. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Complaints" });
    const style = getComputedStyle(region);
    await expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThanOrEqual(16);
    await expect(Number.parseFloat(style.paddingTop)).toBe(24);
  },
};

/** Without a name it is no landmark (the layout's `<main>` is one already), and `gutters={false}` drops the padding. */
export const NoGutters: Story = {
  args: { "aria-labelledby": undefined, gutters: false, size: "narrow" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=page-container]")!;
    await expect(getComputedStyle(container).paddingLeft).toBe("0px");
  },
};
