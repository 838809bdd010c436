/**
 * `SettingsDrawer` (docs/spec/portal-spec.md section 2 "Layouts": every layout but empty shows a settings button on the
 * right edge 275 px from the top; the drawer, 320 px wide, holds the theme picker (default, brand, indigo,
 * rose, purple, amber in 3 columns), the scheme (auto follows the operating system, dark, light) and the
 * layout picker; docs/spec/shell-behaviour.md sections 5 and 10).
 *
 * Better than the template: the trigger is a real button named "Settings" with a visible focus ring, its cog
 * spins only when the user allows motion; the drawer is a modal dialog (focus moves in and is trapped, Escape
 * or a click outside closes it, focus returns to the button), full width below 600 px; options are radio
 * groups whose selection is marked by a check, not by colour alone. Presentational: the app stores the
 * values (see `createLayoutConfigStore`) and, for a layout, calls `selectLayout` so the query parameter is
 * cleared first.
 */
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { ReactNode } from "react";
import { SunMoon } from "lucide-react";
import { Icon } from "../components/icon";
import { focusRing } from "../lib/focus-ring";
import { HORIZONTAL_LAYOUTS, LAYOUTS, type LayoutName } from "../layouts/layout-names";
import { SCHEMES, THEMES, type Scheme, type ThemeName } from "../theme/themes";
import { useWidgetLabels } from "../widgets/panel/widget-labels";
import type { LayoutConfig } from "./layout-config-store";
import { LayoutThumbnail } from "./layout-thumbnail";
import { layoutLabel, schemeLabel, settingsLabels, themeLabel, type SettingsLabels } from "./settings-labels";
import { SettingsRadioGroup } from "./settings-radio-group";
import { settingsDrawerVariants } from "./settings.variants";

/** Props of {@link SettingsDrawer}. */
export interface SettingsDrawerProps {
  /** The current theme, scheme and layout. */
  value: LayoutConfig;
  /** Called with what the user changed (one field per call). */
  onChange: (partial: Partial<LayoutConfig>) => void;
  /** Replaces single strings of the current language. */
  labels?: Partial<SettingsLabels>;
  /** The drawer is open (controlled). */
  isOpen?: boolean;
  /** Open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The layouts offered by the layout picker. @default LAYOUTS (all eleven) */
  layouts?: readonly LayoutName[];
}

const SCHEME_ICONS: Record<Scheme, ReactNode> = {
  auto: <SunMoon aria-hidden="true" size={20} />,
  dark: <Icon name="moon" size={20} />,
  light: <Icon name="sun" size={20} />,
};

/** The settings button and drawer (see the module comment). */
export function SettingsDrawer({ value, onChange, labels: overrides, isOpen, defaultOpen, onOpenChange, layouts = LAYOUTS }: SettingsDrawerProps) {
  const labels = useWidgetLabels(settingsLabels, overrides);
  const slots = settingsDrawerVariants();
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button
        aria-label={labels.settings}
        data-slot="settings-button"
        className={(state) => `${slots.trigger()} ${focusRing({ isFocusVisible: state.isFocusVisible })}`}
      >
        <Icon name="settings" size={20} className={slots.triggerIcon()} />
      </Button>
      <ModalOverlay isDismissable className={slots.overlay()}>
        <Modal data-slot="settings-drawer" className={slots.sheet()}>
          <Dialog className={slots.dialog()}>
            {({ close }) => (
              <>
                <div className={slots.header()}>
                  <Icon name="settings" size={28} />
                  <Heading slot="title" className={slots.title()}>{labels.settings}</Heading>
                  <Button
                    aria-label={labels.close}
                    onPress={close}
                    className={(state) => `${slots.close()} ${focusRing({ isFocusVisible: state.isFocusVisible, className: "outline-on-primary" })}`}
                  >
                    <Icon name="x" size={20} />
                  </Button>
                </div>
                <div className={slots.body()}>
                  <SettingsRadioGroup<ThemeName>
                    slot="theme-picker"
                    title={labels.theme}
                    value={value.theme}
                    onChange={(theme) => onChange({ theme })}
                    shape="card"
                    options={THEMES.map((theme) => ({
                      value: theme,
                      label: themeLabel(labels, theme),
                      visual: <span aria-hidden="true" data-theme={theme} className="h-6 w-full rounded bg-primary forced-colors:bg-[CanvasText]" />,
                    }))}
                  />
                  <SettingsRadioGroup<Scheme>
                    slot="scheme-picker"
                    title={labels.scheme}
                    value={value.scheme}
                    onChange={(scheme) => onChange({ scheme })}
                    columns={1}
                    shape="row"
                    options={SCHEMES.map((scheme) => ({
                      value: scheme,
                      label: schemeLabel(labels, scheme),
                      description: scheme === "auto" ? labels.schemeAutoDescription : undefined,
                      visual: SCHEME_ICONS[scheme],
                    }))}
                  />
                  <SettingsRadioGroup<LayoutName>
                    slot="layout-picker"
                    title={labels.layout}
                    value={value.layout}
                    onChange={(layout) => onChange({ layout })}
                    shape="card"
                    options={layouts.map((layout) => ({
                      value: layout,
                      label: layoutLabel(labels, layout),
                      visual: <LayoutThumbnail layout={layout} />,
                      // The horizontal layouts start a row of their own, after the vertical ones.
                      startsRow: layout === HORIZONTAL_LAYOUTS[0],
                    }))}
                  />
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
