import { z } from 'zod';
import {
  AdminCommuneOptionsSchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
} from './admin.ts';
import { defineEndpoint } from './endpoint.ts';

// The admins' user management: accounts by status, their approval and their settings.

const admin = { access: 'admin', tags: ['admin'] } as const;

/** An action on one account: it answers the account as it is afterwards. */
const userAction = (path: string, summary: string) =>
  ({
    ...admin,
    method: 'POST',
    path: `/admin/users/:id/${path}`,
    summary,
    params: AdminUserIdParamsSchema,
    answers: { 200: AdminUserSchema },
  }) as const;

export const adminEndpoints = {
  users: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/admin/users',
    summary: 'Die Benutzerkonten, mit status nur die in diesem Zustand',
    query: AdminUserListQuerySchema,
    answers: { 200: z.array(AdminUserSchema) },
  }),
  communes: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/admin/communes',
    summary: 'Alle Kommunen mit Id und Namen, für die Zuordnung eines Kontos',
    answers: { 200: AdminCommuneOptionsSchema },
  }),
  updateUser: defineEndpoint({
    ...admin,
    method: 'PATCH',
    path: '/admin/users/:id',
    summary: 'Ändert Kommune, Rollen und Freigaben eines Kontos',
    params: AdminUserIdParamsSchema,
    body: AdminUserUpdateSchema,
    answers: { 200: AdminUserSchema },
  }),
  approve: defineEndpoint({
    ...userAction(
      'approve',
      'Schaltet ein wartendes Konto mit diesen Einstellungen frei und benachrichtigt es',
    ),
    body: AdminUserUpdateSchema,
  }),
  reject: defineEndpoint(userAction('reject', 'Lehnt ein wartendes Konto ab')),
  deactivate: defineEndpoint(userAction('deactivate', 'Deaktiviert ein Konto und beendet seine Sitzungen')),
  reactivate: defineEndpoint(userAction('reactivate', 'Aktiviert ein deaktiviertes Konto wieder')),
};
