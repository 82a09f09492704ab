// The content area's back-office screens, as the back office's menu lists them (decision 030).
export * as aboutPage from './backoffice/about-page.tsx';
export * as constructionProjects from './backoffice/construction-projects.tsx';
export * as contactPeople from './backoffice/contact-people.tsx';
export * as faqEntries from './backoffice/faq-entries.tsx';
export * as newCompanies from './backoffice/new-companies.tsx';
export * as serviceAreas from './backoffice/service-areas.tsx';
export * as services from './backoffice/services.tsx';
export * as subServices from './backoffice/sub-services.tsx';
