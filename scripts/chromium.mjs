// Finds Debian's Chromium for the browser tests, installing it when running as root on a machine without it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium não encontrado em ${CHROMIUM_PATH}. Instale com:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Chromium não encontrado: instalando o pacote chromium do Debian...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error('Não foi possível instalar o Chromium. Rode: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
  return CHROMIUM_PATH;
}
