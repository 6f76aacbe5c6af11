import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { ToastProvider } from './app/toast/ToastProvider';
import { LoadingState } from './components/LoadingState';
import { theme } from './theme';

const LandingPage = lazy(() => import('./features/landing/LandingPage'));
const SignedInApp = lazy(() => import('./app/SignedInApp'));
const GetHelpPage = lazy(() => import('./features/intake/GetHelpPage'));

/**
 * Every route of the spec's route table, plus /cases/:id/edit, /superadmin and /admin/sales. The
 * landing page and the rest of the app are separate chunks (app/SignedInApp.tsx holds the rest); the
 * api preloads each path's chunk by the same split (api/src/platform/http/route-preloads.ts).
 */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <Suspense fallback={<LoadingState fullScreen />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/landing" element={<LandingPage />} />
          <Route path="/get-help" element={<GetHelpPage />} />
          <Route path="*" element={<SignedInApp />} />
        </Routes>
      </Suspense>
    </RootErrorBoundary>
  );
}

/** The app inside a router: the browser's (`App`), or a static one for the build's prerendered page. */
export function AppWithRouter({ router: Router }: { router: ComponentType<{ children: ReactNode }> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Router>
        <ToastProvider>
          <AppRoutes />
        </ToastProvider>
      </Router>
    </ThemeProvider>
  );
}

/* The address and the rendered screen move together (decision 145): a navigation left pending in a
   transition let a filter change made meanwhile write onto the previous address. */
function BrowserRouterWithoutTransitions({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function App() {
  return <AppWithRouter router={BrowserRouterWithoutTransitions} />;
}
