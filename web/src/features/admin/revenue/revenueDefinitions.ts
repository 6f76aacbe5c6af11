import type { RevenueOverviewQuery } from '../../../gql/graphql';

/** The server's definition of each figure, by the figure's name (revenueDefinitions). */
export type DefinitionOf = (figure: string) => string | undefined;

export function definitionLookup(definitions: RevenueOverviewQuery['revenueDefinitions']): DefinitionOf {
  const byFigure = new Map(definitions.map(({ figure, definition }) => [figure, definition]));
  return (figure) => byFigure.get(figure);
}
