/** The landing page's sections, in page order: each nav button scrolls to the section with this id. */
export const landingSections = [
  { id: 'features', label: 'Features' },
  { id: 'demo', label: 'Demo' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'waitlist', label: 'Waitlist' },
  { id: 'contact', label: 'Contact' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];

/** The id of a section's h2, which names the section's region. */
export const headingIdOf = (section: LandingSectionId) => `${section}-heading`;
