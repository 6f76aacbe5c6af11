import { ForbiddenError } from '../../platform/errors';
import type { AiFeatureLevel, SettingsReader } from '../../platform/settings/settings-reader';
import { flagEnabled, type FlagContext } from '../feature-flags/feature-flag-reader';

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

/** Each feature's flag (decision 446): on by default; a clinic's override wins over the global value. */
export const aiFeatureFlags: Record<AiFeature, string> = {
  insights: 'ai.insights',
  caseAnalysis: 'ai.case_analysis',
  documentAnalysis: 'ai.document_analysis',
  chat: 'ai.chat',
  predictions: 'ai.predictions',
};

/**
 * Which features are on for a clinic (decision 446): the operator's AI features setting AND the
 * feature's flag (the clinic's override, else the global value). Without `flags`, the setting alone.
 */
export async function aiFeaturesOn(
  settings: SettingsReader,
  flags?: FlagContext | null,
): Promise<Record<AiFeature, boolean>> {
  const map = aiFeatureMap(await settings.aiFeatures());
  if (!flags) return map;
  for (const name of aiFeatureNames) if (map[name]) map[name] = await flagEnabled(flags, aiFeatureFlags[name]);
  return map;
}

export const aiFeatureFlagOffMessage = (feature: AiFeature): string =>
  `${aiFeatureLabels[feature]} is turned off for this clinic.`;

/**
 * Refuses the call when the operator's setting turns the feature off, or its flag does for the
 * caller's clinic (`flags`): the switch is enforced on the server.
 */
export async function assertAiFeature(
  settings: SettingsReader,
  feature: AiFeature,
  flags?: FlagContext | null,
): Promise<void> {
  const level = await settings.aiFeatures();
  if (!featuresByLevel[level].includes(feature)) throw new ForbiddenError(aiFeatureOffMessage(feature));
  if (flags && !(await flagEnabled(flags, aiFeatureFlags[feature])))
    throw new ForbiddenError(aiFeatureFlagOffMessage(feature));
}
