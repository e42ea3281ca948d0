export * from './define-module.ts';
export * from './errors.ts';
export * from './http.ts';
export * from '../ports/index.ts';
