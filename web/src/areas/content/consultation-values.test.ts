import { ConsultationRequestSchema } from '@kp/contract/consultation';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../app/test-factories.ts';
import { consultationDefaults, consultationPayload } from './consultation-values.ts';

describe('consultationDefaults', () => {
  it('prefills name and e-mail and leaves the rest empty', () => {
    expect(
      consultationDefaults(buildUser({ firstName: 'Erika', lastName: 'Muster', email: 'e@x.de' })),
    ).toEqual({
      requestType: 'call',
      name: 'Erika Muster',
      phone: '',
      mail: 'e@x.de',
      message: '',
      date: '',
      time: '',
    });
  });

  it('falls back to the username without a real name', () => {
    expect(
      consultationDefaults(buildUser({ firstName: null, lastName: ' ', username: 'kommune.viersen' })).name,
    ).toBe('kommune.viersen');
  });

  it('does not pass validation without phone and message', () => {
    const result = ConsultationRequestSchema.safeParse(consultationDefaults(buildUser()));
    expect(result.success).toBe(false);
  });
});

describe('consultationPayload', () => {
  it('drops date and time of an e-mail request', () => {
    const values = {
      requestType: 'mail' as const,
      name: 'A',
      phone: '1',
      mail: '',
      message: 'Hallo',
      date: '2030-01-01',
      time: '09:00',
    };
    expect(consultationPayload(values)).toMatchObject({ date: '', time: '' });
    expect(consultationPayload({ ...values, requestType: 'call' })).toMatchObject({ date: '2030-01-01' });
  });
});
