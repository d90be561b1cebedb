/**
 * npm run dev — the API server on 127.0.0.1:3001 (restarted when server code changes) and Vite with
 * hot reload on 127.0.0.1:5173, which proxies /api, /auth, /ask and /_info to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '3001',
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173',
    },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
