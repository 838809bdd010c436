/**
 * Where a case is (tracker issue 41 item 1): the one rounding of a position and the one distance filter, used by
 * the staff work queue (`cases/search.ts`) and the Open311 `GET requests` (`handlers/open311/`).
 *
 * PGlite has no PostGIS, so the filter is plain SQL that runs on both: a bounding box on latitude and longitude
 * (served by `complaints_latitude_longitude_idx`) narrows the rows, then the haversine great-circle distance on a
 * sphere of the mean Earth radius decides. Positions are WGS84 degrees.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { complaints } from "../db/schema";

/** Mean Earth radius, in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

/** A point and a radius: the cases within `radius` metres of (`latitude`, `longitude`). */
export interface NearFilter {
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
}

/** A coordinate rounded to 6 decimals (about 0.1 m), as stored. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The bounding box of `near`, in degrees: latitude ± radius/R, longitude ± the same divided by cos(latitude)
 * (the whole range of longitude near a pole or when the box passes the antimeridian).
 */
export function boundingBox(near: NearFilter): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const dLat = (near.radius / EARTH_RADIUS_M) * (180 / Math.PI);
  const minLat = Math.max(-90, near.latitude - dLat);
  const maxLat = Math.min(90, near.latitude + dLat);
  const cos = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  const dLon = cos < 1e-9 ? 360 : dLat / cos;
  const wraps = near.longitude - dLon < -180 || near.longitude + dLon > 180;
  return { minLat, maxLat, minLon: wraps ? -180 : near.longitude - dLon, maxLon: wraps ? 180 : near.longitude + dLon };
}

/**
 * The condition "the case lies within the radius", its values read through `value` (`nearLat`, `nearLon`,
 * `nearRadius`, `nearMinLat`, `nearMaxLat`, `nearMinLon`, `nearMaxLon`: {@link nearValues}). Cases without a
 * position never match.
 */
export function withinRadius(value: (name: string) => SQLWrapper): SQL {
  const lat = complaints.latitude;
  const lon = complaints.longitude;
  const haversine = sql`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${value("nearLat")}::float8) / 2), 2)
    + cos(radians(${value("nearLat")}::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - ${value("nearLon")}::float8) / 2), 2))))`;
  return sql`(${lat} between ${value("nearMinLat")}::float8 and ${value("nearMaxLat")}::float8
    and ${lon} between ${value("nearMinLon")}::float8 and ${value("nearMaxLon")}::float8
    and ${haversine} <= ${value("nearRadius")}::float8)`;
}

/** The values that {@link withinRadius} reads, by name. */
export function nearValues(near: NearFilter): Record<string, number> {
  const box = boundingBox(near);
  return {
    nearLat: near.latitude,
    nearLon: near.longitude,
    nearRadius: near.radius,
    nearMinLat: box.minLat,
    nearMaxLat: box.maxLat,
    nearMinLon: box.minLon,
    nearMaxLon: box.maxLon,
  };
}
