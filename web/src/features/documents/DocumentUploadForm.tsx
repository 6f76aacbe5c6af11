import { useRef, type FormEvent } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useToast } from '../../app/toast/toastContext';
import { visibleFieldError } from '../../lib/formikErrors';
import { CasePicker, type CaseOption } from '../cases/form/CasePicker';
import { FileField } from './FileField';
import { documentTypeOptions } from './labels';
import { initialUploadValues, uploadFormSchema, formErrorsOf, type UploadFormValues } from './uploadFormSchema';
import { acceptAttribute, describePolicy, missingCaseOrFileMessage } from './uploadRules';
import { UploadProgressBar } from './UploadProgressBar';
import { useDocumentUpload } from './useDocumentUpload';
import { useUploadPolicy } from './useUploadPolicy';

interface DocumentUploadFormProps {
  /** Uploads to this case; the case picker is not shown. */
  caseId?: number;
  /** The case chosen at first (e.g. from the address); the user may pick another. */
  initialCase?: CaseOption | null;
  /** After a successful upload (the form has already been cleared). */
  onUploaded?: () => void;
  /** Shows a Close button beside Upload (e.g. in a dialog); it waits while an upload runs. */
  onClose?: () => void;
}

/**
 * Uploads one document to a case: case (unless fixed), type, description, confidential flag and
 * the file, checked against the upload policy before anything is sent; then a progress bar with
 * Cancel while it is sent.
 */
export function DocumentUploadForm({ caseId, initialCase = null, onUploaded, onClose }: DocumentUploadFormProps) {
  const showToast = useToast();
  const policy = useUploadPolicy();
  const { upload, cancel, progress } = useDocumentUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const caseIsFixed = caseId !== undefined;

  const form = useFormik<UploadFormValues>({
    initialValues: initialUploadValues(initialCase),
    validationSchema: uploadFormSchema(policy, caseIsFixed),
    onSubmit: async (values, { resetForm, setErrors }) => {
      const targetCaseId = caseId ?? values.case?.id;
      if (targetCaseId === undefined || !values.file) return;
      const result = await upload({
        caseId: targetCaseId,
        documentType: values.documentType,
        description: values.description,
        isConfidential: values.isConfidential,
        file: values.file,
      });
      if (result.outcome === 'uploaded') {
        resetForm();
        if (fileInput.current) fileInput.current.value = '';
        onUploaded?.();
      } else if (result.outcome === 'refused') {
        setErrors(formErrorsOf(result.fieldErrors));
      }
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((!caseIsFixed && !form.values.case) || !form.values.file) {
      showToast({ title: 'Missing information', description: missingCaseOrFileMessage, severity: 'error' });
    }
    // Marks every field touched so its error shows; sends only a valid form.
    await form.submitForm();
  };

  const chooseFile = (file: File | null) => {
    void form.setFieldValue('file', file);
    void form.setFieldTouched('file', true, false);
  };

  const uploading = form.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Upload document form">
      <Grid container spacing={2}>
        {!caseIsFixed && (
          <Grid size={{ xs: 12, md: 6 }}>
            <CasePicker
              name="case"
              required
              value={form.values.case}
              onChange={(option) => void form.setFieldValue('case', option)}
              onBlur={() => void form.setFieldTouched('case')}
              error={visibleFieldError(form, 'case')}
              disabled={uploading}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            label="Document Type"
            {...form.getFieldProps('documentType')}
            error={Boolean(visibleFieldError(form, 'documentType'))}
            helperText={visibleFieldError(form, 'documentType')}
            disabled={uploading}
          >
            {documentTypeOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label="Description"
            {...form.getFieldProps('description')}
            error={Boolean(visibleFieldError(form, 'description'))}
            helperText={visibleFieldError(form, 'description')}
            disabled={uploading}
          />
        </Grid>
        <Grid size={12}>
          <FileField
            file={form.values.file}
            onChange={chooseFile}
            inputRef={fileInput}
            accept={policy && acceptAttribute(policy)}
            error={visibleFieldError(form, 'file')}
            helperText={policy && describePolicy(policy)}
            disabled={uploading}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            label="Confidential"
            control={
              <Checkbox
                name="isConfidential"
                checked={form.values.isConfidential}
                onChange={(event) => void form.setFieldValue('isConfidential', event.target.checked)}
                disabled={uploading}
              />
            }
          />
        </Grid>
        {progress && form.values.file && (
          <Grid size={12}>
            <UploadProgressBar fileName={form.values.file.name} progress={progress} onCancel={cancel} />
          </Grid>
        )}
        <Grid size={12}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
            {onClose && (
              <Button onClick={onClose} disabled={uploading}>
                Close
              </Button>
            )}
            <Button type="submit" variant="contained" startIcon={<CloudUploadOutlinedIcon />} disabled={uploading}>
              {uploading ? 'Uploading...' : 'Upload Document'}
            </Button>
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
