/**
 * Web routes of spec 02 §2. A module of their own: the shell's navigation needs them on every page, the
 * rest of rabatt-constants (formatters, export columns) only the Kommunalrabatt pages.
 */
export const RABATT_ROUTES = {
  overview: '/kommunalrabatt',
  list: (commune: string, year: number) =>
    `/lieferstellen?commune=${encodeURIComponent(commune)}&year=${year}`,
} as const;
