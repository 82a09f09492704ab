// The moments area's back-office screens, as the back office's menu lists them (decision 030).
export * as moments from './backoffice/moments.tsx';
export * as momentsSettings from './backoffice/moments-settings.tsx';
