// The heat-planning area's back-office screens, as the back office's menu lists them (decision 030).
export * as heatFaqEntries from './backoffice/heat-faq-entries.tsx';
