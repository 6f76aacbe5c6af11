import { ForbiddenError } from '../../platform/errors';
import type { AiFeatureLevel, SettingsReader } from '../../platform/settings/settings-reader';

/** The AI dashboard's features, each switched by the operator's "AI features" setting. */
export const aiFeatureNames = ['insights', 'caseAnalysis', 'documentAnalysis', 'chat', 'predictions'] as const;
export type AiFeature = (typeof aiFeatureNames)[number];

/**
 * What each level of the setting turns on (decision 196): "analysis" is everything that reads the record
 * (insights, case and document analysis, the chat); "predictions" is the fitted models alone.
 */
const featuresByLevel: Record<AiFeatureLevel, readonly AiFeature[]> = {
  all: aiFeatureNames,
  analysis: ['insights', 'caseAnalysis', 'documentAnalysis', 'chat'],
  predictions: ['predictions'],
  none: [],
};

export const aiFeatureLabels: Record<AiFeature, string> = {
  insights: 'AI insights',
  caseAnalysis: 'AI case analysis',
  documentAnalysis: 'AI document analysis',
  chat: 'The AI assistant',
  predictions: 'AI predictions',
};

/** The spec's AI config `features`: every feature name mapped to whether the setting turns it on. */
export function aiFeatureMap(level: AiFeatureLevel): Record<AiFeature, boolean> {
  const on = new Set(featuresByLevel[level]);
  return Object.fromEntries(aiFeatureNames.map((name) => [name, on.has(name)])) as Record<AiFeature, boolean>;
}

export const aiFeatureOffMessage = (feature: AiFeature): string =>
  `${aiFeatureLabels[feature]} is turned off by the platform’s AI features setting.`;

/** Refuses the call when the operator's setting turns the feature off: the switch is enforced on the server. */
export async function assertAiFeature(settings: SettingsReader, feature: AiFeature): Promise<void> {
  const level = await settings.aiFeatures();
  if (!featuresByLevel[level].includes(feature)) throw new ForbiddenError(aiFeatureOffMessage(feature));
}
