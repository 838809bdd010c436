import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { thaiAddressFixture } from "../../fixtures/thai-address";
import type { ThaiAddressLoader } from "../thai-address-picker/thai-address-picker";
import { FormRenderer, type FormRendererProps } from "./form-renderer";
import { preloadFormFields } from "./lazy-fields";
import { FormSummary } from "./form-summary";
import { equipmentBorrowingForm, equipmentBorrowingRulesForm, everyFieldForm, treeCuttingForm } from "./service-form.fixtures";
import type { ServiceFormFile, ServiceFormValue } from "./types";

/** The address levels from the small fixture, as an app's loader would fetch them. */
const addressLoader: ThaiAddressLoader = {
  provinces: async () => thaiAddressFixture.provinces,
  districts: async (code) => thaiAddressFixture.districts.filter((d) => d.provinceCode === code),
  subdistricts: async (code) => thaiAddressFixture.subdistricts.filter((s) => s.districtCode === code),
};

let nextFileId = 100;
/** An upload that reports 50 % and then answers with a new file id (no network). */
const fakeUpload: NonNullable<FormRendererProps["uploadFile"]> = async (_file, onProgress) => {
  onProgress(50);
  await new Promise((resolve) => setTimeout(resolve, 20));
  nextFileId += 1;
  return { id: `0b7e4c2a-5d1f-4a8e-9c3b-${String(nextFileId).padStart(12, "0")}` };
};

type HarnessProps = Omit<FormRendererProps, "value" | "onChange"> & {
  initial?: ServiceFormValue;
  onChange?: (value: ServiceFormValue) => void;
  /** The server's answer to a submit: a 400 with these field errors (mapped anew on every render, as apps do). */
  serverErrorsOnSubmit?: Record<string, string>;
};

/** The form as an app holds it: the answers in state, then the "check your answers" list once valid. */
function RequestForm({ initial = {}, onChange, onSubmit, serverErrorsOnSubmit, ...props }: HarnessProps) {
  const [value, setValue] = useState<ServiceFormValue>(initial);
  const [answer, setAnswer] = useState<Record<string, string> | null>(null);
  const [files, setFiles] = useState<ServiceFormFile[]>([]);
  const [checking, setChecking] = useState(false);
  if (checking) {
    return <FormSummary form={props.form} value={value} files={files} onChangeField={() => setChecking(false)} />;
  }
  return (
    <FormRenderer
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onFileUploaded={(file) => setFiles((list) => [...list, file])}
      errors={answer ? { ...answer } : props.errors}
      onSubmit={(answers) => {
        onSubmit?.(answers);
        if (serverErrorsOnSubmit) setAnswer(serverErrorsOnSubmit);
        else setChecking(true);
      }}
    />
  );
}

const meta = {
  title: "Product/FormRenderer",
  component: RequestForm,
  args: {
    form: everyFieldForm,
    onSubmit: fn(),
    onChange: fn(),
    uploadFile: fakeUpload,
    addressLoader,
    "aria-label": "Request",
  },
  // The date and time fields' code, as an app loads it once it has the form's definition (`preloadFormFields`).
  loaders: [async ({ args }) => ({ fields: await preloadFormFields(args.form) })],
} satisfies Meta<typeof RequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of field, in English: text, national ID, telephone, e-mail, number, date, time, select, radios, checkboxes, long text, files, address. */
export const EveryField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /National ID number/ })).toHaveAccessibleDescription("13 digits, as on the ID card");
    await expect(canvas.getByRole("group", { name: /Date of the event/ })).toBeInTheDocument();
    await expect(canvas.getByRole("radiogroup", { name: /Do you need electricity/ })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: /Services/ })).toHaveAccessibleDescription("Choose up to 2");
    await expect(canvas.getByRole("group", { name: "Supporting documents" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: /Your address/ })).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /House number/ })).toBeInTheDocument();
  },
};

/** Every kind of field in Thai (checked by axe like every story). */
export const EveryFieldThai: Story = {
  globals: { locale: "th" },
  args: { "aria-label": "คำขอ" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /ชื่อ-นามสกุล/ })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "ดำเนินการต่อ" })).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /บ้านเลขที่/ })).toBeInTheDocument();
  },
};

/**
 * Submitting empty: the error summary ("There is a problem") takes focus and lists a message per field in the
 * form's order; each field shows its message, linked by aria-describedby; a summary link moves focus to its
 * field; nothing is submitted. The messages follow the answers once shown.
 */
export const SubmitWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    const links = within(summary).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Enter full name",
      "Enter national ID number",
      "Enter telephone number",
      "Enter number of people",
      "Enter date of the event",
      "Enter start time",
      "Choose venue",
      "Choose do you need electricity?",
      "Choose services",
      "Enter house number",
      "Choose province",
      "Choose district",
      "Choose sub-district",
      "Choose postcode",
    ]);
    const fullName = canvas.getByRole("textbox", { name: /Full name/ });
    await expect(fullName).toHaveAttribute("aria-invalid", "true");
    await expect(fullName).toHaveAccessibleDescription("Enter full name");
    await expect(canvas.getByRole("radiogroup", { name: /electricity/ })).toHaveAccessibleDescription(
      "Choose do you need electricity?",
    );
    await userEvent.click(within(summary).getByRole("link", { name: "Enter telephone number" }));
    const phone = canvas.getByRole("textbox", { name: /Telephone number/ });
    await expect(phone).toHaveFocus();
    await userEvent.keyboard("08123");
    await expect(phone).toHaveAccessibleDescription("Telephone number is not in the right format");
    await userEvent.keyboard("45678");
    await expect(phone).not.toHaveAttribute("aria-invalid");
    await expect(within(summary).queryByText(/Telephone number/)).not.toBeInTheDocument();
    await userEvent.click(within(summary).getByRole("link", { name: "Choose province" }));
    await expect(canvas.getByRole("combobox", { name: /Province/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Thai messages, and the national ID checksum: a wrong check digit is refused; the right one clears the message. */
export const ThaiNationalIdChecksum: Story = {
  globals: { locale: "th" },
  args: { "aria-label": "คำขอ" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const id = canvas.getByRole("textbox", { name: /เลขประจำตัวประชาชน/ });
    await userEvent.click(id);
    await userEvent.keyboard("1-1017-00206-45-8");
    await expect(id).toHaveValue("1101700206458");
    await userEvent.click(canvas.getByRole("button", { name: "ดำเนินการต่อ" }));
    const summary = await canvas.findByRole("alert");
    await expect(within(summary).getByRole("heading", { name: "กรุณาแก้ไขข้อมูลต่อไปนี้" })).toBeInTheDocument();
    const message = "เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบเลข 13 หลักอีกครั้ง";
    await expect(within(summary).getByRole("link", { name: message })).toBeInTheDocument();
    await expect(id).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(within(summary).getByRole("link", { name: "กรุณากรอกชื่อ-นามสกุล" })).toBeInTheDocument();
    await userEvent.click(id);
    await userEvent.keyboard("{Backspace}9");
    await expect(id).toHaveValue("1101700206459");
    await expect(id).not.toHaveAttribute("aria-invalid");
    await expect(within(summary).queryByRole("link", { name: message })).not.toBeInTheDocument();
    // Thai digits typed on a Thai keyboard are read as digits.
    await userEvent.clear(id);
    await userEvent.keyboard("๑๑๐๑๗๐๐๒๐๖๔๕๙");
    await expect(id).toHaveValue("1101700206459");
  },
};

/**
 * Equipment borrowing in Thai, filled by keyboard only: the item from the select, the quantity, both dates typed
 * in the Buddhist era digit by digit, the purpose and telephone; Continue submits the Gregorian ISO dates and
 * the "check your answers" list shows them in the Buddhist era.
 */
export const FillByKeyboardThai: Story = {
  globals: { locale: "th" },
  args: { form: equipmentBorrowingForm, "aria-label": "ขอยืมพัสดุ" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /พัสดุที่ขอยืม/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole("button", { name: /พัสดุที่ขอยืม/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /จำนวน/ })).toHaveFocus();
    await userEvent.keyboard("๒๐");
    await userEvent.tab();
    await userEvent.keyboard("01112569");
    await userEvent.tab(); // the calendar button
    await userEvent.tab();
    await userEvent.keyboard("03112569");
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /วัตถุประสงค์/ })).toHaveFocus();
    await userEvent.keyboard("งานทำบุญประจำปีของชุมชนบ้านสวน");
    await userEvent.tab();
    await userEvent.keyboard("0812345678");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "ดำเนินการต่อ" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      item: "chair",
      quantity: 20,
      fromDate: "2026-11-01",
      toDate: "2026-11-03",
      purpose: "งานทำบุญประจำปีของชุมชนบ้านสวน",
      phone: "0812345678",
    });
    await expect(await canvas.findByText("1 พฤศจิกายน 2569")).toBeInTheDocument();
    await expect(canvas.getByText("เก้าอี้")).toBeInTheDocument();
  },
};

/**
 * Tree cutting: the photo uploads as soon as it is chosen (through the app's `uploadFile`); the answer is the
 * file id. Submitting without a photo asks for one; with it, the request is sent with the photo's id.
 */
export const FileUploadField: Story = {
  args: { form: treeCuttingForm, initial: { place: "In front of house 12, soi 3", trees: 2, reason: "wires" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    const summary = await canvas.findByRole("alert");
    await expect(within(summary).getByRole("link", { name: "Attach photos of the trees" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: /Photos of the trees/ })).toHaveAccessibleDescription("Attach photos of the trees");
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File([new Uint8Array(2048)], "tree.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(canvas.getByText("Uploaded")).toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ photos: [expect.stringMatching(/^[0-9a-f-]{36}$/)], trees: 2, reason: "wires" }),
    );
    await expect(await canvas.findByText("tree.jpg")).toBeInTheDocument();
  },
};

/** The address by keyboard: house number typed, province, district and sub-district picked; the postcode fills itself. */
export const AddressByKeyboard: Story = {
  args: {
    initial: {
      fullName: "Somchai Jaidee",
      nationalId: "1101700206459",
      phone: "0812345678",
      people: 80,
      eventDate: "2026-12-05",
      startTime: "09:30",
      venue: "hall",
      power: "no",
      services: ["sound"],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: /House number/ }));
    await userEvent.keyboard("99/1");
    await userEvent.tab();
    await userEvent.keyboard("4");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: /Province/ })).toHaveFocus();
    await userEvent.keyboard("chiang");
    await screen.findByRole("option", { name: "Chiang Mai" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: /District/ })).toHaveFocus();
    await userEvent.keyboard("mueang");
    await screen.findByRole("option", { name: "Mueang Chiang Mai" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await userEvent.keyboard("suthep");
    await screen.findByRole("option", { name: "Suthep" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("textbox", { name: /Postcode/ })).toHaveValue("50200");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
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
      }),
    );
  },
};

/**
 * Server field errors (a 400 naming `data.quantity`, a 409 on the booking): the summary lists them, the field
 * shows its message until it is edited; an error on no field (`booking`) shows in the summary only.
 */
export const ServerErrors: Story = {
  args: {
    form: equipmentBorrowingForm,
    initial: { item: "tent", quantity: 40, fromDate: "2026-11-01", toDate: "2026-11-03", purpose: "Community fair at the temple", phone: "0812345678" },
    errors: { quantity: "Only 30 tents can be borrowed at once", booking: "These dates are already booked" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(within(summary).getByRole("link", { name: "Only 30 tents can be borrowed at once" })).toBeInTheDocument();
    await expect(within(summary).getByText("These dates are already booked")).toBeInTheDocument();
    const quantity = canvas.getByRole("textbox", { name: /Quantity/ });
    await expect(quantity).toHaveAccessibleDescription("Only 30 tents can be borrowed at once");
    await userEvent.click(quantity);
    await userEvent.keyboard("{Backspace}{Backspace}30");
    await expect(quantity).not.toHaveAttribute("aria-invalid");
    await expect(within(summary).queryByText("Only 30 tents can be borrowed at once")).not.toBeInTheDocument();
  },
};

/**
 * The server refuses a valid-looking request (a 400 naming `data.phone`): the summary takes focus; typing in
 * other fields keeps focus where it is (the app passes a new errors object on every render).
 */
export const ServerErrorsAfterSubmit: Story = {
  args: {
    form: equipmentBorrowingForm,
    initial: { item: "tent", quantity: 4, fromDate: "2026-11-01", toDate: "2026-11-03", purpose: "Community fair at the temple" },
    serverErrorsOnSubmit: { phone: "This telephone number is not in service" },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole("textbox", { name: /Telephone number/ });
    await userEvent.click(phone);
    await userEvent.keyboard("0299999999");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription("This telephone number is not in service");
    const purpose = canvas.getByRole("textbox", { name: /Purpose/ });
    await userEvent.click(purpose);
    await userEvent.keyboard(" 2026");
    await expect(purpose).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription("This telephone number is not in service");
  },
};

/** At 360 px wide every field fits: nothing scrolls sideways. */
/** Answers of the equipment loan with rules, all fine on 24 Nov 2026 but the dates (see the stories below). */
const borrowing: ServiceFormValue = { item: "tent", quantity: 2, purpose: "งานศพคุณยายที่ศาลาวัด", phone: "0812345678" };

/**
 * The rules the service catalogue states, declared in the form (tracker issue 36 item 4), in Thai: on 24 Nov 2026 a
 * loan from 20 Nov (in the past), returned 19 days later (at most 7), by a borrower of 11 (at least 18) shows each
 * rule's message next to its field and in the summary; nothing is submitted.
 */
export const CatalogueRulesThai: Story = {
  globals: { locale: "th" },
  args: {
    form: equipmentBorrowingRulesForm,
    today: "2026-11-24",
    initial: { ...borrowing, fromDate: "2026-11-20", toDate: "2026-12-09", birthDate: "2015-05-01" },
    "aria-label": "ขอยืมพัสดุ",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "ดำเนินการต่อ" }));
    const summary = await canvas.findByRole("alert");
    const messages = {
      fromDate: "วันที่ยืมต้องเป็นวันนี้หรือวันหลังจากนี้",
      toDate: "วันที่คืนต้องไม่เกิน 7 วันหลังจากวันที่ยืม",
      birthDate: "วันเดือนปีเกิดของผู้ยืมต้องเป็นวันเกิดของผู้ที่มีอายุ 18 ถึง 120 ปี",
    };
    await expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(Object.values(messages));
    await expect(canvas.getByRole("group", { name: /วันที่ยืม/ })).toHaveAccessibleDescription(expect.stringContaining(messages.fromDate));
    await expect(canvas.getByRole("group", { name: /วันที่คืน/ })).toHaveAccessibleDescription(expect.stringContaining(messages.toDate));
    await expect(canvas.getByRole("group", { name: /วันเดือนปีเกิด/ })).toHaveAccessibleDescription(expect.stringContaining(messages.birthDate));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same rules kept: a loan from today for 7 days by an adult is submitted. */
export const CatalogueRulesKept: Story = {
  args: {
    form: equipmentBorrowingRulesForm,
    today: "2026-11-24",
    initial: { ...borrowing, fromDate: "2026-11-24", toDate: "2026-12-01", birthDate: "1980-01-01" },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fromDate: "2026-11-24", toDate: "2026-12-01" })));
  },
};

export const Narrow: Story = {
  globals: { locale: "th" },
  args: { "aria-label": "คำขอ" },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await userEvent.click(within(canvasElement).getByRole("button", { name: "ดำเนินการต่อ" }));
    await within(canvasElement).findByRole("alert");
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    for (const element of Array.from(form.querySelectorAll<HTMLElement>("input, button, [role=group], [role=alert]"))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1) continue; // visually hidden inputs of radios and checkboxes
      await expect(box.right - form.getBoundingClientRect().left).toBeLessThanOrEqual(361);
    }
  },
};
