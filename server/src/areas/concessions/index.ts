// What other parts of the server use of the concessions area (decision 030).
export { topicIsNew } from './repo.ts';
export { topics } from './service.ts';
