import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LandingSection } from '../LandingSection';
import { DemoScreenPanel } from './DemoScreenPanel';
import { DemoTabs } from './DemoTabs';
import { demoScreens } from './demoSamples';

const tabId = (screenId: string) => `demo-tab-${screenId}`;
const panelId = (screenId: string) => `demo-panel-${screenId}`;

/** A tour of the product's screens with static sample content (spec: Demo tabs). */
export function DemoSection() {
  const [current, setCurrent] = useState(demoScreens[0].id);
  const screen = demoScreens.find((candidate) => candidate.id === current) ?? demoScreens[0];

  return (
    <LandingSection
      id="demo"
      eyebrow="Demo"
      title="See Casebridge at work"
      intro="Take a look around the screens clinics and attorneys use every day."
      tinted
    >
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <DemoTabs
          tabs={demoScreens.map((candidate) => ({ id: candidate.id, label: candidate.tab }))}
          current={current}
          onChange={setCurrent}
          label="Demo screens"
          tabIdOf={tabId}
          panelIdOf={panelId}
        />
        <Box role="tabpanel" id={panelId(screen.id)} aria-labelledby={tabId(screen.id)} sx={{ mt: 3 }}>
          <DemoScreenPanel screen={screen} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
          Sample data: names and figures are illustrative.
        </Typography>
      </Box>
    </LandingSection>
  );
}
