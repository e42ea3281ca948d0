import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@korero/web-kit/styles.css';
import { App } from './app/App.tsx';
import { loadWebModules, type LoadedModules } from './federation/load-web-modules.ts';
import { StartupError } from './pages/StartupError.tsx';

const root = createRoot(document.getElementById('root')!);

loadWebModules().then(
  (modules: LoadedModules) =>
    root.render(
      <StrictMode>
        <App modules={modules} />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />),
);
