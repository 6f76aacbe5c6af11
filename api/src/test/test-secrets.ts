/** One key for every test app and factory, so secrets sealed by a factory open in any app under test. */
export const testSecretsKey = Buffer.alloc(32, 7).toString('base64');
