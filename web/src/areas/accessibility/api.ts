import type { AccessibilityFeedback } from '@kp/contract/accessibility';
import { accessibilityEndpoints as accessibility } from '@kp/contract/accessibility-endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

/** 'Barriere melden': works without a session; the page shows the outcome itself. */
export function useSendAccessibilityFeedback() {
  return useMutation({
    mutationFn: (feedback: AccessibilityFeedback) => call(accessibility.sendFeedback, { body: feedback }),
    meta: { silent: true },
  });
}
