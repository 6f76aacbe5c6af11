import { buildSchema, execute, parse, validate, type GraphQLResolveInfo } from 'graphql';
import { allColumns, type ColumnRules } from '../../../db/sql/column-set';
import { selectedColumns } from '../selected-columns';

const schema = buildSchema(`
  type Person { id: Int! clinicId: Int! firstName: String! lastName: String! phone: String fullName: String! age: Int }
  type Item { id: Int! personId: Int! title: String notes: String person: Person history: [String!]! summary: String }
  type ItemPage { nodes: [Item!]! total: Int! }
  type Query { items(first: Int): ItemPage }
`);

const item = {
  name: 'Item',
  columns: ['id', 'personId', 'title', 'notes', 'createdAt'].map((propertyName) => ({ propertyName })),
};
const person = {
  name: 'Person',
  columns: ['id', 'clinicId', 'firstName', 'lastName', 'phone', 'dateOfBirth'].map((propertyName) => ({
    propertyName,
  })),
};
const itemRules: ColumnRules = { always: ['id', 'personId'], resolvedFrom: { person: [], history: [] } };
const personRules: ColumnRules = { always: ['id', 'clinicId'], resolvedFrom: { fullName: ['firstName', 'lastName'] } };

/** The resolve info of `items` for a document, as graphql-js hands it to the resolver. */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  expect(validate(schema, parsed)).toEqual([]);
  let captured: GraphQLResolveInfo | undefined;
  void execute({
    schema,
    document: parsed,
    rootValue: {
      items: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        captured = info;
        return null;
      },
    },
  });
  return captured!;
}

const itemColumns = (document: string) => sorted(selectedColumns(infoOf(document), ['nodes'], item, itemRules));
const personColumns = (document: string) =>
  sorted(selectedColumns(infoOf(document), ['nodes', 'person'], person, personRules));
const sorted = (columns: readonly string[] | typeof allColumns) =>
  columns === allColumns ? columns : [...columns].sort();

describe('selectedColumns', () => {
  it('reads the selected columns plus the ones always needed, nothing for __typename or the page fields', () => {
    expect(itemColumns('{ items { total nodes { __typename title } } }')).toEqual(['id', 'personId', 'title']);
  });

  it('follows a nested path, and needs only the always-columns of a path that is not selected', () => {
    const document = '{ items { nodes { title person { firstName phone } } } }';
    expect(personColumns(document)).toEqual(['clinicId', 'firstName', 'id', 'phone']);
    expect(personColumns('{ items { nodes { title } } }')).toEqual(['clinicId', 'id']);
  });

  it('merges aliases of the same field and of the path', () => {
    const document = `{ items { nodes { heading: title person { given: firstName } } more: nodes { notes who: person { lastName } } } }`;
    expect(itemColumns(document)).toEqual(['id', 'notes', 'personId', 'title']);
    expect(personColumns(document)).toEqual(['clinicId', 'firstName', 'id', 'lastName']);
  });

  it('reads fields inside inline fragments and named fragments, at any depth of the path', () => {
    const document = `
      query { items { ...Page } }
      fragment Page on ItemPage { nodes { ... on Item { title } ...ItemPerson } }
      fragment ItemPerson on Item { person { ... { phone } ...Names } }
      fragment Names on Person { lastName }`;
    expect(itemColumns(document)).toEqual(['id', 'personId', 'title']);
    expect(personColumns(document)).toEqual(['clinicId', 'id', 'lastName', 'phone']);
  });

  it('counts a field under @include(if: false) or @skip as selected', () => {
    const document = '{ items { nodes { title @skip(if: true) notes @include(if: false) } } }';
    expect(itemColumns(document)).toEqual(['id', 'notes', 'personId', 'title']);
  });

  it('adds what a listed field resolver reads, and nothing for one that reads only the always-columns', () => {
    expect(personColumns('{ items { nodes { person { fullName } } } }')).toEqual([
      'clinicId',
      'firstName',
      'id',
      'lastName',
    ]);
    expect(itemColumns('{ items { nodes { history } } }')).toEqual(['id', 'personId']);
  });

  it('answers every column for a selected field that is neither a column nor a listed field resolver', () => {
    expect(itemColumns('{ items { nodes { title summary } } }')).toBe(allColumns);
    expect(personColumns('{ items { nodes { person { ... on Person { age } } } } }')).toBe(allColumns);
    // The unknown field is below the path: the item itself needs only what it selects.
    expect(itemColumns('{ items { nodes { title person { age } } } }')).toEqual(['id', 'personId', 'title']);
  });

  it('refuses rules that name a property that is not a column', () => {
    const info = infoOf('{ items { nodes { title } } }');
    expect(() => selectedColumns(info, ['nodes'], item, { always: ['id', 'ownerId'], resolvedFrom: {} })).toThrow(
      'Item has no column ownerId',
    );
  });
});
