/**
 * Global story setup: the ui stylesheet, toolbar globals (theme, scheme, locale) applied through the ui's own
 * ThemeProvider and UiI18nProvider - to every story and to the MDX guides (a docs container reading the same
 * globals) - the sidebar order of the designers' site, and axe violations failing the run
 * (`parameters.a11y.test = "error"`).
 */
import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { themes } from "storybook/theming";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { configure } from "storybook/test";
import { THEMES, SCHEMES, ThemeProvider, ThemeScope, isScheme, isThemeName, resolveScheme, usePrefersDark } from "../packages/ui/src/theme";
import { loadUiLocale, UiI18nProvider, UiI18nScope, UI_LOCALES, type UiLocale } from "../packages/ui/src/i18n";
import { loadMenuIcons } from "../packages/ui/src/components/icon";
import "./preview.css";

/**
 * How long `findBy*` and `waitFor` in play functions wait for what they look for (Testing Library's default is
 * 1,000 ms). In CI two cores run the story browser beside the API tests and the end-to-end browser: a lazily loaded
 * popup or a focus restored after an animation can take longer there than on a quiet machine. Something that never
 * appears still fails the test, only later.
 */
configure({ asyncUtilTimeout: 5_000 });

type Globals = Record<string, unknown>;

/** The theme, scheme and ui language the toolbar globals ask for (defaults: default, light, English). */
function fromGlobals(globals: Globals) {
  return {
    theme: isThemeName(globals.theme) ? globals.theme : "default",
    scheme: isScheme(globals.scheme) ? globals.scheme : "light",
    locale: (globals.locale === "th" ? "th" : "en") as UiLocale,
  };
}

/**
 * The story under the theme, scheme and language of its globals. On its own (the canvas) they are the page's, on
 * `<html>`. On a docs page every story of the file shares one document, so a story's own globals (a Thai or an
 * amber example) stay on a wrapper around its canvas (`ThemeScope`, `UiI18nScope`), and the page keeps the toolbar's
 * (tracker issue 42 item 1).
 */
const withProviders: Decorator = (Story, context) => {
  const { theme, scheme, locale } = fromGlobals(context.globals);
  const inDocs = context.viewMode === "docs";
  const Language = inDocs ? UiI18nScope : UiI18nProvider;
  const Theme = inDocs ? ThemeScope : ThemeProvider;
  const content = (
    <Language locale={locale}>
      <div className="bg-background p-4 text-foreground">
        <Story />
      </div>
    </Language>
  );
  // Stories of the ThemeProvider itself set `parameters.themeProvider = false` and render their own.
  if (context.parameters.themeProvider === false) return content;
  return (
    <Theme theme={theme} scheme={scheme}>
      {content}
    </Theme>
  );
};

/** The docs page container under the toolbar's providers (on `<html>`), following toolbar changes live, in its scheme. */
function ThemedDocsContainer(props: DocsContainerProps) {
  // The docs context carries the preview's channel and store; their globals API is not in the public types.
  const context = props.context as unknown as {
    channel?: { on(event: string, listener: (payload: { globals: Globals }) => void): void; off(event: string, listener: (payload: { globals: Globals }) => void): void };
    store?: { userGlobals?: { get?: () => Globals } };
  };
  const [globals, setGlobals] = useState<Globals>(() => context.store?.userGlobals?.get?.() ?? {});
  useEffect(() => {
    const listener = (payload: { globals: Globals }) => setGlobals(payload.globals);
    context.channel?.on("globalsUpdated", listener);
    return () => context.channel?.off("globalsUpdated", listener);
  }, [context.channel]);
  const { theme, scheme, locale } = fromGlobals(globals);
  // The docs page's own typography and surfaces (Storybook's docs theme) follow the scheme too.
  const dark = resolveScheme(scheme, usePrefersDark()) === "dark";
  return (
    <ThemeProvider theme={theme} scheme={scheme}>
      <UiI18nProvider locale={locale}>
        <DocsContainer {...props} theme={dark ? themes.dark : themes.light} />
      </UiI18nProvider>
    </ThemeProvider>
  );
}

/**
 * TSDoc in a props table's description as text, not markup: `{@link Name}` and `{@link Name | label}` as code
 * (`Name`, `label`), and a `@default value` tag (shown in the default column) dropped from the text. react-docgen-
 * typescript hands the comments over as written (tracker issue 42 item 1).
 */
function tsdocToMarkdown(text: string): string {
  return text
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*([^}]+))?\}/g, (_whole, target: string, label?: string) => `\`${(label ?? target).trim()}\``)
    .replace(/\n?@default\b[\s\S]*$/, "")
    .trim();
}

/** Applies {@link tsdocToMarkdown} to every description, and a `@default` tag to an empty default column. */
const tsdocArgTypes: NonNullable<Preview["argTypesEnhancers"]>[number] = (context) =>
  Object.fromEntries(
    Object.entries(context.argTypes).map(([name, argType]) => {
      const description = typeof argType.description === "string" ? argType.description : undefined;
      const tagged = description?.match(/@default\s+([\s\S]+)$/)?.[1]?.trim();
      const table = argType.table ?? {};
      return [
        name,
        {
          ...argType,
          ...(description === undefined ? {} : { description: tsdocToMarkdown(description) }),
          table: {
            ...table,
            ...(table.defaultValue || !tagged ? {} : { defaultValue: { summary: tsdocToMarkdown(tagged) } }),
          },
        },
      ];
    }),
  );

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const preview: Preview = {
  decorators: [withProviders],
  argTypesEnhancers: [tsdocArgTypes],
  // The ui's Thai strings and the menu set of icons (with the signed-in shell's glyphs) are chunks of their own: loaded
  // before any story renders, so that a story in Thai (the toolbar's language, or a story's own UiI18nProvider) shows
  // Thai, and a top bar its glyphs, from its first render, as the portal does.
  loaders: [async () => void (await Promise.all([loadUiLocale("th"), loadMenuIcons()]))],
  globalTypes: {
    theme: {
      description: "Theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: THEMES.map((value) => ({ value, title: capitalise(value) })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: "Colour scheme",
      toolbar: {
        title: "Scheme",
        icon: "contrast",
        items: SCHEMES.map((value) => ({ value, title: capitalise(value) })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: UI_LOCALES.map((value) => ({ value, title: value === "en" ? "English" : "ไทย" })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "default", scheme: "light", locale: "en" },
  parameters: {
    // In the test run (Vitest, `VITEST_STORYBOOK=false` as the a11y addon reads it), axe reports every node of a
    // violation and one node of each other result: its selectors for the thousands of passing nodes were a third to
    // a half of each check (e2e/support/axe.ts RUN_OPTIONS). The designers' a11y panel keeps every node.
    // axe leaves its WCAG 2.2 target-size rule (2.5.8, 24 px) off unless asked; the end-to-end checks ask for it by
    // tag (e2e/support/axe.ts WCAG_TAGS), and so do the stories, so that a target too small fails here first.
    a11y: {
      test: "error",
      config: { rules: [{ id: "target-size", enabled: true }] },
      ...(import.meta.env.VITEST_STORYBOOK === "false" ? { options: { resultTypes: ["violations"] } } : {}),
    },
    controls: { matchers: { color: /(background|color)$/i } },
    docs: { container: ThemedDocsContainer },
    options: {
      storySort: {
        order: [
          "Foundations",
          ["Overview", "*"],
          "Theme",
          "Primitives",
          ["Guide", "*"],
          "Navigation",
          ["Guide", "*"],
          "Layouts",
          ["Guide", "*"],
          "Widgets",
          ["Guide", "*"],
          "Settings",
          "Product",
          ["Overview", "*"],
          "*",
        ],
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
