import { useQuery } from '@apollo/client/react';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { AiConfigQuery } from './aiInsightsQueries';

type AiFeature = 'insights' | 'caseAnalysis' | 'documentAnalysis' | 'chat' | 'predictions';

const featureLabels: Record<AiFeature, string> = {
  insights: 'AI insights',
  caseAnalysis: 'AI case analysis',
  documentAnalysis: 'AI document analysis',
  chat: 'The AI assistant',
  predictions: 'AI predictions',
};

/**
 * Whether the platform's AI features setting turns a feature on (the server's aiConfig), and why not:
 * a screen hides its actions and says so; the server refuses them anyway.
 */
export function useAiFeature(feature: AiFeature): { ready: boolean; on: boolean; offReason: string | null } {
  const { data, error } = useQuery(AiConfigQuery);
  if (error && !data) return { ready: true, on: false, offReason: errorMessageOf(error) };
  if (!data) return { ready: false, on: false, offReason: null };
  const on = data.aiConfig.features[feature];
  return {
    ready: true,
    on,
    offReason: on ? null : `${featureLabels[feature]} is turned off by the platform’s AI features setting.`,
  };
}
