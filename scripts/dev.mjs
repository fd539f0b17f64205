// Runs the API (tsx watch) and the Vite dev server together; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The same data folder as `npm start`, whichever workspace folder the API runs from.
const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
