import {
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/**
 * Parses and validates GraphQL documents for graphql-ws, once per distinct text: a thousand
 * subscribers of the same live page send the same document, and each used to parse and validate
 * its own copy and keep it for the life of the socket. Only valid documents are kept, at most
 * `capacity`, the least recently used dropped first. Apollo keeps its own for HTTP.
 */
export class DocumentCache {
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly maxTokens: number,
    private readonly capacity = 1000,
  ) {}

  /** The document, or the errors that make it unusable (a parse error or validation errors). */
  documentOf(text: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
    const cached = this.documents.get(text);
    if (cached) {
      this.documents.delete(text);
      this.documents.set(text, cached);
      return { document: cached };
    }
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: this.maxTokens });
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const errors = validate(this.schema, document, this.rules);
    if (errors.length > 0) return { errors };
    if (this.documents.size >= this.capacity) this.documents.delete(this.documents.keys().next().value!);
    this.documents.set(text, document);
    return { document };
  }

  get size(): number {
    return this.documents.size;
  }
}
