import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const shellEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tags: ['shell'],
    summary: 'Ob die Instanz Anfragen annimmt und die Datenbank erreicht (503 sonst)',
    // The status only: anyone may ask, and the version or database kind would tell an attacker more.
    answers: { 200: z.object({ status: z.literal('ok') }) },
  }),
};
