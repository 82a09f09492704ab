// The shell area's back-office screens, as the back office's menu lists them (decision 030).
export * as communeDirectory from './backoffice/commune-directory.tsx';
export * as communes from './backoffice/communes.tsx';
export * as portalSettings from './backoffice/portal-settings.tsx';
export * as roles from './backoffice/roles.tsx';
