import { consumptionEndpoints as consumption } from '@kp/contract/consumption-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

// Query options of the consumption calls (spec 02 §7). The server answers with ETags and max-age 0, so
// asking again on focus costs a 304.

const ROOT = ['consumption'] as const;

/** Employees: every commune to choose from. */
export const communeNamesQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'commune-names'],
    queryFn: () => call(consumption.communeNames),
    staleTime: 10 * 60_000,
  });

/** A commune's data: `own` is the commune user's own commune, else the named one. */
export const verbrauchsdatenQuery = (commune: { own: true } | { own: false; name: string }) =>
  queryOptions({
    queryKey: [...ROOT, 'data', commune.own ? null : commune.name],
    queryFn: () =>
      commune.own
        ? call(consumption.ownData)
        : call(consumption.communeData, { params: { commune: commune.name } }),
  });

/** 'Ihr NEW Kontakt': the commune's partner at NEW, or null when none is set. */
export const contactQuery = (commune: string) =>
  queryOptions({
    queryKey: [...ROOT, 'contact', commune],
    queryFn: () => call(consumption.contact, { query: { commune } }),
  });

/** Residents, import date and the funding cards of the right column. */
export const communeStatsQuery = (communeName: string) =>
  queryOptions({
    queryKey: [...ROOT, 'stats', communeName],
    queryFn: () => call(consumption.communeStats, { query: { communeName } }),
  });
