import type { AnyObject, ObjectSchema } from 'yup';

/** Names of the fields a Yup object schema requires, so forms mark exactly those as required. */
export function requiredFieldsOf(schema: ObjectSchema<AnyObject>): ReadonlySet<string> {
  const { fields } = schema.describe();
  return new Set(
    Object.entries(fields)
      .filter(([, description]) => 'optional' in description && !description.optional)
      .map(([name]) => name),
  );
}
