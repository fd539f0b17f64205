import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server/assets: files the server ships with (the demo lessons' video). This file sits at the
 * top of src/, as the bundle does in dist/, so the same relative path holds in development, tests
 * and production.
 */
export const SERVER_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
