/** How a form's save went: on failure, the server's messages for individual fields (for Formik's `setErrors`). */
export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };
