import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const decimalPattern = /^-?\d{1,12}(\.\d{1,2})?$/;

function parseDecimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !decimalPattern.test(text.trim())) {
    throw new GraphQLError('Amount must be a number with at most 2 decimal places, for example "125.50"');
  }
  return text.trim();
}

/** Money: a decimal carried as a string ("1250.00") so no float ever touches it. */
export const Decimal = new GraphQLScalarType({
  name: 'Decimal',
  description: 'A decimal amount with up to 2 places, as a string such as "1250.00"',
  serialize: (value) => (typeof value === 'number' ? value.toFixed(2) : String(value)),
  parseValue: parseDecimal,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) {
      throw new GraphQLError('Amount must be a string or number');
    }
    return parseDecimal(ast.value);
  },
});

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseLocalDate(value: unknown): string {
  const match = typeof value === 'string' ? datePattern.exec(value) : null;
  if (!match) throw new GraphQLError('Date must be written as YYYY-MM-DD');
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new GraphQLError(`${value} is not a calendar date`);
  }
  return value as string;
}

/** A calendar date without time zone (date of birth, accident date), as "YYYY-MM-DD". */
export const LocalDate = new GraphQLScalarType({
  name: 'LocalDate',
  description: 'A calendar date as YYYY-MM-DD',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: parseLocalDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Date must be written as YYYY-MM-DD');
    return parseLocalDate(ast.value);
  },
});
