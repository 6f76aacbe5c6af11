import { Suspense, lazy, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { BrandMark } from './BrandMark';
import { LANDING_MENU_ID } from './landingMenuId';
import { landingSections, type LandingSectionId } from './landingSections';
import { STICKY_HEADER_ATTRIBUTE, scrollToSection } from './scrollToSection';

const loadSectionMenu = () => import('./LandingSectionMenu');
const LandingSectionMenu = lazy(loadSectionMenu);
/** More than the header is tall, so whatever the browser scrolls to (a focused field) clears it. */
const HEADER_CLEARANCE = '84px';

/**
 * The sticky header: brand, one button per section, Login and Join Waitlist. Below the md breakpoint
 * the section buttons (and Join Waitlist) move into a menu behind a menu button.
 */
export function LandingHeader({ onLogin }: { onLogin: () => void }) {
  // Focus moved by Tab or by script must not land under the sticky header (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = HEADER_CLEARANCE;
    return () => {
      root.style.scrollPaddingTop = previous;
    };
  }, []);

  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const chooseFromMenu = (section: LandingSectionId) => {
    setMenuOpen(false);
    // Next frame: the closing menu has handed focus back to its button by then, and the scroll
    // moves focus on to the section.
    requestAnimationFrame(() => scrollToSection(section));
  };

  return (
    <AppBar position="sticky" {...{ [STICKY_HEADER_ATTRIBUTE]: '' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <BrandMark />

          <Box
            component="nav"
            aria-label="Page sections"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {landingSections.map((section) => (
              <Button
                key={section.id}
                color="inherit"
                onClick={() => scrollToSection(section.id)}
                sx={{ minWidth: 0, px: 1.5 }}
              >
                {section.label}
              </Button>
            ))}
          </Box>

          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 'auto', md: 0 } }}>
            <Button variant="outlined" onClick={onLogin}>
              Login
            </Button>
            <Button
              variant="contained"
              onClick={() => scrollToSection('waitlist')}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Join Waitlist
            </Button>
            <IconButton
              aria-label="Open menu"
              aria-controls={menuOpen ? LANDING_MENU_ID : undefined}
              aria-haspopup="true"
              aria-expanded={menuOpen}
              // The menu's chunk starts loading when the button is pointed at or focused, before the tap.
              onPointerEnter={() => void loadSectionMenu()}
              onFocus={() => void loadSectionMenu()}
              onClick={(event) => {
                setMenuAnchor(event.currentTarget);
                setMenuOpen(true);
              }}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>

      {menuAnchor && (
        <Suspense fallback={null}>
          <LandingSectionMenu
            anchorEl={menuAnchor}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onChoose={chooseFromMenu}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
