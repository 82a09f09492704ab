import type { AdditionalData, Lieferstelle, NewLieferstelle } from '@kp/contract/rabatt';
import type { RabattFilter, RabattStatus, Sparte } from '@kp/contract/rabatt-constants';
import { rabattEndpoints as rabatt } from '@kp/contract/rabatt-endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, fetchFile } from '../../app/api-client.ts';
import { saveFile } from '../../ui/save-file.ts';

// Query hooks of the Kommunalrabatt calls (spec 02 §7). `commune` is the commune's name: employees always
// pass it; for commune users the server takes their own commune.

const ROOT = ['rabatt'] as const;

export const rabattDashboardQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'dashboard'],
    queryFn: () => call(rabatt.dashboard),
  });

export type ListParams = {
  commune: string;
  year: number;
  page: number;
  filter: RabattFilter;
  sparten: readonly Sparte[];
};

export const lieferstellenQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params],
    queryFn: () =>
      call(rabatt.list, {
        query: {
          commune: params.commune,
          year: params.year,
          page: params.page,
          filter: params.filter,
          sparten: params.sparten.join(','),
        },
      }),
    placeholderData: keepPreviousData,
  });

/** Every row of the list with the current filters, for the CSV built in the browser. */
export const fetchAllLieferstellen = (params: Omit<ListParams, 'page'>) =>
  call(rabatt.list, {
    query: {
      commune: params.commune,
      year: params.year,
      _limit: -1,
      filter: params.filter,
      sparten: params.sparten.join(','),
    },
  });

export const commentsQuery = (commune: string, year: number, marktlokation: string) =>
  queryOptions({
    queryKey: [...ROOT, 'comments', commune, year, marktlokation],
    queryFn: () => call(rabatt.thread, { params: { marktlokation }, query: { commune, year } }),
  });

/**
 * Marks a thread read up to the newest comment shown (POST: a GET never changes state), then the list's
 * unread counts are loaded again.
 */
export function useMarkThreadRead(commune: string, year: number, marktlokation: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      call(rabatt.markThreadRead, { params: { marktlokation }, query: { commune, year }, body: { upTo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'list'] }),
  });
}

export const detailsQuery = (commune: string, marktlokation: string, geschaeftspartnerNummer: string) =>
  queryOptions({
    queryKey: [...ROOT, 'details', commune, marktlokation, geschaeftspartnerNummer],
    queryFn: () =>
      call(rabatt.details, { params: { marktlokation, geschaeftspartnerNummer }, query: { commune } }),
  });

export const cachedMalosQuery = (commune: string, year: number) =>
  queryOptions({
    queryKey: [...ROOT, 'cached-malos', commune, year],
    queryFn: () => call(rabatt.availableMalos, { query: { commune, year } }),
  });

export const statusHistoryQuery = (commune: string, year: number) =>
  queryOptions({
    queryKey: [...ROOT, 'status-history', commune, year],
    queryFn: () => call(rabatt.statusHistory, { query: { commune, year } }),
  });

export const communeResponsibleQuery = (commune: string) =>
  queryOptions({
    queryKey: [...ROOT, 'responsible', commune],
    queryFn: () => call(rabatt.communeResponsible, { query: { commune } }),
  });

export const lieferstellenContactQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'contact'],
    queryFn: () => call(rabatt.contact),
    staleTime: 10 * 60_000,
    meta: { silentStatuses: [404] },
  });

/** After a change the list, the dashboard figures and the history may all differ. */
function useInvalidateRabatt() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

/** PUT update-status: the caller shows errors itself where it needs to (the accept step). */
export function useUpdateStatus() {
  const invalidate = useInvalidateRabatt();
  return useMutation({
    mutationFn: (input: { commune: string; year: number; status: RabattStatus }) =>
      call(rabatt.updateStatus, { query: input }),
    onSettled: invalidate,
  });
}

/** PUT lieferstellen/{id} with the whole record; the server takes `rabatt` and checks `version`. */
export function useSetRabatt() {
  const invalidate = useInvalidateRabatt();
  return useMutation({
    mutationFn: (input: { row: Lieferstelle; rabatt: boolean }) =>
      call(rabatt.setRabatt, {
        params: { id: input.row.id },
        query: { commune: input.row.commune },
        body: { ...input.row, rabatt: input.rabatt },
      }),
    // The checkbox shows the one snackbar of a failure itself (decision 016), not the global one as well.
    meta: { silent: true },
    onSettled: invalidate,
  });
}

export function useUpdateAdditionalData(commune: string) {
  const invalidate = useInvalidateRabatt();
  return useMutation({
    mutationFn: (input: AdditionalData) =>
      call(rabatt.updateAdditionalData, { query: { commune }, body: input }),
    // The form shows a refusal beside its fields; a snackbar would say it a second time.
    meta: { silent: true },
    onSettled: invalidate,
  });
}

export function useAddComment(commune: string) {
  const invalidate = useInvalidateRabatt();
  return useMutation({
    mutationFn: (input: { marktlokation: string; year: number; message: string }) =>
      call(rabatt.addComment, {
        params: { marktlokation: input.marktlokation },
        query: { commune },
        body: { year: input.year, message: input.message },
      }),
    // The form shows a refusal beside its fields; a snackbar would say it a second time.
    meta: { silent: true },
    onSettled: invalidate,
  });
}

export function useAddLieferstelle(commune: string) {
  const invalidate = useInvalidateRabatt();
  return useMutation({
    mutationFn: (input: NewLieferstelle) => call(rabatt.add, { query: { commune }, body: input }),
    // The form shows a refusal beside its fields; a snackbar would say it a second time.
    meta: { silent: true },
    onSettled: invalidate,
  });
}

/** The rows an xlsx export holds: those of the list's current filters (the PDF is always the whole list). */
export type ExportFilters = { filter: RabattFilter; sparten: readonly Sparte[] };

/** The export's input: the PDF, or the xlsx with `format=xlsx` and the list's filters. */
const exportInput = (commune: string, year: number, format: 'pdf' | 'xlsx', filters?: ExportFilters) => ({
  params: { commune, year },
  query: format === 'pdf' ? {} : { format, filter: filters?.filter, sparten: filters?.sparten.join(',') },
});

/**
 * Downloads an export as a file. Fetched rather than linked, so a failure becomes a German message and the
 * accept step can wait for the PDF before it sets the status.
 */
export async function downloadExport(
  commune: string,
  year: number,
  format: 'pdf' | 'xlsx',
  fileName: string,
  filters?: ExportFilters,
) {
  saveFile(await fetchFile(rabatt.exportList, exportInput(commune, year, format, filters)), fileName);
}

/** Loads the list pages again (after a lost edit, or once comments were read and the unread counts fell). */
export function useRefreshLieferstellen() {
  const queryClient = useQueryClient();
  // Stable, so effects can depend on it.
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [...ROOT, 'list'] }), [queryClient]);
}
