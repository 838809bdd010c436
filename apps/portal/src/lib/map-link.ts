/**
 * Where a case is, for people (tracker issue 41 item 1): a position as text and its OpenStreetMap address. Nothing is
 * fetched from a map server by the portal itself: the link opens openstreetmap.org in a new tab when a user follows it.
 */

/** A WGS84 position in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** "13.752346, 100.501235": the position with 6 decimals, as stored. */
export function positionText(position: Position): string {
  return `${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}`;
}

/** The OpenStreetMap page of a position, with a marker, at street zoom (18). */
export function openStreetMapUrl(position: Position): string {
  const lat = position.latitude.toFixed(6);
  const lon = position.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;
}
