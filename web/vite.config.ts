import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  // Resolve paths from this folder, whichever directory vite is started from.
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiOrigin, ws: true },
      '/api': apiOrigin,
      '/superadmin/api': apiOrigin,
      '/healthz': apiOrigin,
      '/readyz': apiOrigin,
    },
  },
});
