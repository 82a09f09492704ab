// The requests area's back-office screens, as the back office's menu lists them (decision 030).
export * as requests from './backoffice/requests.tsx';
