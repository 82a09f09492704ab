// The concessions area's back-office screens, as the back office's menu lists them (decision 030).
export * as concessionTopics from './backoffice/topics.tsx';
