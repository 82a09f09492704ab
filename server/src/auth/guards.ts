import { BACKGROUND_REQUEST_HEADER, SESSION_EXPIRES_HEADER } from '@kp/contract/api-base';
import { canUseEducationPortal, EDUCATION_TEXTS } from '@kp/contract/education-constants';
import type { Access, Portal } from '@kp/contract/endpoint';
import type { FeatureFlag } from '@kp/contract/flags';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { FLAG_COLUMNS } from './flags.ts';
import { loadSession, sessionCookieName, type UserRow } from './sessions.ts';

/** Who may call a route (declared with each endpoint in the contract, decision 029). */
export type { Access };

/**
 * Editors (Redakteure) and admins work in the back office (decision 019). A Redakteur must be a NEW employee
 * (decision 024): the back office holds every commune's records, so a commune's own staff made Redakteur read
 * and wrote other communes'. A Redakteur flag without employee status grants nothing.
 */
export const isBackofficeUser = (user: Pick<UserRow, 'isAdmin' | 'isEditor' | 'isNewEmployee'>) =>
  user.isAdmin || (user.isEditor && user.isNewEmployee);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    flag?: FeatureFlag;
    portal?: Portal;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

const educationFlags = (user: UserRow) => ({
  BildungsportalUser: user.bildungsportalUser,
  KommunalportalAusblenden: user.kommunalportalAusblenden,
  isAdmin: user.isAdmin,
});

/** The refusal of a municipal-portal call to someone for whom that portal is hidden. */
export const municipalPortalHidden = () =>
  forbidden(
    'Das Kommunalportal ist für Ihr Konto ausgeblendet; Sie nutzen das Bildungsportal.',
    'municipal_portal_hidden',
  );

/** The refusal of a call behind a feature flag the user does not have. */
export const featureDisabled = () =>
  forbidden('Diese Funktion ist für Ihr Konto nicht freigeschaltet.', 'feature_disabled');

const isBlocked = (user: UserRow) => user.deactivatedAt !== null || user.rejectedAt !== null;

/** The signed-in user of a guarded route (the guard has already checked it). */
export function currentUser(request: Pick<FastifyRequest, 'user'>): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function registerGuards(app: FastifyInstance, db: Db, config: Config) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    // The not-found handler answers the web app's index or a German 404, nothing else.
    if (request.is404) return;
    const routeConfig = request.routeOptions.config;
    const access = routeConfig?.access;
    if (!access) throw forbidden('Diese Adresse ist nicht freigegeben.', 'no_access_rule');
    if (access === 'public') return;
    const session = await loadSession(db, config, request.cookies[sessionCookieName(config)], {
      renew: request.headers[BACKGROUND_REQUEST_HEADER] !== '1',
    });
    if (!session.user) {
      throw session.expired
        ? unauthorized('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.', 'session_expired')
        : unauthorized();
    }
    const user = session.user;
    reply.header(SESSION_EXPIRES_HEADER, String(Math.max(0, Math.floor(session.expiresInMs / 1000))));
    if (isBlocked(user)) throw unauthorized('Ihr Konto ist gesperrt.', 'account_blocked');
    request.user = user;
    if (access === 'signedIn') return;
    if (!user.confirmed) throw forbidden('Ihr Konto ist noch nicht freigeschaltet.', 'not_confirmed');
    if (access === 'employee' && !user.isNewEmployee) {
      throw forbidden('Diese Funktion steht nur Mitarbeitenden der NEW zur Verfügung.', 'employees_only');
    }
    // The Kommunalrabatt year start (decision 020): utility employees and admins, not editors.
    if (access === 'employeeOrAdmin' && !user.isNewEmployee && !user.isAdmin) {
      throw forbidden(
        'Diese Funktion steht nur Mitarbeitenden der NEW und Administratoren zur Verfügung.',
        'employees_or_admins_only',
      );
    }
    if (access === 'editor' && !isBackofficeUser(user)) {
      throw forbidden(
        'Diese Funktion steht nur Redakteuren und Administratoren zur Verfügung.',
        'editors_only',
      );
    }
    if (access === 'admin' && !user.isAdmin) {
      throw forbidden('Diese Funktion steht nur Administratoren zur Verfügung.', 'admins_only');
    }
    if (routeConfig.portal === 'municipal' && user.kommunalportalAusblenden) throw municipalPortalHidden();
    if (routeConfig.portal === 'education' && !canUseEducationPortal(educationFlags(user))) {
      throw forbidden(EDUCATION_TEXTS.portalOnly, 'education_portal_only');
    }
    const flag = routeConfig.flag;
    if (flag && !user[FLAG_COLUMNS[flag]]) throw featureDisabled();
  });
}
