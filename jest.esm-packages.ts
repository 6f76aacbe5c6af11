/**
 * The api's ES-module-only dependencies, which jest (CommonJS, Node 20) must transform like our own code:
 * ml-matrix's helpers and pdf.js behind unpdf (TOOLCHAIN-WAVE2.md). The copies sit in nested node_modules
 * folders, so the pattern allows any folder before the name.
 */
const esmOnlyPackages = [
  'is-any-array',
  'ml-array-max',
  'ml-array-min',
  'ml-array-rescale',
  'ml-array-mean',
  'ml-array-median',
  'ml-array-mode',
  'ml-array-sum',
  'ml-cart',
  'ml-matrix',
  'ml-random-forest',
  'ml-regression-multivariate-linear',
  'unpdf',
];

export const apiEsmTransformIgnorePatterns = [`/node_modules/(?!(.*/)?(${esmOnlyPackages.join('|')})/)`];

/** unpdf loads pdf.js through a dynamic import, which jest cannot run without a flag: map it to the file. */
export const apiEsmModuleNameMapper = {
  '^unpdf/pdfjs$': require.resolve('unpdf').replace(/index\.cjs$/, 'pdfjs.mjs'),
};

/** The api's transform pattern: our TypeScript plus the ES-module JavaScript above. */
export const apiTransformPattern = '^.+\\.(ts|js|mjs|cjs)$';
export const apiModuleFileExtensions = ['ts', 'js', 'mjs', 'cjs', 'json'];
