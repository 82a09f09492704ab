/**
 * Coordinates as editors type them: German decimal comma or point, degrees (WGS 84). The form keeps numbers;
 * a text that is no number stays text, so the contract's schema answers with its German message.
 */

/** Six decimals are about 10 cm: more than a click on the map can mean. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The text an editor typed as the form's value: a number, null when empty, the text when it is none. */
export function parseCoordinate(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const normalised = trimmed.replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalised)) return trimmed;
  return Number(normalised);
}

/** The form's value as German text: 51,2562. */
export function formatCoordinate(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).replace('.', ',');
  return typeof value === 'string' ? value : '';
}

/** A position the map can show: both numbers, in range, and not the empty 0/0. */
export function validPosition(latitude: unknown, longitude: unknown): [number, number] | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return [latitude, longitude];
}
