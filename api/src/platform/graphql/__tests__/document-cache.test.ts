import { buildSchema, specifiedRules } from 'graphql';
import { DocumentCache } from '../document-cache';

const schema = buildSchema('type Query { a: Int, b: Int, c: Int }');
const documentsOf = (capacity?: number) => new DocumentCache(schema, specifiedRules, 100, capacity);

describe('DocumentCache', () => {
  it('parses and validates a text once and gives every later caller the same document', () => {
    const cache = documentsOf();
    const first = cache.documentOf('{ a }');
    expect('document' in first && first.document.kind).toBe('Document');
    expect(cache.documentOf('{ a }')).toEqual(first);
    expect((cache.documentOf('{ a }') as { document: unknown }).document).toBe(
      (first as { document: unknown }).document,
    );
  });

  it('answers parse and validation errors and keeps neither', () => {
    const cache = documentsOf();
    const broken = cache.documentOf('{ a');
    expect('errors' in broken && broken.errors[0].message).toMatch(/Syntax Error/);
    const invalid = cache.documentOf('{ nope }');
    expect('errors' in invalid && invalid.errors[0].message).toBe('Cannot query field "nope" on type "Query".');
    const tooLong = cache.documentOf(`{ ${'a '.repeat(200)}}`);
    expect('errors' in tooLong && tooLong.errors[0].message).toMatch(/more that 100 tokens/);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used document when full', () => {
    const cache = documentsOf(2);
    const a = cache.documentOf('{ a }');
    const b = cache.documentOf('{ b }');
    expect(cache.documentOf('{ a }')).toEqual(a);
    cache.documentOf('{ c }');
    expect(cache.size).toBe(2);
    const kept = (text: string) => (cache.documentOf(text) as { document: unknown }).document;
    expect(kept('{ a }')).toBe((a as { document: unknown }).document);
    expect(kept('{ b }')).not.toBe((b as { document: unknown }).document);
    expect(cache.size).toBe(2);
  });
});
