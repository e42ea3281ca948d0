import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@korero/web-kit/styles.css';
import { App } from './app/App.tsx';
import { listModules, loadWebModules } from './federation/load-web-modules.ts';
import { StartupError } from './pages/StartupError.tsx';

const root = createRoot(document.getElementById('root')!);

// Only the short module list is waited for; the modules' front ends load when needed, while the page is in use.
listModules().then(
  (enabled) =>
    root.render(
      <StrictMode>
        <App store={loadWebModules(enabled)} />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />),
);
