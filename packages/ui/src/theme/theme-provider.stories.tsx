import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { ThemeProvider, useResolvedScheme } from "./theme-provider";
import { SCHEMES, THEMES, type Scheme, type ThemeName } from "./themes";

const pill =
  "rounded-full border border-border px-3 py-1 text-sm text-foreground outline-primary data-[focus-visible]:outline-2 data-[selected]:bg-primary data-[selected]:text-on-primary forced-colors:data-[selected]:bg-[Highlight]";

function ResolvedScheme() {
  return <p className="text-sm text-muted">Shown: {useResolvedScheme()}</p>;
}

/** A small picker driving a ThemeProvider, like the settings drawer does. */
function ThemeDemo({ initialTheme = "default", initialScheme = "light" }: { initialTheme?: ThemeName; initialScheme?: Scheme }) {
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  const [scheme, setScheme] = useState<Scheme>(initialScheme);
  return (
    <ThemeProvider theme={theme} scheme={scheme}>
      <div className="flex flex-col gap-4 rounded-xl bg-surface p-4">
        <ToggleButtonGroup
          aria-label="Theme"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[theme]}
          onSelectionChange={(keys) => setTheme([...keys][0] as ThemeName)}
          className="flex flex-wrap gap-2"
        >
          {THEMES.map((t) => (
            <ToggleButton key={t} id={t} className={pill}>
              {t}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label="Scheme"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[scheme]}
          onSelectionChange={(keys) => setScheme([...keys][0] as Scheme)}
          className="flex gap-2"
        >
          {SCHEMES.map((s) => (
            <ToggleButton key={s} id={s} className={pill}>
              {s}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ResolvedScheme />
        <a href="#theme" className="text-primary underline">
          A link in the primary colour
        </a>
      </div>
    </ThemeProvider>
  );
}

/** A controllable stand-in for `matchMedia("(prefers-color-scheme: dark)")`. */
function fakeColourSchemeQuery(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  let matches = initiallyDark;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    if (!query.includes("prefers-color-scheme")) return original.call(window, query);
    return {
      get matches() {
        return matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    setDark(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let osPreference: ReturnType<typeof fakeColourSchemeQuery> | undefined;

const meta = {
  title: "Theme/ThemeProvider",
  component: ThemeDemo,
  parameters: { themeProvider: false },
} satisfies Meta<typeof ThemeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a scheme toggles the `dark` class on `<html>`; choosing a theme sets `data-theme` on `<html>`. */
export const SwitchSchemeAndTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const html = document.documentElement;
    await expect(html).toHaveAttribute("data-theme", "default");
    await expect(html).not.toHaveClass("dark");

    await userEvent.click(canvas.getByRole("radio", { name: "dark" }));
    await expect(html).toHaveClass("dark");
    await expect(canvas.getByText("Shown: dark")).toBeInTheDocument();

    await userEvent.click(canvas.getByRole("radio", { name: "light" }));
    await expect(html).not.toHaveClass("dark");

    await userEvent.click(canvas.getByRole("radio", { name: "rose" }));
    await expect(html).toHaveAttribute("data-theme", "rose");
    const primary = getComputedStyle(html).getPropertyValue("--theme-primary").trim();
    await expect(primary).toBe("#be123c");
  },
};

/** `auto` follows the operating system preference live (an emulated `prefers-color-scheme`). */
export const AutoFollowsOperatingSystem: Story = {
  args: { initialScheme: "auto" },
  beforeEach: () => {
    osPreference = fakeColourSchemeQuery(false);
    return () => osPreference?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const html = document.documentElement;
    await expect(html).not.toHaveClass("dark");
    osPreference?.setDark(true);
    await waitFor(() => expect(html).toHaveClass("dark"));
    await expect(canvas.getByText("Shown: dark")).toBeInTheDocument();
    osPreference?.setDark(false);
    await waitFor(() => expect(html).not.toHaveClass("dark"));
  },
};

/** Every theme's palette (shades 50-900) and its primary button, side by side. */
export const Palettes: Story = {
  parameters: { themeProvider: true },
  render: () => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} className="flex flex-col gap-2 rounded-xl bg-surface p-3">
          <span className="font-medium text-foreground">{theme}</span>
          <div className="flex" aria-hidden="true">
            {[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((shade) => (
              <span key={shade} className="h-6 flex-1" style={{ background: `var(--theme-primary-${shade})` }} />
            ))}
          </div>
          <span className="w-fit rounded-lg bg-primary px-3 py-1.5 text-sm text-on-primary">Primary</span>
          <span className="text-sm text-primary underline">Text link</span>
        </div>
      ))}
    </div>
  ),
};

/** Every theme's palette in the dark scheme. */
export const PalettesDark: Story = { ...Palettes, globals: { scheme: "dark" } };
