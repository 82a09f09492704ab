// What other parts of the server use of the funds area (decision 030).
export { fundList } from './service.ts';
