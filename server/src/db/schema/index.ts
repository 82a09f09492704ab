export * from './access.ts';
export * from './consultation.ts';
export * from './content.ts';
export * from './funds.ts';
export * from './mail.ts';
export * from './news.ts';
export * from './shell.ts';
