// What other parts of the server use of the news area (decision 030).
export { newsForUser, readPostIds } from './service.ts';
