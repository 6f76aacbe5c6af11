import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface SectionTab<T extends string> {
  value: T;
  label: string;
}

interface SectionTabsProps<T extends string> {
  tabs: readonly SectionTab<T>[];
  value: T;
  onChange: (next: T) => void;
  /** Names the tab list for assistive technology, e.g. "Admin portal sections". */
  label: string;
  /** The open tab's panel. */
  children: ReactNode;
}

/** A page's sections as scrollable tabs (scroll buttons on phones too) over the open section's panel. */
export function SectionTabs<T extends string>({ tabs, value, onChange, label, children }: SectionTabsProps<T>) {
  const idPrefix = useId();
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </Box>
    </>
  );
}
