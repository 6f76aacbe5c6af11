import path from 'node:path';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  // Resolve paths from this folder, whichever directory vite is started from.
  root: import.meta.dirname,
  plugins: [
    react(),
    // GraphQL codegen's own optimizer (decision 517): each `graphql(...)` call becomes an import of that
    // one document from src/gql/graphql.ts, so a page ships its documents only, not the map of all of them.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [
              [
                babelOptimizerPlugin,
                { artifactDirectory: path.join(import.meta.dirname, 'src/gql'), gqlTagName: 'graphql' },
              ],
            ],
          },
          // Babel reads only the files that declare a document; the rest go straight to the React plugin.
          rolldown: { filter: { code: 'graphql(' } },
        }),
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The api reads it to name each route's chunks in index.html (api/src/platform/http/route-preloads.ts).
    manifest: true,
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
