import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { AppWithRouter } from '../App';

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The emotion styles that HTML uses, as `<style>` tags for the head. */
  styleTags: string;
}

/**
 * The page React would draw at `location` before anything from the API arrives, as the build writes it
 * into the served HTML (scripts/prerender-landing.mjs, decision 519). The styles are collected into
 * tags of emotion's default cache key ('css'), which the browser's cache adopts before hydration.
 */
export async function renderPage(location: string): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppWithRouter router={AtLocation} />
      </CacheProvider>
    </StrictMode>,
    // A part that fails would be left to the browser: the build refuses instead, so it is seen.
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${location} failed`);
  const chunks = emotionServer.extractCriticalToChunks(html);
  return { html, styleTags: emotionServer.constructStyleTagsFromChunks(chunks) };
}
