import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { layoutChromaticModes, layoutViewports, shell } from "../layout-story-kit";
import { EmptyLayout } from "./empty-layout";

const meta = {
  title: "Layouts/Empty",
  component: EmptyLayout,
  parameters: { layout: "fullscreen", viewport: { options: layoutViewports }, chromatic: { modes: layoutChromaticModes } },
  decorators: [(Story) => <div className="-m-4">{Story()}</div>],
  args: {
    children: (
      <div className="m-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="text-2xl font-semibold">ไม่พบหน้าที่คุณต้องการ</h1>
        <p className="text-muted">The page you are looking for could not be found.</p>
      </div>
    ),
  },
} satisfies Meta<typeof EmptyLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page alone (an error page): no navigation, no top bar, no footer, no settings button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = shell(canvasElement);
    await expect(page.getByRole("main")).toHaveTextContent("404");
    await expect(page.queryByRole("button", { name: "Settings" })).toBeNull();
    await expect(page.queryByRole("navigation")).toBeNull();
    await expect(page.queryByRole("contentinfo")).toBeNull();
  },
};
