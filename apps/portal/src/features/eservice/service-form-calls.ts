/**
 * A service's request form's first-render call (`routing/lazy-page.tsx`, `FirstRenderCalls`; tracker issue 40 item 5):
 * the service's definition, the same query as `useEService`. Asked for beside the page's code on a first visit, the
 * form renders once its code has arrived; asked for by the page's hook, it waited for the code, then for the answer,
 * one round trip more before the form (and its largest paint) on a slow network. The upload limits too, which the
 * form's uploads show (`uploadLimitsQuery`). Once the definition is here, the code of the parts only some forms have:
 * the date and time fields (`preloadFormFields`) and the booking picker ({@link loadBookingPicker}), so that the form
 * does not wait for them after its own code (tracker issue 40 item 1: most forms need neither).
 */
import { loadOnce, preloadFormFields } from "@eoffice/ui";
import { prefetchQueries, queryClient } from "../../api/query";
import type { FirstRenderContext } from "../../routing/lazy-page";
import { uploadLimitsQuery } from "../../lib/use-upload-limits";
import { eServiceQuery } from "./eservice-queries";
import { isServiceCode, serviceForm } from "./eservice-rules";

/**
 * The booking picker's module (with the date pickers' code, about 30 kB brotli), loaded once for a service with a
 * booking: by {@link prefetch} when the definition says so, else when the page first shows the picker.
 */
export const loadBookingPicker = loadOnce(() => import("./booking-picker").then((module) => ({ default: module.BookingPicker })));

/**
 * Starts the call for the service of the route's `code` and returns at once; a code that cannot be one is not asked
 * for (the page shows its 404), and a failed call is left to the hook. Once the answer is there, starts loading the
 * code of the fields its form needs.
 * @param context - The route's parameters.
 */
export function prefetch({ params }: FirstRenderContext): void {
  const code = params?.code ?? "";
  if (!isServiceCode(code)) return;
  prefetchQueries([eServiceQuery(code), uploadLimitsQuery()]);
  // After the prefetch above has started the call (a task later), so that this waits for the same call.
  setTimeout(() => {
    queryClient.fetchQuery(eServiceQuery(code)).then(
      (service) => {
        void preloadFormFields(serviceForm(service.form)).catch(() => undefined);
        if (service.booking) void loadBookingPicker().catch(() => undefined);
      },
      () => undefined,
    );
  }, 0);
}
