/**
 * An error message above a form or a list (announced at once: `role="alert"`).
 */
import type { ReactNode } from "react";

/** Shows an error text; the text itself says what went wrong (never colour alone). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-warn bg-warn/10 px-4 py-3 text-sm text-warn">
      {children}
    </div>
  );
}
