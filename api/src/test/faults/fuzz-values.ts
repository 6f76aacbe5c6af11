import fc from 'fast-check';

/** Strings no form would send: control and zero bytes, lone surrogates, bidi overrides, injections, huge. */
export const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil\u202C',
  '\u{1F600}\u{1F469}\u200D\u{1F4BB}',
  '<script>alert(1)</script>',
  "'; DROP TABLE patients; --",
  '${7*7}{{7*7}}',
  '%00%ff',
  '\r\n\t',
  'x'.repeat(10_001),
  '\u{1F600}'.repeat(70_000),
  'é'.repeat(600_000), // over the 1 MB JSON body limit once encoded
);

export const badDates = fc.constantFrom(
  '2023-02-30',
  '2023-13-01',
  '0000-00-00',
  '9999-12-31',
  '1899-12-31',
  '1980-01-02T10:00:00Z',
  '01/02/1980',
  '1980-1-2',
  '+275760-09-13',
  '-001980-01-02',
  'yesterday',
  '2020-02-29',
  '2021-02-29',
);

export const oddNumbers = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

/** Text up to `max` characters, or one of the strings no form would send. */
export const fuzzText = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), nastyStrings);

/** Any value of any type: what a hostile or broken client may put in a field. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  nastyStrings,
  badDates,
  oddNumbers,
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => n.toString()),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.object({ maxDepth: 1, maxKeys: 3 }),
);

/** Mostly a valid value (so writes reach the database), sometimes anything at all. */
export const field = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: wildValue, weight: 1 });

export const validName = fc.oneof(
  fc.constantFrom('Ana', "O'Brien", 'José-María', 'Nguyễn', '山田', 'Zoë', 'Ólafur Þór'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
);
export const validEmail = fc.oneof(
  fc.constantFrom('pat@example.com', 'a.b+c@clinic.example', 'x@y.co'),
  fc.emailAddress().filter((e) => e.length <= 100),
);
export const validPhone = fc.constantFrom('555-010-2000', '(555) 010-3000', '+1 555 010 4000');
export const validPastDate = fc
  .date({ min: new Date('1920-01-01'), max: new Date('2024-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
export const validZip = fc.constantFrom('12345', '12345-6789');
export const validMoney = fc.constantFrom('0', '1500.50', '99999999.99', 12.5);

/** Fields a client must never be able to set. */
export const extraFields = (otherClinicId: number) =>
  fc.record(
    {
      clinicId: fc.constantFrom(otherClinicId, -1, '1'),
      clinic_id: fc.constant(otherClinicId),
      id: fc.constantFrom(1, 999_999_999),
      createdAt: fc.constant('2000-01-01T00:00:00Z'),
      caseNumber: fc.constant('CASE-EVIL-1'),
      constructor: fc.constant({ prototype: { polluted: true } }),
      unknownField: wildValue,
    },
    { requiredKeys: [] },
  );
