import {
  BACKOFFICE_PAGE_MAX,
  type BackofficeEntry,
  type BackofficeRecord,
  type ContentVersion,
  type ContentVersionSummary,
  REVISION_HEADER,
} from '@kp/contract/backoffice';
import { backofficeEndpoints, backofficeResourceEndpoints } from '@kp/contract/backoffice-endpoints';
import { mediaEndpoints } from '@kp/contract/media-endpoints';
import { requestsEndpoints } from '@kp/contract/requests-endpoints';
import { type DataProvider, HttpError, type Identifier, type RaRecord } from 'react-admin';
import { ApiError, call } from '../app/api-client.ts';

/**
 * A record as the back office's screens hold it: the server's record plus what a save must send back.
 * `_revision` goes back in the `x-kp-revision` header (409 when another editor saved in between).
 */
export type BackofficeFormRecord = BackofficeRecord & {
  _revision?: number;
  _updatedBy?: string | null;
  _updatedAt?: string | null;
};

type ResourceEndpoints = (typeof backofficeResourceEndpoints)[keyof typeof backofficeResourceEndpoints];

/**
 * Every react-admin resource's endpoints, by its name. The media library, the requests inbox and the audit
 * log answer in the shape of the content types (a list page, an entry with its revision), so one provider
 * serves all.
 */
const RESOURCE_ENDPOINTS: Record<string, Partial<ResourceEndpoints>> = {
  ...backofficeResourceEndpoints,
  media: mediaEndpoints as unknown as Partial<ResourceEndpoints>,
  requests: requestsEndpoints as unknown as Partial<ResourceEndpoints>,
  audit: { list: backofficeEndpoints.audit } as unknown as Partial<ResourceEndpoints>,
};

/** The endpoint of one operation on a resource; one the resource does not offer is refused in German. */
function endpointOf<K extends keyof ResourceEndpoints>(resource: string, operation: K) {
  const endpoint = RESOURCE_ENDPOINTS[resource]?.[operation];
  if (!endpoint) throw new HttpError('Diese Aktion gibt es für diesen Inhaltstyp nicht.', 405);
  return endpoint as NonNullable<ResourceEndpoints[K]>;
}

/** The server's answer of a read or a save, as react-admin keeps it. */
export const recordOf = (entry: BackofficeEntry): BackofficeFormRecord => ({
  ...entry.record,
  _revision: entry.revision,
  _updatedBy: entry.updatedBy,
  _updatedAt: entry.updatedAt,
});

/** The form's values without what only the screens keep (`_revision`…) and without the id. */
function inputOf(data: Partial<RaRecord>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'id' && !key.startsWith('_')));
}

function revisionOf(...records: (Partial<RaRecord> | undefined)[]): string {
  const revision = records.map((record) => record?._revision).find((value) => typeof value === 'number');
  return String(revision ?? 0);
}

/**
 * The portal's errors as react-admin understands them: a 400 with `fields` puts each message beside its
 * field (`body.errors`); every other error shows its German message as the notification (e.g. the 409).
 */
function toHttpError(error: unknown, onUnauthorized: () => void): never {
  if (error instanceof ApiError) {
    if (error.status === 401) onUnauthorized();
    throw new HttpError(
      error.message,
      error.status,
      error.fields ? { errors: error.fields, message: error.message } : { message: error.message },
    );
  }
  throw error;
}

export interface BackofficeDataProvider extends DataProvider {
  versions(resource: string, id: Identifier): Promise<ContentVersionSummary[]>;
  version(resource: string, id: Identifier, version: number): Promise<ContentVersion>;
  /** Restores a version as a new one; `revision` is the one the editor sees (409 otherwise). */
  restore(
    resource: string,
    id: Identifier,
    version: number,
    revision: number | undefined,
  ): Promise<BackofficeFormRecord>;
}

/** Resources whose list does not know the `id` filter: getMany asks for each record on its own. */
const withoutIdFilter = new Set<string>();

/**
 * react-admin's data provider for the generic back-office routes (contract/src/backoffice.ts), through the
 * app's fetch helper (same-origin cookie, CSRF origin, session clock, German errors).
 * `onUnauthorized` runs on a 401, so the app's route guard can send the person to the login.
 */
export function createDataProvider(onUnauthorized: () => void): BackofficeDataProvider {
  /** A call whose failure react-admin shows (toHttpError). */
  const guarded = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      return toHttpError(error, onUnauthorized);
    }
  };

  const list = (
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const { q, ...filter } = params.filter ?? {};
    const sort = params.sort?.field;
    return guarded(() =>
      call(endpointOf(resource, 'list'), {
        query: {
          page: params.pagination?.page ?? 1,
          perPage: params.pagination?.perPage ?? 25,
          sort: sort || undefined,
          order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC',
          q: typeof q === 'string' && q.trim() ? q.trim() : undefined,
          filter: Object.keys(filter).length ? JSON.stringify(filter) : undefined,
        },
      }),
    );
  };

  /**
   * A page of any size: react-admin's export asks for 1,000 rows at once, more than one answer holds
   * (BACKOFFICE_PAGE_MAX), and the server's 400 left "Exportieren" doing nothing. Larger pages are gathered
   * from the server's pages.
   */
  const anyPage = async (resource: string, params: Parameters<typeof list>[1]) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    if (perPage <= BACKOFFICE_PAGE_MAX) return list(resource, params);
    const first = (page - 1) * perPage;
    const firstServerPage = Math.floor(first / BACKOFFICE_PAGE_MAX) + 1;
    const items: BackofficeRecord[] = [];
    let total = 0;
    for (let serverPage = firstServerPage; ; serverPage++) {
      const part = await list(resource, {
        ...params,
        pagination: { page: serverPage, perPage: BACKOFFICE_PAGE_MAX },
      });
      total = part.total;
      items.push(...part.items);
      if (part.items.length < BACKOFFICE_PAGE_MAX || serverPage * BACKOFFICE_PAGE_MAX >= first + perPage)
        break;
    }
    const skipped = first - (firstServerPage - 1) * BACKOFFICE_PAGE_MAX;
    return { items: items.slice(skipped, skipped + perPage), total };
  };

  const getOne = async (resource: string, id: Identifier) =>
    recordOf(await guarded(() => call(endpointOf(resource, 'read'), { params: { id } })));

  const provider: BackofficeDataProvider = {
    async getList(resource, params) {
      const page = await anyPage(resource, params);
      return { data: page.items as never[], total: page.total };
    },
    async getOne(resource, params) {
      return { data: (await getOne(resource, params.id)) as never };
    },
    async getMany(resource, params) {
      const ids = [...new Set(params.ids)];
      if (!ids.length) return { data: [] };
      if (!withoutIdFilter.has(resource)) {
        try {
          const page = await list(resource, {
            pagination: { page: 1, perPage: ids.length },
            filter: { id: ids },
          });
          return { data: page.items as never[] };
        } catch (error) {
          if (!(error instanceof HttpError && error.status === 400)) throw error;
          withoutIdFilter.add(resource);
        }
      }
      return { data: (await Promise.all(ids.map((id) => getOne(resource, id)))) as never[] };
    },
    async getManyReference(resource, params) {
      const page = await list(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
      return { data: page.items as never[], total: page.total };
    },
    async create(resource, params) {
      const entry = await guarded(() => call(endpointOf(resource, 'create'), { body: inputOf(params.data) }));
      return { data: recordOf(entry) as never };
    },
    async update(resource, params) {
      const entry = await guarded(() =>
        call(
          endpointOf(resource, 'update'),
          { params: { id: params.id }, body: inputOf(params.data) },
          { headers: { [REVISION_HEADER]: revisionOf(params.data, params.previousData) } },
        ),
      );
      return { data: recordOf(entry) as never };
    },
    async updateMany(resource, params) {
      // The back office saves one entry at a time (each with its revision); no list offers bulk edits.
      const saved = await Promise.all(
        params.ids.map(async (id) => {
          const current = await getOne(resource, id);
          await provider.update(resource, { id, data: params.data, previousData: current });
          return id;
        }),
      );
      return { data: saved };
    },
    async delete(resource, params) {
      await guarded(() => call(endpointOf(resource, 'remove'), { params: { id: params.id } }));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) {
        await guarded(() => call(endpointOf(resource, 'remove'), { params: { id } }));
      }
      return { data: params.ids };
    },
    versions: (resource, id) => guarded(() => call(endpointOf(resource, 'versions'), { params: { id } })),
    version: (resource, id, version) =>
      guarded(() => call(endpointOf(resource, 'version'), { params: { id, version } })),
    async restore(resource, id, version, revision) {
      const entry = await guarded(() =>
        call(
          endpointOf(resource, 'restore'),
          { params: { id, version } },
          { headers: { [REVISION_HEADER]: String(revision ?? 0) } },
        ),
      );
      return recordOf(entry);
    },
  };
  return provider;
}
