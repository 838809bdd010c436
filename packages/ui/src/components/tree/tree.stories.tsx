import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmptyState } from "../empty-state/empty-state";
import { Tree } from "./tree";

/** An organisation unit as the portal's structure page will pass it (issue 10, item 1). */
interface OrgUnit {
  id: string;
  kind: "division" | "section" | "position";
  name: string;
  /** Staff in the unit. */
  members: number;
  isActive: boolean;
  children?: OrgUnit[];
}

type Names = Record<string, { en: string; th: string }>;

const names: Names = {
  clerk: { en: "Office of the Municipal Clerk", th: "สำนักปลัดเทศบาล" },
  "clerk-admin": { en: "General Administration Section", th: "งานธุรการ" },
  "clerk-admin-head": { en: "Head of General Administration", th: "หัวหน้างานธุรการ" },
  "clerk-admin-officer": { en: "Administrative Officer", th: "เจ้าพนักงานธุรการ" },
  "clerk-disaster": { en: "Disaster Prevention and Relief Section", th: "งานป้องกันและบรรเทาสาธารณภัย" },
  "clerk-disaster-officer": { en: "Disaster Prevention Officer", th: "เจ้าพนักงานป้องกันและบรรเทาสาธารณภัย" },
  works: { en: "Public Works Division", th: "กองช่าง" },
  "works-lighting": { en: "Public Lighting Section", th: "งานไฟฟ้าสาธารณะ" },
  "works-planning": { en: "Town Planning Section", th: "งานผังเมือง" },
  finance: { en: "Finance Division", th: "กองคลัง" },
  "finance-revenue": { en: "Revenue Development Section", th: "งานพัฒนาและจัดเก็บรายได้" },
  complaints: { en: "Complaints Centre", th: "ศูนย์รับเรื่องร้องเรียน" },
};

type Shape = Omit<OrgUnit, "name" | "children"> & { children?: Shape[] };

const shape: Shape[] = [
  {
    id: "clerk",
    kind: "division",
    members: 14,
    isActive: true,
    children: [
      {
        id: "clerk-admin",
        kind: "section",
        members: 5,
        isActive: true,
        children: [
          { id: "clerk-admin-head", kind: "position", members: 1, isActive: true },
          { id: "clerk-admin-officer", kind: "position", members: 4, isActive: true },
        ],
      },
      {
        id: "clerk-disaster",
        kind: "section",
        members: 9,
        isActive: true,
        children: [{ id: "clerk-disaster-officer", kind: "position", members: 9, isActive: true }],
      },
    ],
  },
  {
    id: "works",
    kind: "division",
    members: 11,
    isActive: true,
    children: [
      { id: "works-lighting", kind: "section", members: 6, isActive: true },
      { id: "works-planning", kind: "section", members: 0, isActive: false },
    ],
  },
  {
    id: "finance",
    kind: "division",
    members: 8,
    isActive: true,
    children: [{ id: "finance-revenue", kind: "section", members: 8, isActive: true }],
  },
  { id: "complaints", kind: "division", members: 3, isActive: true },
];

/** The demo organisation in one language. */
function organisation(locale: "en" | "th", units: Shape[] = shape): OrgUnit[] {
  return units.map(({ children, ...unit }) => ({
    ...unit,
    name: names[unit.id]![locale],
    children: children && organisation(locale, children),
  }));
}

const unitsEn = organisation("en");
const unitsTh = organisation("th");

const inactiveText = { en: "Inactive", th: "ยกเลิกแล้ว" };
const peopleText = { en: (n: number) => `${n} staff`, th: (n: number) => `${n} คน` };

/** Row content of the stories: the name, the staff count and an "Inactive" pill. */
function rowFor(locale: "en" | "th") {
  return (unit: OrgUnit) => (
    <>
      <span className={unit.kind === "division" ? "font-semibold" : undefined}>{unit.name}</span>
      <span className="ms-auto shrink-0 text-xs text-muted tabular-nums">{peopleText[locale](unit.members)}</span>
      {!unit.isActive && (
        <span className="shrink-0 rounded-full border border-border px-2 py-0.5 text-xs">{inactiveText[locale]}</span>
      )}
    </>
  );
}

/** Row name: the unit's name, then "inactive" when it is. */
function textFor(locale: "en" | "th") {
  return (unit: OrgUnit) => (unit.isActive ? unit.name : `${unit.name}, ${inactiveText[locale]}`);
}

const onExpandedChange = fn();
const onSelectionChange = fn();
const onAction = fn();

const meta = {
  title: "Product/Tree",
  component: Tree<OrgUnit>,
  args: {
    "aria-label": "Organisation structure",
    items: unitsEn,
    renderItem: rowFor("en"),
    getTextValue: textFor("en"),
    isItemInactive: (unit) => !unit.isActive,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Tree<OrgUnit>>;

export default meta;
type Story = StoryObj<typeof meta>;

const thaiArgs = {
  "aria-label": "โครงสร้างองค์กร",
  items: unitsTh,
  renderItem: rowFor("th"),
  getTextValue: textFor("th"),
};

/** Rows of the tree, in visual order. */
function rowsOf(canvasElement: HTMLElement, name = "Organisation structure") {
  return within(within(canvasElement).getByRole("treegrid", { name })).getAllByRole("row");
}

/**
 * Three levels (division > section > position), all expanded: `aria-level` 1-3, indentation 0 / 24 / 48 px,
 * rows at least 40 px high, a chevron named "Collapse <name>" on every parent and none on leaves.
 */
export const Organisation: Story = {
  args: { defaultExpandedKeys: ["clerk", "clerk-admin", "clerk-disaster", "works", "finance"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(12);
    const clerk = canvas.getByRole("row", { name: "Office of the Municipal Clerk" });
    const admin = canvas.getByRole("row", { name: "General Administration Section" });
    const head = canvas.getByRole("row", { name: "Head of General Administration" });
    await expect(rows[0]).toBe(clerk);
    await expect(rows[1]).toBe(admin);
    await expect(rows[2]).toBe(head);
    for (const [row, level, indent] of [[clerk, 1, "0px"], [admin, 2, "24px"], [head, 3, "48px"]] as const) {
      await expect(row).toHaveAttribute("aria-level", String(level));
      await expect(getComputedStyle(row).paddingInlineStart).toBe(indent);
    }
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(clerk).toHaveAttribute("aria-expanded", "true");
    await expect(head).not.toHaveAttribute("aria-expanded");
    await expect(within(clerk).getByRole("button", { name: "Collapse Office of the Municipal Clerk" })).toBeInTheDocument();
    await expect(within(head).queryByRole("button")).toBeNull();
    await expect(within(admin).getByText("5 staff")).toBeInTheDocument();
  },
};

/** Collapsed at first; the chevron expands and collapses a row by mouse, and reports the expanded ids. */
export const ExpandCollapseByMouse: Story = {
  args: { onExpandedChange },
  play: async ({ canvasElement }) => {
    onExpandedChange.mockClear();
    const canvas = within(canvasElement);
    await expect(rowsOf(canvasElement)).toHaveLength(4);
    await expect(canvas.queryByRole("row", { name: "General Administration Section" })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Expand Office of the Municipal Clerk" }));
    await expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(["clerk"]));
    await expect(canvas.getByRole("row", { name: "Office of the Municipal Clerk" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("row", { name: "General Administration Section" })).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(6);

    await userEvent.click(canvas.getByRole("button", { name: "Expand General Administration Section" }));
    await expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(["clerk", "clerk-admin"]));
    await expect(canvas.getByRole("row", { name: "Administrative Officer" })).toHaveAttribute("aria-level", "3");

    await userEvent.click(canvas.getByRole("button", { name: "Collapse Office of the Municipal Clerk" }));
    await expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(["clerk-admin"]));
    await expect(canvas.queryByRole("row", { name: "General Administration Section" })).toBeNull();
    await expect(rowsOf(canvasElement)).toHaveLength(4);
  },
};

/**
 * Keyboard: Tab focuses the first row (visible focus ring); Right expands, Down moves into the children,
 * Left on a collapsed child goes back to the parent, Left again collapses; End / Home go to the last / first row.
 */
export const ExpandCollapseByKeyboard: Story = {
  args: { onExpandedChange },
  play: async ({ canvasElement }) => {
    onExpandedChange.mockClear();
    const canvas = within(canvasElement);
    const clerk = () => canvas.getByRole("row", { name: "Office of the Municipal Clerk" });

    await userEvent.tab();
    await expect(clerk()).toHaveFocus();
    await expect(clerk()).toHaveAttribute("data-focus-visible", "true");
    await expect(getComputedStyle(clerk()).outlineStyle).toBe("solid");
    await expect(getComputedStyle(clerk()).outlineWidth).toBe("2px");

    await userEvent.keyboard("{ArrowRight}");
    await expect(clerk()).toHaveAttribute("aria-expanded", "true");
    await expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(["clerk"]));
    await expect(canvas.getByRole("row", { name: "General Administration Section" })).toBeInTheDocument();

    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("row", { name: "General Administration Section" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("row", { name: "Disaster Prevention and Relief Section" })).toHaveFocus();

    await userEvent.keyboard("{ArrowLeft}");
    await expect(clerk()).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(clerk()).toHaveAttribute("aria-expanded", "false");
    await expect(onExpandedChange).toHaveBeenLastCalledWith(new Set());
    await expect(canvas.queryByRole("row", { name: "General Administration Section" })).toBeNull();

    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("row", { name: "Complaints Centre" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(clerk()).toHaveFocus();
  },
};

/** Single selection: a click selects a row, Space selects another; `onSelectionChange` gets the id. */
export const SingleSelection: Story = {
  args: { selectionMode: "single", onSelectionChange, defaultExpandedKeys: ["works"] },
  play: async ({ canvasElement }) => {
    onSelectionChange.mockClear();
    const canvas = within(canvasElement);
    const lighting = canvas.getByRole("row", { name: "Public Lighting Section" });
    await expect(lighting).toHaveAttribute("aria-selected", "false");

    await userEvent.click(within(lighting).getByText("Public Lighting Section"));
    await expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["works-lighting"]));
    await expect(lighting).toHaveAttribute("aria-selected", "true");

    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard(" ");
    await expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["works-planning"]));
    await expect(lighting).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("row", { name: "Town Planning Section, Inactive" })).toHaveAttribute("aria-selected", "true");
    await expect(onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

/** Enter on a focused row calls `onAction` with the item (for example to open the unit). */
export const ActionOnEnter: Story = {
  args: { onAction, defaultExpandedKeys: ["finance"] },
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(within(canvasElement).getByRole("row", { name: "Revenue Development Section" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction.mock.calls[0]![0]).toMatchObject({ id: "finance-revenue", name: "Revenue Development Section" });
  },
};

/**
 * Master-detail (`selectionBehavior="replace"`): the selection follows the arrow keys, Enter runs the action on
 * the selected row.
 */
export const MasterDetail: Story = {
  args: { selectionMode: "single", selectionBehavior: "replace", onSelectionChange, onAction },
  play: async ({ canvasElement }) => {
    onSelectionChange.mockClear();
    onAction.mockClear();
    await userEvent.click(within(canvasElement).getByText("Public Works Division"));
    await expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["works"]));
    await expect(onAction).not.toHaveBeenCalled();
    await userEvent.keyboard("{ArrowDown}");
    await expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["finance"]));
    await userEvent.keyboard("{Enter}");
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction.mock.calls[0]![0]).toMatchObject({ id: "finance" });
  },
};

/** An inactive unit is muted (`data-inactive`), says so in text and in its name, and stays focusable. */
export const InactiveItem: Story = {
  args: { defaultExpandedKeys: ["works"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const planning = canvas.getByRole("row", { name: "Town Planning Section, Inactive" });
    const lighting = canvas.getByRole("row", { name: "Public Lighting Section" });
    await expect(planning).toHaveAttribute("data-inactive", "true");
    await expect(lighting).not.toHaveAttribute("data-inactive");
    await expect(within(planning).getByText("Inactive")).toBeVisible();
    await expect(getComputedStyle(planning).color).not.toBe(getComputedStyle(lighting).color);
    await userEvent.click(within(planning).getByText("Town Planning Section"));
    await expect(planning).toHaveFocus();
  },
};

/** Thai: Thai names, the tree named in Thai, chevrons named ขยาย / ยุบ, typeahead on Thai text. */
export const Thai: Story = {
  globals: { locale: "th" },
  args: { ...thaiArgs, onExpandedChange, defaultExpandedKeys: ["clerk"] },
  play: async ({ canvasElement }) => {
    onExpandedChange.mockClear();
    const canvas = within(canvasElement);
    const rows = rowsOf(canvasElement, "โครงสร้างองค์กร");
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveAccessibleName("สำนักปลัดเทศบาล");
    await expect(rows[1]).toHaveAccessibleName("งานธุรการ");
    await expect(within(rows[1]!).getByText("5 คน")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "ยุบ สำนักปลัดเทศบาล" })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "ขยาย งานธุรการ" }));
    await expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(["clerk", "clerk-admin"]));
    await expect(canvas.getByRole("row", { name: "เจ้าพนักงานธุรการ" })).toHaveAttribute("aria-level", "3");

    // Typeahead: typing the start of a Thai name moves focus to that row.
    await userEvent.keyboard("กองค");
    await expect(canvas.getByRole("row", { name: "กองคลัง" })).toHaveFocus();
  },
};

/** Empty: the default empty state ("Nothing here yet"). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole("treegrid", { name: "Organisation structure" });
    await expect(tree).toHaveAttribute("data-empty", "true");
    await expect(within(tree).getByText("Nothing here yet")).toBeInTheDocument();
  },
};

/** Empty in Thai. */
export const EmptyThai: Story = {
  globals: { locale: "th" },
  args: { ...thaiArgs, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("ยังไม่มีรายการ")).toBeInTheDocument();
  },
};

/** The app's own empty state (`renderEmptyState`), for example with what to do next. */
export const CustomEmptyState: Story = {
  args: {
    items: [],
    renderEmptyState: () => (
      <EmptyState title="No units yet" description="Add the first division of the municipality." size="sm" />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No units yet")).toBeInTheDocument();
    await expect(canvas.queryByText("Nothing here yet")).toBeNull();
  },
};

/** Dark scheme, expanded, with a selection. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  args: { selectionMode: "single", defaultSelectedKeys: ["clerk-admin"], defaultExpandedKeys: ["clerk", "works"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("row", { name: "General Administration Section" })).toHaveAttribute("aria-selected", "true");
  },
};
