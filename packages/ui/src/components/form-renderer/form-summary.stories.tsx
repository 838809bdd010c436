import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormSummary } from "./form-summary";
import { everyFieldForm } from "./service-form.fixtures";

const answers = {
  fullName: "สมชาย ใจดี",
  nationalId: "1101700206459",
  phone: "0812345678",
  people: 1200,
  eventDate: "2026-12-05",
  startTime: "09:30",
  venue: "hall",
  power: "yes",
  services: ["sound", "tent"],
  documents: ["0b7e4c2a-5d1f-4a8e-9c3b-000000000007", "0b7e4c2a-5d1f-4a8e-9c3b-000000000008"],
  address: {
    houseNo: "99/1",
    moo: "4",
    provinceCode: "50",
    province: "เชียงใหม่",
    districtCode: "5001",
    district: "เมืองเชียงใหม่",
    subdistrictCode: "500108",
    subdistrict: "สุเทพ",
    postcode: "50200",
  },
};

const meta = {
  title: "Product/FormSummary",
  component: FormSummary,
  args: {
    form: everyFieldForm,
    value: answers,
    files: [
      { id: "0b7e4c2a-5d1f-4a8e-9c3b-000000000007", name: "แผนผังสถานที่.pdf" },
      { id: "0b7e4c2a-5d1f-4a8e-9c3b-000000000008", name: "หนังสือขออนุญาต.pdf" },
    ],
    onChangeField: fn(),
  },
  decorators: [(Story) => <div className="max-w-3xl"><Story /></div>],
} satisfies Meta<typeof FormSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English: dates in full, choices by label, files by name, "Not answered" for empty optional fields; "Change" names its field. */
export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("December 5, 2026")).toBeInTheDocument();
    await expect(canvas.getByText("Municipal hall")).toBeInTheDocument();
    await expect(canvas.getByText("1 1017 00206 45 9")).toBeInTheDocument();
    await expect(canvas.getByText("1,200")).toBeInTheDocument();
    await expect(canvas.getByText(/Sound system\s+Tent/)).toBeInTheDocument();
    await expect(canvas.getByText("99/1 Moo 4, สุเทพ, เมืองเชียงใหม่, เชียงใหม่ 50200")).toBeInTheDocument();
    await expect(canvas.getAllByText("Not answered")).toHaveLength(2);
    const change = canvas.getByRole("button", { name: "Change Date of the event" });
    change.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChangeField).toHaveBeenCalledWith("eventDate");
  },
};

/** Thai: the date in the Buddhist era, the time with น., the address with its Thai prefixes; "แก้ไข" links. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { onChangeField: undefined, changeHref: (field: string) => `#${field}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("5 ธันวาคม 2569")).toBeInTheDocument();
    await expect(canvas.getByText("09:30 น.")).toBeInTheDocument();
    await expect(canvas.getByText("หอประชุมเทศบาล")).toBeInTheDocument();
    await expect(canvas.getByText(/แผนผังสถานที่\.pdf\s+หนังสือขออนุญาต\.pdf/)).toBeInTheDocument();
    await expect(canvas.getByText("เลขที่ 99/1 หมู่ที่ 4 ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "แก้ไข วันที่จัดงาน" })).toHaveAttribute("href", "#eventDate");
    await expect(canvas.getAllByText("ไม่ได้ระบุ")).toHaveLength(2);
  },
};

/** Files without known names show their count. */
export const FileCount: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("2 files")).toBeInTheDocument();
  },
};
