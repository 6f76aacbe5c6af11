/** Codes and secrets in a monospace face, so 0/O and 1/I/l are told apart and groups line up. */
export const monospaceFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
