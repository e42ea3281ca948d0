export * from './api.ts';
export * from './define-web-module.ts';
export * from './format.ts';
export * from './images.ts';
export * from './session.tsx';
export * from './ui/badge.tsx';
export * from './ui/button.tsx';
export * from './ui/card.tsx';
export * from './ui/cn.ts';
export * from './ui/controls.tsx';
export * from './ui/dialog.tsx';
export * from './ui/form.tsx';
export * from './ui/module-boundary.tsx';
export * from './ui/page.tsx';
export * from './ui/spinner.tsx';
export * from './ui/toast.tsx';
// Forms: react-hook-form with zod schemas, resolved through one copy of the resolver.
export { zodResolver } from '@hookform/resolvers/zod';
export * from './ui/public-page.tsx';
