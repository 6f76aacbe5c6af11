import { createContext, useContext, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { LoadingState } from '../../components/LoadingState';
import { PortalAcceptPage, PortalSignInPage } from './PortalSignIn';
import { PortalHome } from './PortalHome';
import {
  portalLanguageOf,
  portalTexts,
  storedPortalLanguage,
  type PortalLanguage,
  type PortalTexts,
} from './portalTexts';

export const PortalMeQuery = graphql(`
  query PortalMe {
    me {
      id
      role
    }
  }
`);

interface PortalLanguageState {
  language: PortalLanguage;
  texts: PortalTexts;
  setLanguage: (language: PortalLanguage) => void;
}

const LanguageContext = createContext<PortalLanguageState>({
  language: 'en',
  texts: portalTexts.en,
  setLanguage: () => undefined,
});

export const usePortalTexts = () => useContext(LanguageContext);

/** The switch in the portal's bar: EN / ES. `onChange` also stores it for a signed-in patient. */
export function LanguageSwitch({ onChange }: { onChange?: (language: PortalLanguage) => void }) {
  const { language, setLanguage, texts } = usePortalTexts();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={texts.language}
      onChange={(_event, value: PortalLanguage | null) => {
        if (!value) return;
        setLanguage(value);
        onChange?.(value);
      }}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="en" lang="en">
        EN
      </ToggleButton>
      <ToggleButton value="es" lang="es">
        ES
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The portal's own small layout: a bar with its name and the language switch, nothing of the clinic's navigation. */
export function PortalFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { texts, language } = usePortalTexts();
  return (
    <Box lang={language} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Casebridge · {texts.portalTitle}
          </Typography>
          {actions ?? <LanguageSwitch />}
        </Toolbar>
      </AppBar>
      <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}

function PortalRoot() {
  const { data, loading, refetch } = useQuery(PortalMeQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingState fullScreen />;
  if (data?.me?.role === 'patient') return <PortalHome onSignedOut={() => void refetch()} />;
  return <PortalSignInPage onSignedIn={() => void refetch()} />;
}

/** /portal: the patient's app (decision 415), with its own layout and English or Spanish. */
export default function PortalApp() {
  const [language, setLanguageState] = useState<PortalLanguage>(storedPortalLanguage);
  const setLanguage = (next: PortalLanguage) => {
    setLanguageState(portalLanguageOf(next));
    localStorage.setItem('portalLanguage', next);
  };
  return (
    <LanguageContext.Provider value={{ language, texts: portalTexts[language], setLanguage }}>
      <Routes>
        <Route path="accept" element={<PortalAcceptPage />} />
        <Route path="*" element={<PortalRoot />} />
      </Routes>
    </LanguageContext.Provider>
  );
}
