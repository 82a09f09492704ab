import { trackingEndpoints as tracking } from '@kp/contract/tracking-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

export function useAnalytics() {
  return useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: () => call(tracking.analytics),
    staleTime: 60_000,
    // The page shows the error with a retry button.
    meta: { silent: true },
  });
}
