import type { Request } from 'express';
import { specifiedRules, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../../graphql-schema';
import { DocumentCache } from '../document-cache';
import { graphqlOperationTurns } from '../operation-turns';

let schema: GraphQLSchema;
let turnsOf: (req: Request) => number;
beforeAll(async () => {
  schema = await buildApiSchema();
  turnsOf = graphqlOperationTurns(schema, new DocumentCache(schema, specifiedRules, 5000), 2000);
});

const request = (body: unknown) => ({ body }) as Request;

/** The flood of the fair-share test and the benchmark's fairness phase: the worst the limits accept. */
const worstAccepted = `query Worst($n: Int!) {
  cases(first: $n, sortBy: patientName, filter: { search: "a" }) {
    totalCount totalInScope
    nodes { id caseNumber status caseType patient { id firstName lastName email } attorney { id firstName }
            messages(first: 20) { id content senderName } }
  }
}`;

describe('graphqlOperationTurns (decision 511)', () => {
  it('gives the cases page and a case detail one turn, as the screens ask them', () => {
    const page = `query Cases($first: Int) { cases(first: $first) { totalCount nodes { id caseNumber status caseType
      patient { id firstName lastName } attorney { id firstName lastName } } pageInfo { endCursor hasNextPage } } }`;
    expect(turnsOf(request({ query: page, variables: { first: 50 } }))).toBe(1);
    expect(turnsOf(request({ query: '{ case(id: 1) { id messages(first: 20) { id content } } }' }))).toBe(1);
  });

  it('gives the most expensive accepted query more turns than a user has, and counts the page size it is sent with', () => {
    expect(turnsOf(request({ query: worstAccepted, variables: { n: 100 } }))).toBeGreaterThanOrEqual(4);
    expect(turnsOf(request({ query: worstAccepted, variables: { n: 10 } }))).toBe(1);
  });

  it('picks the named operation of a document with several', () => {
    const two = `query Small { me { id } } ${worstAccepted}`;
    expect(turnsOf(request({ query: two, operationName: 'Small' }))).toBe(1);
    expect(turnsOf(request({ query: two, operationName: 'Worst', variables: { n: 100 } }))).toBeGreaterThanOrEqual(4);
  });

  it('gives one turn to what Apollo will refuse: no query, a syntax error, an unknown field, odd variables', () => {
    for (const body of [
      undefined,
      {},
      { query: 42 },
      { query: '{ cases(first: ' },
      { query: '{ nope }' },
      { query: worstAccepted, variables: 'n=100' },
      { query: worstAccepted, variables: [100] },
    ])
      expect(turnsOf(request(body))).toBe(1);
  });
});
