import { RABATT_FILTERS, type RabattFilter, SPARTEN, type Sparte } from '@kp/contract/rabatt-constants';
import { withParam } from '../../ui/search-params.ts';

// The list's state in the URL (/lieferstellen?commune=&year=&page=&filter=&sparten=), so a filtered page
// can be shared and survives a reload. Defaults are left out of the URL.

export const LIST_PARAMS = {
  commune: 'commune',
  year: 'year',
  page: 'page',
  filter: 'filter',
  sparten: 'sparten',
} as const;

export type ListView = { page: number; filter: RabattFilter; sparten: Sparte[] };

/** A year the API accepts, or null. */
export function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}

/** Pages count from 1; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The filter options a role is offered (spec 02 §2: some are for employees only). */
export const filterOptions = (isEmployee: boolean) =>
  RABATT_FILTERS.filter((option) => isEmployee || !option.employeeOnly);

/** A known filter the role may use, else 'alle'. */
export function parseFilter(value: string | null, isEmployee: boolean): RabattFilter {
  return filterOptions(isEmployee).find((option) => option.key === value)?.key ?? 'alle';
}

/** No parameter: both Sparten (the default); an empty one: none; unknown names are dropped. */
export function parseSparten(value: string | null): Sparte[] {
  if (value === null) return [...SPARTEN];
  const wanted = value.split(',');
  return SPARTEN.filter((sparte) => wanted.includes(sparte));
}

/** The URL value of a Sparten selection; null for the default (both). */
export function spartenParam(sparten: readonly Sparte[]): string | null {
  return sparten.length === SPARTEN.length ? null : sparten.join(',');
}

/** Switches one Sparte on or off, keeping the fixed order Strom, Gas. */
export function toggleSparte(sparten: readonly Sparte[], sparte: Sparte, on: boolean): Sparte[] {
  return SPARTEN.filter((item) => (item === sparte ? on : sparten.includes(item)));
}

export function parseListView(params: URLSearchParams, isEmployee: boolean): ListView {
  return {
    page: parsePage(params.get(LIST_PARAMS.page)),
    filter: parseFilter(params.get(LIST_PARAMS.filter), isEmployee),
    sparten: parseSparten(params.get(LIST_PARAMS.sparten)),
  };
}

/**
 * The search params of a changed view: page, filter and Sparten set or removed when they are the default;
 * commune and year stay as they are.
 */
export function withListView(params: URLSearchParams, view: ListView): URLSearchParams {
  const withPage = withParam(params, LIST_PARAMS.page, view.page > 1 ? String(view.page) : null);
  const withFilter = withParam(withPage, LIST_PARAMS.filter, view.filter === 'alle' ? null : view.filter);
  return withParam(withFilter, LIST_PARAMS.sparten, spartenParam(view.sparten));
}

/** The last page of a total (at least 1). */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
