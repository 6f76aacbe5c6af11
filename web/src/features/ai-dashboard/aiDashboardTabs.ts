/** The spec's five tabs, in its order; the address keeps the open one (?tab=). */
export const aiDashboardTabs = [
  { value: 'insights', label: 'Insights' },
  { value: 'analysis', label: 'Case Analysis' },
  { value: 'predictions', label: 'Predictions' },
  { value: 'chat', label: 'AI Chat' },
  { value: 'automation', label: 'Automation' },
] as const;

export type AiDashboardTab = (typeof aiDashboardTabs)[number]['value'];

export const isAiDashboardTab = (value: string | null): value is AiDashboardTab =>
  aiDashboardTabs.some((tab) => tab.value === value);
