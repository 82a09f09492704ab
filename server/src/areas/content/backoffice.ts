import { aboutPage } from './backoffice/about-page.ts';
import { newCompany } from './backoffice/companies.ts';
import { contactPerson } from './backoffice/contact-people.ts';
import { faq } from './backoffice/faq.ts';
import { serviceArea } from './backoffice/service-areas.ts';
import { service, subService } from './backoffice/service-pages.ts';

/**
 * The content area in the back office (decision 019; spec 01 §3): service areas with their commune
 * assignment, services and sub-services with publication, contact people, the about page, group
 * companies and FAQ entries. The generic routes, versions, 409 and audit come from server/src/backoffice.
 */
export const contentResources = [serviceArea, service, subService, contactPerson, aboutPage, newCompany, faq];

export { constructionProjectsResource } from './construction-backoffice.ts';
