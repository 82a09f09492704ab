// The news area's back-office screens, as the back office's menu lists them (decision 030).
export * as newsPosts from './backoffice/news-posts.tsx';
