import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@korero/web-kit/styles.css';
import { modulesForPage } from '@korero/core/web-places';
import { sessionInPage } from '@korero/web-kit';
import { App } from './app/App.tsx';
import { listModules, loadWebModules } from './remotes/load-web-modules.ts';
import { StartupError } from './pages/StartupError.tsx';

const root = createRoot(document.getElementById('root')!);

// Only the short module list is waited for; the modules' front ends load when needed, while the page is in use.
// The first drawing is a transition, so React draws it in slices (the boot frame stays until it is ready). The page's
// modules are asked for first, so it draws them as loading from the start (ModuleLoader asks on later navigation).
listModules().then(
  (list) => {
    const store = loadWebModules(list);
    store.need(modulesForPage(list.enabled, window.location.pathname, Boolean(sessionInPage())));
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />),
);
