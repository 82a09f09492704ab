// What other parts of the server use of the content area (decision 030).
export { faqExists, navigationServiceAreas } from './repo.ts';
export { faqList, portalConfig } from './service.ts';
