import type { User } from '@kp/contract/access';
import type { ConsultationRequest } from '@kp/contract/consultation';
import { displayName } from '@kp/contract/person-name';

/** The form on opening: everything empty except name and e-mail of the user (spec 01 §2, §4). */
export function consultationDefaults(
  user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>,
): Required<ConsultationRequest> {
  const fullName = displayName(user);
  return {
    requestType: 'call',
    name: fullName,
    phone: '',
    mail: user.email ?? '',
    message: '',
    date: '',
    time: '',
  };
}

/** What is sent: an e-mail request carries no call-back date or time, even if some were chosen before. */
export function consultationPayload(values: ConsultationRequest): ConsultationRequest {
  return values.requestType === 'mail' ? { ...values, date: '', time: '' } : values;
}
