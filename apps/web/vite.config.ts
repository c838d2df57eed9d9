import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeChunkGroups } from './routeChunks.ts';

const API_TARGET = 'http://127.0.0.1:3000';
const proxied = ['/v1', '/v2', '/v3', '/dev', '/api'];

// The dashboard is served by the API server at `/`; in development Vite proxies the API paths.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: routeChunkGroups() } } },
  },
});
