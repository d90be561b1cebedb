import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@app/AppProviders';
import { AppShell } from '@app/AppShell';
import { prepareForRenderedPage } from '@app/renderedPage';
import { reloadOnceForChunkError } from '@shared/chunks/chunkReload';
import { readConfigFromDocument } from '@shared/config/readConfig';
import { detectCurrentDevice } from '@shared/device/DeviceContext';
import { installGlobalErrorHandlers } from '@shared/errors/installGlobalHandlers';
import { migrateStorage } from '@shared/storage/schemaVersion';
import { keepReferralCode } from '@shared/referral/referralCode';
import { startInspector } from '@machines/inspect';
import '@shared/styles/tokens.css';
import '@shared/styles/base.css';

migrateStorage();
// A visitor who came through a customer's referral link keeps its code until they register or order.
keepReferralCode(window.location.search);
installGlobalErrorHandlers();
void startInspector();
// Vite's own signal that a lazily loaded chunk (or its CSS) is gone: reload once, else let it fail.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readConfigFromDocument();

// Not a top-level await: with one in the entry, the bundler cut the app's first code into two dozen
// small chunks, 9 kB larger in all.
void prepareForRenderedPage(root, config.locales, window.location.pathname).then((rendered) => {
  const app = (
    <StrictMode>
      <AppProviders
        config={config}
        device={detectCurrentDevice()}
        messagesOnDemand
        messages={rendered?.messages}
        pageData={rendered?.pageData}
      >
        <AppShell />
      </AppProviders>
    </StrictMode>
  );
  // Over a page the server rendered, the app is built in the background, in slices that leave the
  // page responsive, and replaces it in one step when done; over an empty page, at once.
  if (rendered) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
});
