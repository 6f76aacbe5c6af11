import type { ReactNode } from 'react';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { CaseLoadingOrError, CaseNotFound } from './CaseLookupStates';
import { useCaseFromRoute } from './useCaseFromRoute';

interface CaseLoaderProps {
  /** The screen's title while the case loads or when it fails. */
  screenTitle: string;
  children: (caseRecord: CaseDetailFieldsFragment) => ReactNode;
}

/** Loads the case of the route's `:id` and renders the screen for it, or the loading, error and not-found states. */
export function CaseLoader({ screenTitle, children }: CaseLoaderProps) {
  const { idKind, caseRecord, loading, error, retry } = useCaseFromRoute();

  if (idKind === 'missing') return <CaseNotFound reason="no-id" />;
  if (idKind === 'invalid') return <CaseNotFound reason="not-found" />;
  if (loading || error) return <CaseLoadingOrError screenTitle={screenTitle} error={error} onRetry={retry} />;
  if (!caseRecord) return <CaseNotFound reason="not-found" />;
  return children(caseRecord);
}
