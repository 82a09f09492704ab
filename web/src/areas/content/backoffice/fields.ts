import { CONTENT_REQUIRED_FLAG_LABELS, CONTENT_REQUIRED_FLAGS } from '@kp/contract/content-backoffice';

/** What the content lists share: the flag choices. */

export const FLAG_CHOICES = CONTENT_REQUIRED_FLAGS.map((flag) => ({
  id: flag,
  name: CONTENT_REQUIRED_FLAG_LABELS[flag],
}));
