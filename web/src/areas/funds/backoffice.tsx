// The funds area's back-office screens, as the back office's menu lists them (decision 030).
export * as fundingProgrammes from './backoffice/funding-programmes.tsx';
export * as fundingTopics from './backoffice/funding-topics.tsx';
