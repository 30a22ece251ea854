#!/usr/bin/env node
// Development: the API with --watch on :3000 and Vite's dev server on :5173 (proxying /api and /me).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', 'src/server.ts'], { cwd: 'apps/api', stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
