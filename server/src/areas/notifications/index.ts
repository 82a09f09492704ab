// What other parts of the server use of the notifications area (decision 030).
export { withdrawPostAnnouncements } from './announce-repo.ts';
export { wordPreview } from './digest.ts';
export { startNotificationJobs } from './jobs.ts';
