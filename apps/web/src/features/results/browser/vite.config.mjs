import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Serves the result charts harness for its browser test only; never built or shipped.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
});
