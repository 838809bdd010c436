/** A value that follows another after it has stopped changing for a while (searches as the user types). */
import { useEffect, useState } from "react";

/**
 * The latest `value` once it has stayed the same for `delayMs`.
 * @param value - The changing value (for example the text of a search field).
 * @param delayMs - How long it must stay unchanged, in ms. @default 300
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
