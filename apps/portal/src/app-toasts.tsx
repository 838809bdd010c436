/**
 * The toast region of the app-wide queue, as a module of its own: `app.tsx` loads it when the browser is idle after
 * the first render, so the first render does not wait for react-aria's toast and landmark code (tracker issue 8).
 */
import { ToastRegion } from "@eoffice/ui";

/** The region showing the toasts of `showToast` (ui `toastQueue`). */
export default function AppToastRegion() {
  return <ToastRegion />;
}
