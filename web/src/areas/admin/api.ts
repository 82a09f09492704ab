import type { AdminUserStatus, AdminUserUpdate } from '@kp/contract/admin';
import { adminEndpoints as admin } from '@kp/contract/admin-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

const USERS_KEY = ['admin', 'users'] as const;

export function useAdminUsers(status: AdminUserStatus) {
  return useQuery({
    queryKey: [...USERS_KEY, status],
    queryFn: () => call(admin.users, { query: { status } }),
    // The page shows the error with a retry button.
    meta: { silent: true },
  });
}

export function useAdminCommunes() {
  return useQuery({
    queryKey: ['admin', 'communes'],
    queryFn: () => call(admin.communes),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

export type AdminAction = 'approve' | 'reject' | 'save' | 'deactivate' | 'reactivate';

/** One call per action of the edit dialog; every action changes which list an account belongs to. */
export function useAdminUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      settings,
    }: {
      id: number;
      action: AdminAction;
      settings: AdminUserUpdate;
    }) => {
      if (action === 'save') return call(admin.updateUser, { params: { id }, body: settings });
      if (action === 'approve') return call(admin.approve, { params: { id }, body: settings });
      return call(admin[action], { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
    // The dialog shows the error and stays open.
    meta: { silent: true },
  });
}
