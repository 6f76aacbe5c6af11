import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANDING_MENU_ID } from './landingMenuId';
import { landingSections, type LandingSectionId } from './landingSections';

interface LandingSectionMenuProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onChoose: (section: LandingSectionId) => void;
}

/**
 * The phone layout's menu of the landing page's sections. Its own chunk, loaded when the menu button
 * is first reached (LandingHeader): MUI's Menu, Popover and List are about 14 KiB of gzipped script
 * that the landing page's first paint does not need (decision 514).
 */
export default function LandingSectionMenu({ anchorEl, open, onClose, onChoose }: LandingSectionMenuProps) {
  return (
    <Menu
      id={LANDING_MENU_ID}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      // A small dropdown: the page keeps scrolling (the chosen section's scroll starts while it fades).
      disableScrollLock
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-label': 'Page sections' },
        paper: { sx: { minWidth: 200 } },
      }}
    >
      {landingSections.map((section) => (
        <MenuItem key={section.id} onClick={() => onChoose(section.id)}>
          {section.label}
        </MenuItem>
      ))}
      <MenuItem onClick={() => onChoose('waitlist')} sx={{ color: 'primary.main', fontWeight: 600 }}>
        Join Waitlist
      </MenuItem>
    </Menu>
  );
}
