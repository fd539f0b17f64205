// The browser tests need two Debian packages: chromium (the browser) and libfaketime (to run the
// server with its clock moved). Installs what is missing when running as root, or says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

const REQUIRED = [
  { name: 'chromium', file: CHROMIUM_PATH },
  { name: 'libfaketime', file: FAKETIME_LIBRARY },
];

export function ensureSystemPackages() {
  const missing = REQUIRED.filter((pkg) => !existsSync(pkg.file)).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Faltam pacotes para os testes no navegador. Instale com:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`Instalando pacotes do Debian que faltam: ${missing.join(', ')}...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0 || REQUIRED.some((pkg) => !existsSync(pkg.file))) {
    console.error(`Não foi possível instalar os pacotes. Rode: ${command}`);
    process.exit(1);
  }
}
