// React 18 and later have useSyncExternalStore built in; packages written for older React (wouter,
// @xstate/react's selector helper) import a shim of it, which the build points here instead of
// shipping the shim's own copy (vite.config.ts).
export { useSyncExternalStore } from 'react';
