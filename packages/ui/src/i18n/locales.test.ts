import { describe, expect, it } from "vitest";
import { ariaStringsFor } from "./aria-strings";
import { isUiLocaleLoaded, loadUiLocale, subscribeToUiLocales, uiStringsOf } from "./locales";

describe("ui languages", () => {
  it("has English at once and Thai once loaded; until then Thai shows the English strings", async () => {
    expect(isUiLocaleLoaded("en")).toBe(true);
    expect(isUiLocaleLoaded("th")).toBe(false);
    expect(uiStringsOf("th").close).toBe("Close");
    expect(ariaStringsFor("th")["@react-aria/overlays"]!.dismiss).toBe("Dismiss");

    let notified = 0;
    const unsubscribe = subscribeToUiLocales(() => (notified += 1));
    await Promise.all([loadUiLocale("th"), loadUiLocale("th")]);
    unsubscribe();

    expect(isUiLocaleLoaded("th")).toBe(true);
    expect(notified).toBeGreaterThan(0);
    expect(uiStringsOf("th").close).toBe("ปิด");
    expect(uiStringsOf("en").close).toBe("Close");
    expect(ariaStringsFor("th")["@react-aria/overlays"]!.dismiss).toBe("ปิด");
  });
});
