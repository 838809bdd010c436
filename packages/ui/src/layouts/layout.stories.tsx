import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "react-aria-components";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { SettingsDrawer } from "../settings/settings-drawer";
import { createLayoutConfigStore, useLayoutConfig } from "../settings/layout-config-store";
import { Layout } from "./layout";
import {
  expectShellChrome,
  layoutStoryMeta,
  mainNavigation,
  playHorizontalDesktop,
  playOverMode,
  playSideAtMd,
  playThai,
  shell,
  storyArgs,
} from "./layout-story-kit";
import { resolveLayout, selectLayout } from "./resolve-layout";

const meta = {
  title: "Layouts/Layout",
  ...layoutStoryMeta(Layout),
  component: Layout,
  args: { ...storyArgs("en"), name: "classy" },
  argTypes: { navigation: { control: false }, name: { control: "select" } },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

const layoutOf = (root: HTMLElement) => root.ownerDocument.querySelector('[data-slot="layout"], [data-layout]')?.getAttribute("data-layout");

/** Waits (up to 10 s: the shells load lazily, slowly on a busy machine) until the page shows the given layout. */
const expectLayout = (root: HTMLElement, name: string) => waitFor(() => expect(layoutOf(root)).toBe(name), { timeout: 10_000 });

/** The default layout, classy, through `Layout` (the visual baselines of classy shoot this story). */
export const Classy: Story = {};

/** Classy has no footer (every other shell has one), and shows the user's title and name by the user menu. */
export const ClassyHasNoFooter: Story = {
  globals: { viewport: { value: "xl" } },
  play: async ({ canvasElement }) => {
    await expectShellChrome(canvasElement, { footer: false });
    await expect(canvasElement.ownerDocument.querySelector('[data-slot="top-bar-user-name"]')).toHaveTextContent("Mr Somchai Srisuk");
  },
};

/** An unknown name renders the default layout (classy) instead of a blank page. */
export const UnknownNameFallsBack: Story = {
  args: { name: "blank" },
  play: async ({ canvasElement }) => {
    await expectLayout(canvasElement, "classy");
  },
};

/** The empty layout: the page only, no settings button. */
export const EmptyHasNoSettingsButton: Story = {
  args: { name: "empty" },
  play: async ({ canvasElement }) => {
    await expectLayout(canvasElement, "empty");
    await expect(shell(canvasElement).queryByRole("button", { name: "Settings" })).toBeNull();
  },
};

/** A story of `Layout` with `name` at a story viewport, checked by `play`. */
function atViewport(name: string, viewport: string, play: Story["play"]): Story {
  return { args: { name }, globals: { viewport: { value: viewport } }, play };
}

/** Exactly at md (960 px) a vertical layout's navigation is in side mode and open. */
export const SideAtMd: Story = atViewport("compact", "md", playSideAtMd);

/** One pixel below md (959 px) it is in over mode and closed, with the menu toggle. */
export const OverBelowMd: Story = atViewport("thin", "belowMd", playOverMode);

/** At md a horizontal layout shows the horizontal menu and no hamburger. */
export const HorizontalAtMd: Story = atViewport("enterprise", "md", playHorizontalDesktop);

/** Below md a horizontal layout has a hamburger opening an over-mode vertical navigation. */
export const HamburgerBelowMd: Story = atViewport("material", "belowMd", playOverMode);

/** Thai strings, menu, user and Buddhist-era year (the futuristic layout). */
export const Thai: Story = {
  args: { name: "futuristic" },
  globals: { viewport: { value: "xl" }, locale: "th" },
  play: playThai,
};

/**
 * The selection rules wired as the portal will wire them: configuration (persisted store, here in memory),
 * then `?layout=`, then the deepest route's value; choosing a layout in the drawer removes the query parameter
 * first, then stores the layout.
 */
function SelectionDemo() {
  const [store] = useState(() => createLayoutConfigStore(null));
  const config = useLayoutConfig(store);
  const [query, setQuery] = useState<string | null>("modern");
  const [routeLayout, setRouteLayout] = useState<string | undefined>(undefined);
  const name = resolveLayout({ config: config.layout, query, routeLayouts: [undefined, routeLayout] });
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout
      {...storyArgs("en")}
      name={name}
      settings={
        <SettingsDrawer
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          value={{ ...config, layout: name }}
          onChange={({ layout, ...rest }) => {
            if (layout) void selectLayout(layout, { removeQueryParam: () => setQuery(null), setConfig: store.set });
            else store.set(rest);
          }}
        />
      }
    >
      <div className="flex flex-col gap-3 p-6">
        <h1 className="text-2xl font-semibold">Layout selection</h1>
        <p>
          URL: <output data-testid="url">{`/e-service/main${query ? `?layout=${query}` : ""}`}</output>
        </p>
        <p>
          Stored configuration: <output data-testid="config">{config.layout}</output>
        </p>
        <Button
          onPress={() => setRouteLayout(routeLayout ? undefined : "empty")}
          className="w-fit rounded-lg border border-border px-3 py-2 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary"
        >
          {routeLayout ? "Leave the error page" : "Open the error page (route layout: empty)"}
        </Button>
      </div>
    </Layout>
  );
}

/** Play test of the selection rules (docs/spec/portal-spec.md section 2 "Layouts"). */
export const SelectionRules: Story = {
  globals: { viewport: { value: "xl" } },
  render: () => <SelectionDemo />,
  play: async ({ canvasElement }) => {
    const page = shell(canvasElement);
    // The query parameter overrides the configured default (classy).
    await expectLayout(canvasElement, "modern");
    await expect(page.getByTestId("config")).toHaveTextContent("classy");

    // Choosing a layout in the drawer: the query parameter goes first, then the configuration takes the layout.
    await userEvent.click(page.getByRole("button", { name: "Settings" }));
    const drawer = await screen.findByRole("dialog", { name: "Settings" });
    await userEvent.click(within(drawer).getByRole("radio", { name: "Thin" }));
    await expectLayout(canvasElement, "thin");
    await expect(page.getByTestId("url")).toHaveTextContent(/^\/e-service\/main$/);
    await expect(page.getByTestId("config")).toHaveTextContent("thin");
    // The drawer stays open across the layout change.
    await expect(screen.getByRole("dialog", { name: "Settings" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Settings" })).toBeNull());

    // A route's layout wins over the configuration; leaving the route gives the configured layout back.
    await userEvent.click(page.getByRole("button", { name: /Open the error page/ }));
    await expectLayout(canvasElement, "empty");
    await expect(page.queryByRole("button", { name: "Settings" })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Leave the error page" }));
    await expectLayout(canvasElement, "thin");
    await expect(mainNavigation(canvasElement)).toHaveAttribute("data-appearance", "thin");
  },
};
