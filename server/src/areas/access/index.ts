// What other parts of the server use of the access area (decision 030).
export { portalConfig } from './portal-config.ts';
export { findUserByUsername } from './repo.ts';
export { AccountBlockedError, adoptVisitorConsent, communesById, signInWithIdentity } from './service.ts';
