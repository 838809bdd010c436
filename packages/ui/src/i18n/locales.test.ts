import { describe, expect, it, vi } from "vitest";

describe("ui languages", () => {
  it("has English at once and Thai once loaded; until then Thai shows the English strings and react-aria its own", async () => {
    // The unit files share one module graph (vitest.config.ts): another file may have loaded Thai already.
    vi.resetModules();
    const { ariaStringsFor } = await import("./aria-strings");
    const { isUiLocaleLoaded, loadUiLocale, subscribeToUiLocales, uiStringsOf } = await import("./locales");
    expect(isUiLocaleLoaded("en")).toBe(true);
    expect(isUiLocaleLoaded("th")).toBe(false);
    expect(uiStringsOf("th").close).toBe("Close");
    // Nothing to install yet: react-aria's components use the English they carry.
    expect(ariaStringsFor("th")).toBeUndefined();
    expect(ariaStringsFor("en")).toBeUndefined();

    let notified = 0;
    const unsubscribe = subscribeToUiLocales(() => (notified += 1));
    await Promise.all([loadUiLocale("th"), loadUiLocale("th")]);
    unsubscribe();

    expect(isUiLocaleLoaded("th")).toBe(true);
    expect(notified).toBeGreaterThan(0);
    expect(uiStringsOf("th").close).toBe("ปิด");
    expect(uiStringsOf("en").close).toBe("Close");
    expect(ariaStringsFor("th")!["@react-aria/overlays"]!.dismiss).toBe("ปิด");
    // react-aria's English set came with it, to go back to English once the page has shown Thai.
    expect(ariaStringsFor("en")!["@react-aria/overlays"]!.dismiss).toBe("Dismiss");
  });
});
