import { defineConfig } from 'vite';

// Serves the harness page for the browser tests only; never built or shipped.
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  server: { strictPort: true },
});
