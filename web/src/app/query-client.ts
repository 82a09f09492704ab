import {
  hashKey,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { ME_QUERY_KEY } from './session.ts';

const ME_QUERY_HASH = hashKey(ME_QUERY_KEY);
const UNEXPECTED = 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.';

/**
 * Query and mutation `meta` understood here:
 * - `silent: true`: the caller shows the error itself, no snackbar;
 * - `silentStatuses: [404]`: no snackbar for these HTTP statuses (e.g. a page that shows "not found").
 * A mutation with its own `onError` handles its error itself too.
 */
type ErrorMeta = { silent?: unknown; silentStatuses?: unknown } | undefined;

function isSilenced(error: unknown, meta: ErrorMeta): boolean {
  if (meta?.silent === true) return true;
  const statuses = Array.isArray(meta?.silentStatuses) ? (meta.silentStatuses as number[]) : [];
  return error instanceof ApiError && statuses.includes(error.status);
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED;
}

/** Client errors other than timeouts do not get better by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) {
    return false;
  }
  return failureCount < 1;
}

export function createQueryClient(
  notifyError: (message: string) => void,
  queries: Pick<QueryObserverOptions, 'refetchOnMount'> = {},
): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // An expired session: ask for the user again, the route guard then sends them to login.
        if (error instanceof ApiError && error.status === 401 && query.queryHash !== ME_QUERY_HASH) {
          void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
          return;
        }
        if (!isSilenced(error, query.meta)) notifyError(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.options.onError || isSilenced(error, mutation.meta)) return;
        notifyError(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, ...queries },
      mutations: { retry: false },
    },
  });
  return client;
}
