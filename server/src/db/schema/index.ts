export * from './access.ts';
export * from './content.ts';
export * from './mail.ts';
export * from './shell.ts';
