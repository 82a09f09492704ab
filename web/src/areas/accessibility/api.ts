import type { AccessibilityFeedback } from '@kp/contract/accessibility';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

/** 'Barriere melden': works without a session; the page shows the outcome itself. */
export function useSendAccessibilityFeedback() {
  return useMutation({
    mutationFn: (feedback: AccessibilityFeedback) =>
      api<{ id: number }>('/accessibility-feedback', { method: 'POST', body: feedback }),
    meta: { silent: true },
  });
}
