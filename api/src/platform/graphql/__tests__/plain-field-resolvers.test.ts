import { GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../../graphql-schema';

const fieldOf = (schema: GraphQLSchema, type: string, field: string) =>
  (schema.getType(type) as GraphQLObjectType).getFields()[field];

describe('usePlainFieldResolvers (run by buildApiSchema)', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildApiSchema();
  });

  it('leaves plain properties to graphql-js’s default resolver', () => {
    expect(fieldOf(schema, 'Case', 'caseNumber').resolve).toBeUndefined();
    expect(fieldOf(schema, 'Patient', 'firstName').resolve).toBeUndefined();
    expect(fieldOf(schema, 'Clinic', 'name').resolve).toBeUndefined();
  });

  it('keeps the resolver of every field with a field-access rule, so the rule still applies', () => {
    expect(fieldOf(schema, 'Case', 'notes').resolve).toEqual(expect.any(Function));
    expect(fieldOf(schema, 'Clinic', 'subscriptionPlan').resolve).toEqual(expect.any(Function));
  });

  it('keeps field resolvers and root fields', () => {
    expect(fieldOf(schema, 'Case', 'patient').resolve).toEqual(expect.any(Function));
    expect(fieldOf(schema, 'Patient', 'fullName').resolve).toEqual(expect.any(Function));
    expect(schema.getQueryType()!.getFields().cases.resolve).toEqual(expect.any(Function));
  });
});
