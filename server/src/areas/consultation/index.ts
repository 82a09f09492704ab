// What other parts of the server use of the consultation area (decision 030).
export { communeName } from './repo.ts';
