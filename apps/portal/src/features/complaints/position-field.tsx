/**
 * The place of a complaint from the device (tracker issue 41 item 1): a button asks the browser for its position
 * (the Geolocation API, only when the resident presses it, never on page load) and shows the coordinates with a
 * "Remove" button; a refusal, a failure or a browser without geolocation is said in words, and the typed address
 * (the form's Location field) still does. The position goes with the complaint as `latitude` and `longitude`.
 *
 * Accessible names for tests: the button "Use my current location", the status "Position: <lat>, <long>", the
 * button "Remove the position".
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button } from "@eoffice/ui";
import { positionText, type Position } from "../../lib/map-link";

/** Props of {@link PositionField}. */
export interface PositionFieldProps {
  /** The position given, or null. */
  position: Position | null;
  /** Called with the position found, or null when removed. */
  onChange: (position: Position | null) => void;
}

/** How long the browser may take to find the position, in ms. */
const LOCATE_TIMEOUT_MS = 15_000;

/** The message key of a failure: refused, not found in time or at all, or no geolocation in this browser. */
function failureKey(error: GeolocationPositionError | null): string {
  if (!error) return "complaints.position.unsupported";
  if (error.code === error.PERMISSION_DENIED) return "complaints.position.denied";
  return "complaints.position.unavailable";
}

/** The "use my current location" part of the complaint form. */
export function PositionField({ position, onChange }: PositionFieldProps) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const locate = () => {
    setFailure(null);
    if (!("geolocation" in navigator)) {
      setFailure(failureKey(null));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        onChange({ latitude: found.coords.latitude, longitude: found.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setFailure(failureKey(error));
      },
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onPress={locate} isPending={locating}>
          {t("complaints.position.use")}
        </Button>
        {position && (
          <Button variant="quiet" size="sm" onPress={() => onChange(null)}>
            {t("complaints.position.remove")}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-muted">
        {position ? t("complaints.position.given", { position: positionText(position) }) : failure ? null : t("complaints.position.hint")}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-warn">
          {t(failure)}
        </p>
      )}
    </div>
  );
}
