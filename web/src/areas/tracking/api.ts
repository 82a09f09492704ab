import type { Analytics } from '@kp/contract/tracking';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

export function useAnalytics() {
  return useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: () => api<Analytics>('/admin/analytics'),
    staleTime: 60_000,
    // The page shows the error with a retry button.
    meta: { silent: true },
  });
}
