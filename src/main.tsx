import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { AppShell } from './app/AppShell';
import { reloadOnceForChunkError } from './app/chunkReload';
import { readConfigFromDocument } from './config/readConfig';
import { detectCurrentDevice } from './device/DeviceContext';
import { installGlobalErrorHandlers } from './errors/installGlobalHandlers';
import { migrateStorage } from './storage/schemaVersion';
import { startInspector } from '../machines/inspect';
import './styles/tokens.css';
import './styles/base.css';

migrateStorage();
installGlobalErrorHandlers();
void startInspector();
// Vite's own signal that a lazily loaded chunk (or its CSS) is gone: reload once, else let it fail.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders config={readConfigFromDocument()} device={detectCurrentDevice()}>
      <AppShell />
    </AppProviders>
  </StrictMode>,
);
