/**
 * What a page shows while its code or data loads.
 */
import { Spinner } from "@eoffice/ui";

/** A centred spinner labelled "Loading…" in the user's language (the ui string). */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center p-8">
      <Spinner size="lg" />
    </div>
  );
}
