import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { isNavLinkActive, type NavLink } from './navLinks';

interface MoreNavMenuProps {
  links: readonly NavLink[];
  pathname: string;
}

/**
 * The bar's less used sections behind one button. While one of them is open the button is marked as
 * the current place (highlighted, aria-current) and the menu shows which one is selected.
 */
export function MoreNavMenu({ links, pathname }: MoreNavMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (links.length === 0) return null;
  const current = links.find((link) => isNavLinkActive(link, pathname));
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-current={current ? 'page' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          color: current ? 'primary.main' : 'text.secondary',
          bgcolor: current ? 'action.selected' : 'transparent',
          whiteSpace: 'nowrap',
          flexShrink: 0,
          minWidth: 0,
          px: 1,
        }}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem
            key={link.to}
            component={RouterLink}
            to={link.to}
            selected={link === current}
            aria-current={link === current ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
