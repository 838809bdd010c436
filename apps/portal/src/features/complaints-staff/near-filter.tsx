/**
 * The work queue's distance filter (tracker issue 41 item 1): the cases within a radius in metres of a point given by
 * its latitude and longitude (WGS84 degrees), applied with a button; a bad value is named next to its field. Clearing
 * the three fields and applying removes the filter. The server's `near` (contract `NearFilter`) does the search. The
 * fields start from `value`: the queue gives the component a `key` of the applied filter, so that a change of the
 * address (Back, "Clear filters") starts them again.
 *
 * Accessible names for tests: the group "Distance from a point", fields "Latitude", "Longitude", "Radius (metres)",
 * the button "Apply distance".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button, TextField } from "@eoffice/ui";
import type { Schemas } from "@eoffice/api-client";
import { NEAR_LIMITS, nearFilterOf } from "./queue-filters";

/** Props of {@link NearFilter}. */
export interface NearFilterProps {
  /** The filter applied now, if any. */
  value: Schemas["NearFilter"] | undefined;
  /** Called with the new filter, or undefined to remove it. */
  onApply: (near: Schemas["NearFilter"] | undefined) => void;
}

type NearField = "latitude" | "longitude" | "radius";

/** The fields of a filter as typed text. */
const draftOf = (value: Schemas["NearFilter"] | undefined): Record<NearField, string> => ({
  latitude: value ? String(value.latitude) : "",
  longitude: value ? String(value.longitude) : "",
  radius: value ? String(value.radius) : "",
});

/** The distance filter of the queue's filter panel. */
export function NearFilter({ value, onApply }: NearFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(value));
  const [invalid, setInvalid] = useState<NearField[]>([]);

  const apply = () => {
    if (!draft.latitude.trim() && !draft.longitude.trim() && !draft.radius.trim()) {
      setInvalid([]);
      onApply(undefined);
      return;
    }
    const wrong: NearField[] = [];
    if (!nearFilterOf(draft.latitude, "0", "1")) wrong.push("latitude");
    if (!nearFilterOf("0", draft.longitude, "1")) wrong.push("longitude");
    if (!nearFilterOf("0", "0", draft.radius)) wrong.push("radius");
    setInvalid(wrong);
    if (wrong.length === 0) onApply(nearFilterOf(draft.latitude, draft.longitude, draft.radius));
  };

  const field = (name: NearField, label: string, error: string) => (
    <TextField
      label={label}
      inputMode={name === "radius" ? "numeric" : "decimal"}
      maxLength={20}
      value={draft[name]}
      onChange={(text) => setDraft({ ...draft, [name]: text })}
      isInvalid={invalid.includes(name)}
      errorMessage={error}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply();
      }}
    />
  );

  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">{t("queue.near.title")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {field("latitude", t("queue.near.latitude"), t("queue.near.range", { min: -NEAR_LIMITS.latitude, max: NEAR_LIMITS.latitude }))}
        {field("longitude", t("queue.near.longitude"), t("queue.near.range", { min: -NEAR_LIMITS.longitude, max: NEAR_LIMITS.longitude }))}
        {field("radius", t("queue.near.radius"), t("queue.near.radiusRange", { max: NEAR_LIMITS.radiusMax }))}
      </div>
      <Button variant="secondary" size="sm" onPress={apply} className="w-fit">
        {t("queue.near.apply")}
      </Button>
    </fieldset>
  );
}
