import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { maxPageSize } from '../pagination';
import { buildApiSchema } from '../../../graphql-schema';
import { defaultListSize, measureOperation, operationLimitErrors } from '../limits';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const size = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  measureOperation(schema, parse(query), operationName, variables);

describe('the query limits see the operation as it will execute', () => {
  it('follows fragment spreads and inline fragments for depth, aliases and cost', () => {
    const inline = size('{ recentCases(limit: 5) { id patient { id firstName } } }');
    const viaFragments = size(`
      query { recentCases(limit: 5) { ...CaseBits } }
      fragment CaseBits on Case { id ... on Case { patient { ...PatientBits } } }
      fragment PatientBits on Patient { id firstName }
    `);
    expect(viaFragments).toEqual(inline);
    expect(inline).toEqual({ depth: 3, aliases: 0, cost: 1 + 5 * (1 + 1 + 2) });

    const aliasedInFragment = size(`
      query { recentCases { ...A } }
      fragment A on Case { a: id b: id c: id }
    `);
    expect(aliasedInFragment?.aliases).toBe(3);
  });

  it('applies variables, the operation defaults and the schema defaults to page sizes', () => {
    const query = 'query Page($n: Int! = 7) { cases(first: $n) { totalCount nodes { id caseNumber } } }';
    // cases + totalCount + nodes, then n x (id + caseNumber)
    expect(size(query, { n: 90 })?.cost).toBe(3 + 90 * 2);
    expect(size(query, {})?.cost).toBe(3 + 7 * 2);
    // The schema's default (first: 20) when the query says nothing.
    expect(size('{ cases { nodes { id } } }')?.cost).toBe(2 + 20 * 1);
    // A literal page size is honoured too, whatever the default list size is.
    expect(size('{ cases(first: 3) { nodes { id } } }')?.cost).toBe(2 + 3);
  });

  it('counts a list without a page size as the default list size, and multiplies nested lists', () => {
    const nested = size('{ cases(first: 10) { nodes { messages { id } } } }');
    expect(nested?.cost).toBe(2 + 10 * (1 + 20 * 1));
    expect(defaultListSize).toBe(20);
  });

  it('refuses the bypasses the outside test found: a fragment-hidden, variable-sized page', () => {
    const limits = { maxDepth: 10, maxAliases: 15, maxCost: 20000 };
    const attack = `
      query Attack($n: Int!) { cases(first: $n) { nodes { ...Deep } } }
      fragment Deep on Case { messages(first: 100) { id caseId senderName content } patient { id } }
    `;
    const errors = operationLimitErrors(schema, parse(attack), 'Attack', { n: maxPageSize }, limits);
    expect(errors.map((error) => [error.message, error.extensions.code])).toEqual([
      ['Query is too expensive', 'QUERY_TOO_COMPLEX'],
    ]);
    expect(operationLimitErrors(schema, parse(attack), 'Attack', { n: 2 }, limits)).toEqual([]);
  });

  it('measures the named operation of a document that holds several', () => {
    const document = '{ me { id } } query Other { recentCases(limit: 50) { id } }'.replace('{ me', 'query Me { me');
    expect(size(document, {}, 'Me')?.cost).toBe(2);
    expect(size(document, {}, 'Other')?.cost).toBe(51);
    expect(size(document, {})).toBeNull();
  });
});

describe('every operation the web app sends fits the default limits at the largest page', () => {
  const defaults = { maxDepth: 10, maxAliases: 15, maxCost: 20000 };
  const generated = path.resolve(__dirname, '../../../../../web/src/gql/graphql.ts');

  it('measures each generated document with every page size at its maximum', async () => {
    const exported = (await import(generated)) as Record<string, unknown>;
    const documents = Object.entries(exported).filter(
      (entry): entry is [string, DocumentNode] =>
        entry[0].endsWith('Document') && (entry[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT,
    );
    expect(documents.length).toBeGreaterThan(50);
    expect(fs.existsSync(generated)).toBe(true);
    const over: string[] = [];
    for (const [name, document] of documents) {
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation) continue;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, maxPageSize]),
      );
      const errors = operationLimitErrors(schema, document, operation.name?.value, variables, defaults);
      if (errors.length > 0)
        over.push(
          `${name}: ${errors[0].message} (${JSON.stringify(measureOperation(schema, document, operation.name?.value, variables))})`,
        );
    }
    expect(over).toEqual([]);
  });
});
