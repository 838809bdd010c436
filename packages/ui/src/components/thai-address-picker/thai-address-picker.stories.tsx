import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { thaiAddressFixture } from "../../fixtures/thai-address";
import { ThaiAddressPicker, type ThaiAddressLoader } from "./thai-address-picker";

const meta = {
  title: "Product/ThaiAddressPicker",
  component: ThaiAddressPicker,
  args: { data: thaiAddressFixture, label: "Address", onChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl"><Story /></div>],
} satisfies Meta<typeof ThaiAddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: only the province can be used; the other levels say what to choose first. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Province" })).toBeEnabled();
    await expect(canvas.getByRole("combobox", { name: "District" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "District" })).toHaveAccessibleDescription("Choose a province first");
    await expect(canvas.getByRole("combobox", { name: "Sub-district" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toBeDisabled();
  },
};

/**
 * Keyboard only: type to search each level, ArrowDown + Enter to pick, Tab to the next level. The postcode
 * fills itself; the value carries codes and both names. Changing the province clears the levels below.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "Province" })).toHaveFocus();
    await userEvent.keyboard("chiang");
    await screen.findByRole("option", { name: "Chiang Mai" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      province: { code: "50", name: { th: "เชียงใหม่", en: "Chiang Mai" } },
      district: null,
      subdistrict: null,
      postcode: null,
    });
    await userEvent.tab();
    const district = canvas.getByRole("combobox", { name: "District" });
    await expect(district).toHaveFocus();
    await userEvent.keyboard("mueang");
    await screen.findByRole("option", { name: "Mueang Chiang Mai" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "Sub-district" })).toHaveFocus();
    await userEvent.keyboard("suthep");
    await screen.findByRole("option", { name: "Suthep" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveValue("50200");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        district: { code: "5001", provinceCode: "50", name: { th: "เมืองเชียงใหม่", en: "Mueang Chiang Mai" } },
        subdistrict: expect.objectContaining({ code: "500108", postcodes: ["50200"] }),
        postcode: "50200",
      }),
    );
    // Back to the province: a different province clears district, sub-district and postcode.
    const province = canvas.getByRole("combobox", { name: "Province" });
    await userEvent.click(province);
    await userEvent.keyboard("{Control>}a{/Control}prachuap");
    await screen.findByRole("option", { name: "Prachuap Khiri Khan" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ district: null, subdistrict: null, postcode: null }),
    );
    await expect(canvas.getByRole("combobox", { name: "District" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Sub-district" })).toBeDisabled();
  },
};

/** Thai, Bangkok: the levels are labelled เขต and แขวง; names are shown in Thai. */
export const ThaiBangkok: Story = {
  globals: { locale: "th" },
  args: { label: "ที่อยู่ตามทะเบียนบ้าน" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "อำเภอ" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("กรุง");
    await screen.findByRole("option", { name: "กรุงเทพมหานคร" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "เขต" })).toHaveFocus();
    await userEvent.keyboard("พระนคร");
    await screen.findByRole("option", { name: "พระนคร" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "แขวง" })).toHaveFocus();
    await userEvent.keyboard("เสาชิง");
    await screen.findByRole("option", { name: "เสาชิงช้า" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("textbox", { name: "รหัสไปรษณีย์" })).toHaveValue("10200");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        subdistrict: expect.objectContaining({ code: "100106", name: { th: "เสาชิงช้า", en: "Sao Chingcha" } }),
        postcode: "10200",
      }),
    );
  },
};

/** A sub-district with several postcodes: the postcode becomes a choice (Enter opens, ArrowDown, Enter picks). */
export const SeveralPostcodes: Story = {
  args: {
    defaultValue: {
      province: thaiAddressFixture.provinces[2]!,
      district: thaiAddressFixture.districts.find((d) => d.code === "7706")!,
      subdistrict: null,
      postcode: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sub = canvas.getByRole("combobox", { name: "Sub-district" });
    await userEvent.click(sub);
    await userEvent.keyboard("pran");
    await screen.findByRole("option", { name: "Pran Buri" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    const postcode = canvas.getByRole("button", { name: /Postcode/ });
    await expect(canvas.getByText("This sub-district has more than one postcode. Choose one.")).toBeVisible();
    await userEvent.tab();
    await expect(postcode).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ postcode: "77160" }));
  },
};

/** Many items: Mueang Chiang Mai's 16 sub-districts in the list; typing narrows it, no match says so. */
export const ManyItems: Story = {
  args: {
    defaultValue: {
      province: thaiAddressFixture.provinces[1]!,
      district: thaiAddressFixture.districts.find((d) => d.code === "5001")!,
      subdistrict: null,
      postcode: null,
    },
  },
  play: async ({ canvasElement }) => {
    const sub = within(canvasElement).getByRole("combobox", { name: "Sub-district" });
    await userEvent.click(sub);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(16);
    await userEvent.keyboard("{Escape}");
    await userEvent.keyboard("zzz");
    await waitFor(() => expect(screen.queryAllByRole("option")).toHaveLength(0));
    await userEvent.keyboard("{Escape}");
  },
};

/** Errors per field (for example the server's field errors), each next to its level. */
export const FieldErrors: Story = {
  args: {
    isRequired: true,
    defaultValue: {
      province: thaiAddressFixture.provinces[1]!,
      district: null,
      subdistrict: null,
      postcode: null,
    },
    errors: { district: "Choose the district", subdistrict: "Choose the sub-district" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const district = canvas.getByRole("combobox", { name: /District/ });
    await expect(district).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Choose the district")).toBeVisible();
  },
};

const loaderFixture = (overrides: Partial<ThaiAddressLoader> = {}): ThaiAddressLoader => ({
  provinces: async () => thaiAddressFixture.provinces,
  districts: async (code) => thaiAddressFixture.districts.filter((d) => d.provinceCode === code),
  subdistricts: async (code) => thaiAddressFixture.subdistricts.filter((s) => s.districtCode === code),
  ...overrides,
});

/** Data from a loader, one level at a time (resolved at once here: no real waiting, no network). */
export const WithLoader: Story = {
  args: { data: undefined, loader: loaderFixture() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("bang");
    await screen.findByRole("option", { name: "Bangkok" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "District (khet)" })).toHaveFocus();
    await userEvent.keyboard("pathum");
    await screen.findByRole("option", { name: "Pathum Wan" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ district: expect.objectContaining({ code: "1007" }) }),
    );
    await expect(canvas.getByRole("combobox", { name: "Sub-district (khwaeng)" })).toBeEnabled();
  },
};

/** Loading: a level whose data has not arrived shows a spinner ("Loading…"). */
export const Loading: Story = {
  args: { data: undefined, loader: loaderFixture({ provinces: () => new Promise(() => {}) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
  },
};

/** Load error: a message and a retry button (keyboard: Tab, Enter); the retry succeeds here. */
export const LoadError: Story = {
  args: {
    data: undefined,
    loader: (() => {
      let calls = 0;
      return loaderFixture({
        provinces: async () => {
          calls += 1;
          if (calls === 1) throw new Error("offline");
          return thaiAddressFixture.provinces;
        },
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The address list could not be loaded");
    const retry = canvas.getByRole("button", { name: "Try again" });
    retry.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("combobox", { name: "Province" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(await screen.findByRole("option", { name: "Chiang Mai" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
  },
};

/** Disabled: every level. */
export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: {
      province: thaiAddressFixture.provinces[1]!,
      district: thaiAddressFixture.districts.find((d) => d.code === "5001")!,
      subdistrict: thaiAddressFixture.subdistricts.find((s) => s.code === "500101")!,
      postcode: "50200",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Province" })).toBeDisabled();
  },
};

/** Long Thai text: Thai labels, names and long error messages wrap inside their column. */
export const LongThaiText: Story = {
  globals: { locale: "th" },
  args: {
    label: "ที่อยู่สำหรับจัดส่งเอกสารใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ",
    isRequired: true,
    defaultValue: {
      province: thaiAddressFixture.provinces[0]!,
      district: thaiAddressFixture.districts.find((d) => d.code === "1001")!,
      subdistrict: thaiAddressFixture.subdistricts.find((s) => s.code === "100101")!,
      postcode: "10200",
    },
    errors: {
      subdistrict: "แขวงที่เลือกไม่ตรงกับที่อยู่ตามทะเบียนบ้านที่แนบมา กรุณาตรวจสอบและเลือกแขวงใหม่อีกครั้ง",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: /แขวง/ })).toHaveValue("พระบรมมหาราชวัง");
    await expect(canvas.getByRole("textbox", { name: /รหัสไปรษณีย์/ })).toHaveValue("10200");
  },
};
