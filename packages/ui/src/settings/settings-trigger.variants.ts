/**
 * Recipe of the settings drawer's button (docs/spec/shell-behaviour.md section 5: a 40 x 40 px tab on the right edge
 * 275 px from the top), in a module of its own: the top bar's placeholder (`widgets/placeholders`) draws the button
 * before the drawer's code and its recipes (`settings.variants.ts`, whose `trigger` slots are these) have loaded
 * (tracker issue 40 item 1).
 */
import { tv } from "../lib/tv";

/** The classes of the button and of its turning icon. */
export const settingsTriggerSlots = {
  trigger: [
    "fixed top-[275px] right-0 z-[250] flex size-10 items-center justify-center rounded-l-lg bg-primary text-on-primary",
    "shadow-lg outline-offset-2 hover:bg-primary-700 dark:hover:bg-primary-300 print:hidden",
    "forced-colors:border forced-colors:border-[ButtonBorder]",
  ],
  triggerIcon: "motion-safe:animate-[spin_3s_linear_infinite]",
};

/** The settings drawer's button and its icon. */
export const settingsTriggerVariants = tv({ slots: settingsTriggerSlots });
