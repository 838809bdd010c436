/**
 * Field errors of a form (client checks and the server's 400 `errors`), passed to the ui `Form` as
 * `validationErrors`. A field's error is removed as soon as the user changes that field, so the message goes
 * while typing rather than when the field loses focus (which would move the submit button under the pointer).
 */
import { useCallback, useState } from "react";

/** The errors, a setter for all of them, and `clear(field)` to call from a field's `onChange`. */
export function useFieldErrors(): {
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  clear: (field: string) => void;
} {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, clear };
}
