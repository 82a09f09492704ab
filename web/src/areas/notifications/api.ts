import type {
  NotificationConfig,
  Notification as PortalNotification,
  PortalUpdateInput,
} from '@kp/contract/notifications';
import type { NotificationConfigKey } from '@kp/contract/notifications-constants';
import { notificationsEndpoints as notifications } from '@kp/contract/notifications-endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';
import { errorMessage } from '../../app/query-client.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';

const LIST_KEY = ['notifications', 'list'] as const;
const CONFIG_KEY = ['notifications', 'config'] as const;
const PORTAL_UPDATES_KEY = ['admin', 'portal-updates'] as const;

/** New notifications arrive from a job on the server; the bell looks again this often and on focus. */
const POLL_MS = 3 * 60_000;

export const notificationsQuery = () =>
  queryOptions({
    queryKey: LIST_KEY,
    // The poll is not the person being active: it must not keep an unused session alive.
    queryFn: () => call(notifications.list, {}, { background: true }),
    staleTime: 60_000,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const notificationConfigQuery = () =>
  queryOptions({
    queryKey: CONFIG_KEY,
    queryFn: () => call(notifications.config),
    staleTime: 60_000,
  });

/**
 * Marks a notification read and reloads the list (spec 01 §4). The row counts as read at once, so the
 * badge does not wait for the reload. Failures get the snackbar (the original only logged them, §8).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notifications.markRead, { query: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PortalNotification[]>(LIST_KEY, (list) =>
        list?.map((item) => (item.id === id ? { ...item, read: true } : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/**
 * Changes one setting (PUT set-for-user) and reloads the config afterwards (spec 01 §7). The switch moves
 * at once; on failure it moves back and the snackbar says why.
 */
export function useSetNotificationConfig() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: ({ key, value }: { key: NotificationConfigKey; value: boolean }) =>
      call(notifications.setConfig, { query: { key, value: value ? 'true' : 'false' } }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: CONFIG_KEY });
      const before = queryClient.getQueryData<NotificationConfig>(CONFIG_KEY);
      if (before) queryClient.setQueryData<NotificationConfig>(CONFIG_KEY, { ...before, [key]: value });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(CONFIG_KEY, context.before);
      snackbar.showError(errorMessage(error));
    },
    // Which notifications a person gets depends on the settings, so the list may change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export const portalUpdatesQuery = () =>
  queryOptions({
    queryKey: PORTAL_UPDATES_KEY,
    queryFn: () => call(notifications.portalUpdates),
  });

/** Sends a portal update; the list of sent updates and the admin's own panel reload. */
export function useSendPortalUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalUpdateInput) => call(notifications.sendPortalUpdate, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PORTAL_UPDATES_KEY }),
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
      ]),
  });
}
