import { describe, expect, it } from "vitest";
import { fullscreenLabels } from "../fullscreen/fullscreen-labels";
import { messagesLabels, notificationsLabels } from "../inbox/inbox-labels";
import { searchLabels } from "../search/search-labels";
import { shortcutsLabels } from "../shortcuts/shortcuts-labels";
import { topBarPanelLabels } from "./panel-labels";
import type { WidgetLabelSet } from "./widget-labels";

const sets: Record<string, WidgetLabelSet<object>> = {
  fullscreenLabels,
  messagesLabels,
  notificationsLabels,
  searchLabels,
  shortcutsLabels,
  topBarPanelLabels,
};

const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();

describe("top-bar widget labels (every user-facing string in English and Thai)", () => {
  for (const [name, set] of Object.entries(sets)) {
    it(`${name}: same keys, non-empty, same placeholders in en and th`, () => {
      const en = set.en as Record<string, string>;
      const th = set.th as Record<string, string>;
      expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(en[key]?.trim(), `en.${key}`).not.toBe("");
        expect(th[key]?.trim(), `th.${key}`).not.toBe("");
        expect(placeholders(th[key] ?? ""), key).toEqual(placeholders(en[key] ?? ""));
      }
    });
  }
});
