import { AccessibilityFeedbackCreatedSchema, AccessibilityFeedbackSchema } from './accessibility.ts';
import { defineEndpoint } from './endpoint.ts';

export const accessibilityEndpoints = {
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/accessibility-feedback',
    // BITV 2.0 § 12a: the feedback channel must work for people who cannot sign in.
    access: 'public',
    tags: ['accessibility'],
    summary: 'Barriere melden (Feedback zur Erklärung zur Barrierefreiheit)',
    body: AccessibilityFeedbackSchema,
    answers: { 201: AccessibilityFeedbackCreatedSchema },
  }),
};
