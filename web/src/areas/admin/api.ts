import type { AdminUser, AdminUserStatus, AdminUserUpdate } from '@kp/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

const USERS_KEY = ['admin', 'users'] as const;

export function useAdminUsers(status: AdminUserStatus) {
  return useQuery({
    queryKey: [...USERS_KEY, status],
    queryFn: () => api<AdminUser[]>('/admin/users', { query: { status } }),
    // The page shows the error with a retry button.
    meta: { silent: true },
  });
}

export function useAdminCommunes() {
  return useQuery({
    queryKey: ['admin', 'communes'],
    queryFn: () => api<{ id: number; name: string }[]>('/admin/communes'),
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
      if (action === 'save') return api<AdminUser>(`/admin/users/${id}`, { method: 'PATCH', body: settings });
      if (action === 'approve') {
        return api<AdminUser>(`/admin/users/${id}/approve`, { method: 'POST', body: settings });
      }
      return api<AdminUser>(`/admin/users/${id}/${action}`, { method: 'POST' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
    // The dialog shows the error and stays open.
    meta: { silent: true },
  });
}
