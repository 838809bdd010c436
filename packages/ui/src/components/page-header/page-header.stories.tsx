import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { RouterProvider } from "../link/link";
import { PageHeader } from "./page-header";

const navigate = fn();
const onNew = fn();

const meta = {
  title: "Product/PageHeader",
  component: PageHeader,
  args: {
    title: "Complaints",
    description: "Follow what you have reported to the municipality.",
    breadcrumbs: [
      { label: "Home", href: "/" },
      { label: "E-service", href: "/e-service" },
      { label: "Complaints" },
    ],
    actions: <Button onPress={onNew}>New complaint</Button>,
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={(href) => `/app${href}`}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title as the h1, breadcrumbs in a named nav, the last crumb current; links go through the router. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    onNew.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Complaints" })).toBeInTheDocument();
    const nav = canvas.getByRole("navigation", { name: "Breadcrumbs" });
    const links = within(nav).getAllByRole("link");
    await expect(links[0]).toHaveAttribute("href", "/app/");
    await expect(within(nav).getByText("Complaints").closest("[aria-current]")).toHaveAttribute("aria-current", "page");
    // Keyboard: Tab to "E-service", Enter navigates through the router (no reload).
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "E-service" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/e-service", undefined);
    // On to the action.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "New complaint" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onNew).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the breadcrumbs nav is named in Thai. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: {
    title: "เรื่องร้องเรียน",
    description: "ติดตามเรื่องที่ท่านแจ้งต่อเทศบาล",
    breadcrumbs: [
      { label: "หน้าแรก", href: "/" },
      { label: "บริการออนไลน์", href: "/e-service" },
      { label: "เรื่องร้องเรียน" },
    ],
    actions: <Button>แจ้งเรื่องใหม่</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "เส้นทางนำทาง" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "เรื่องร้องเรียน" })).toBeInTheDocument();
  },
};

/** Long Thai title and crumbs wrap at 360 px; actions drop below the title. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  args: {
    title: "คำร้องขอรับใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ ประจำปีงบประมาณ พ.ศ. ๒๕๖๙",
    description: "กรุณาตรวจสอบรายการเอกสารประกอบคำร้องให้ครบถ้วนก่อนยื่นคำร้อง เพื่อความรวดเร็วในการพิจารณา",
    breadcrumbs: [
      { label: "หน้าแรก", href: "/" },
      { label: "บริการอิเล็กทรอนิกส์ของเทศบาล", href: "/e-service" },
      { label: "ใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ", href: "/e-service/licence" },
      { label: "ยื่นคำร้องใหม่" },
    ],
    actions: (
      <>
        <Button variant="secondary">บันทึกร่าง</Button>
        <Button>ยื่นคำร้อง</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=page-header]")!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Title only: no nav, no description, no actions. */
export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Complaints");
  },
};

/** Many crumbs and several actions. */
export const ManyItems: Story = {
  args: {
    breadcrumbs: ["Home", "Staff", "Cases", "2026", "November", "Unit 3", "Street lights", "C-0042"].map((label, i, all) => ({
      label,
      href: i < all.length - 1 ? `/${all.slice(1, i + 1).join("/").toLowerCase()}` : undefined,
    })),
    actions: (
      <>
        <Button variant="quiet">Print</Button>
        <Button variant="secondary">Assign</Button>
        <Button variant="danger">Close case</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(8);
  },
};

/** Dark scheme. */
export const Dark: Story = { globals: { scheme: "dark" } };
