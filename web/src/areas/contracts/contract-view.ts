import {
  CONTRACT_STATUS_FILTER,
  CONTRACT_STATUSES,
  type ContractStatus,
  type ContractStatusFilter,
} from '@kp/contract/contracts-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { withParam } from '../../ui/search-params.ts';

// The overview's state in the URL (/vertragsuebersicht?status=&commune=&page=), so a filtered page can be
// shared and the commune dashboard can link here with `commune`. Defaults are left out of the URL.

export const CONTRACT_PARAMS = { status: 'status', commune: 'commune', page: 'page' } as const;

/** `status` null: both (the default 'Aktive und Inaktive'); `commune` null: all communes in scope. */
export type ContractView = { status: ContractStatus | null; commune: string | null; page: number };

export function parseStatus(value: string | null): ContractStatus | null {
  return CONTRACT_STATUSES.find((status) => status === value) ?? null;
}

/** Only employees choose a commune; commune users always see their own, whatever the URL says. */
export function parseCommune(value: string | null, isEmployee: boolean): string | null {
  if (!isEmployee) return null;
  return COMMUNE_NAMES.find((name) => name === value) ?? null;
}

/** Pages count from 1; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parseContractView(params: URLSearchParams, isEmployee: boolean): ContractView {
  return {
    status: parseStatus(params.get(CONTRACT_PARAMS.status)),
    commune: parseCommune(params.get(CONTRACT_PARAMS.commune), isEmployee),
    page: parsePage(params.get(CONTRACT_PARAMS.page)),
  };
}

/** The search params of a changed view; defaults are removed. */
export function withContractView(params: URLSearchParams, view: ContractView): URLSearchParams {
  const withStatus = withParam(params, CONTRACT_PARAMS.status, view.status);
  const withCommune = withParam(withStatus, CONTRACT_PARAMS.commune, view.commune);
  return withParam(withCommune, CONTRACT_PARAMS.page, view.page > 1 ? String(view.page) : null);
}

/** The option of the status select for a status; null is the first option, both statuses. */
export const statusFilterOf = (status: ContractStatus | null): ContractStatusFilter =>
  status ?? CONTRACT_STATUS_FILTER[0];

/** The status an option of the select stands for. */
export const statusOfFilter = (filter: string): ContractStatus | null => parseStatus(filter);

/** The last page of a number of rows (at least 1). */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The rows of one page; a page behind the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): { rows: T[]; page: number } {
  const shown = Math.min(page, lastPage(rows.length, perPage));
  return { rows: rows.slice((shown - 1) * perPage, shown * perPage), page: shown };
}
