import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

interface DemoTab {
  id: string;
  label: string;
}

interface DemoTabsProps {
  tabs: readonly DemoTab[];
  current: string;
  onChange: (id: string) => void;
  label: string;
  tabIdOf: (id: string) => string;
  panelIdOf: (id: string) => string;
}

/**
 * A WAI-ARIA tab list (roving focus: the chosen tab is the Tab stop, arrow keys, Home and End move
 * between tabs and choose them). Small on purpose: MUI's Tabs would add its scroll machinery to the
 * entry route for five static tabs. Shown as pills that wrap, so all five fit a phone.
 */
export function DemoTabs({ tabs, current, onChange, label, tabIdOf, panelIdOf }: DemoTabsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onChange(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(moves[event.key]);
  };

  return (
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
      {tabs.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <ButtonBase
            key={tab.id}
            ref={(element: HTMLButtonElement | null) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            role="tab"
            id={tabIdOf(tab.id)}
            aria-selected={selected}
            aria-controls={panelIdOf(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              px: 2,
              py: 1,
              borderRadius: 999,
              border: 1,
              fontSize: '0.9375rem',
              fontWeight: 600,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'primary.main' : 'background.paper',
              color: selected ? 'primary.contrastText' : 'text.primary',
              '&:hover': { borderColor: 'primary.main', bgcolor: selected ? 'primary.dark' : '#e3edf9' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
