import * as yup from 'yup';
import type { DocumentType } from '../../gql/graphql';
import type { CaseOption } from '../cases/form/CasePicker';
import { DEFAULT_DOCUMENT_TYPE } from './labels';
import { fileProblem } from './uploadRules';
import type { UploadPolicy } from './useUploadPolicy';

export interface UploadFormValues {
  case: CaseOption | null;
  documentType: DocumentType;
  description: string;
  isConfidential: boolean;
  file: File | null;
}

/** Spec: Medical Record by default; documents are confidential unless unticked. */
export function initialUploadValues(initialCase: CaseOption | null = null): UploadFormValues {
  return { case: initialCase, documentType: DEFAULT_DOCUMENT_TYPE, description: '', isConfidential: true, file: null };
}

const MAX_DESCRIPTION_LENGTH = 1000;

/**
 * The form's rules. The case is needed only when the form picks it (not for a fixed case); the
 * file's type and size are checked once the policy is known (the server checks them regardless).
 */
export function uploadFormSchema(policy: UploadPolicy | undefined, caseIsFixed: boolean) {
  return yup.object({
    case: caseIsFixed
      ? yup.mixed<CaseOption>().nullable()
      : yup.mixed<CaseOption>().nullable().required('Select a case'),
    documentType: yup.string<DocumentType>().required('Choose the document type'),
    description: yup
      .string()
      .ensure()
      .max(MAX_DESCRIPTION_LENGTH, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
    isConfidential: yup.boolean().required(),
    file: yup
      .mixed<File>()
      .nullable()
      .required('Choose a file')
      .test('allowed-file', (file, context) => {
        const problem = file && policy ? fileProblem(file, policy) : null;
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}

/** Server field names as the form's. */
export function formErrorsOf(fieldErrors: Record<string, string>): Partial<Record<keyof UploadFormValues, string>> {
  const errors: Partial<Record<keyof UploadFormValues, string>> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (field === 'caseId') errors.case = message;
    else if (field === 'file' || field === 'documentType' || field === 'description') errors[field] = message;
  }
  return errors;
}
