/**
 * Global story setup: the ui stylesheet, toolbar globals (theme, scheme, locale) applied through the ui's own
 * ThemeProvider and UiI18nProvider, and axe violations failing the run (`parameters.a11y.test = "error"`).
 */
import type { Decorator, Preview } from "@storybook/react-vite";
import { THEMES, SCHEMES, ThemeProvider, isScheme, isThemeName } from "../packages/ui/src/theme";
import { UiI18nProvider, UI_LOCALES, type UiLocale } from "../packages/ui/src/i18n";
import "../packages/ui/src/styles.css";

const withProviders: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : "default";
  const scheme = isScheme(context.globals.scheme) ? context.globals.scheme : "light";
  const locale: UiLocale = context.globals.locale === "th" ? "th" : "en";
  const content = (
    <UiI18nProvider locale={locale}>
      <div className="bg-background p-4 text-foreground">
        <Story />
      </div>
    </UiI18nProvider>
  );
  // Stories of the ThemeProvider itself set `parameters.themeProvider = false` and render their own.
  if (context.parameters.themeProvider === false) return content;
  return (
    <ThemeProvider theme={theme} scheme={scheme}>
      {content}
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: "Theme",
      toolbar: { title: "Theme", icon: "paintbrush", items: [...THEMES], dynamicTitle: true },
    },
    scheme: {
      description: "Colour scheme",
      toolbar: { title: "Scheme", icon: "contrast", items: [...SCHEMES], dynamicTitle: true },
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
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ["autodocs"],
};

export default preview;
