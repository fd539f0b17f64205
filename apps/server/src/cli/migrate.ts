import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../env.js';
import { prepareDatabase } from '../startup.js';

try {
  const app = await buildApp({ config: loadConfig() });
  await prepareDatabase(app);
  await app.close();
  console.log('Banco de dados atualizado.');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
