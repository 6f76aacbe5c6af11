import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { useToast } from '../../../app/toast/toastContext';
import { LoadingState } from '../../../components/LoadingState';
import type { Role } from '../../../gql/graphql';
import { visibleFieldError } from '../../../lib/formikErrors';
import type { MessageItem } from '../messageFields';
import { recipientTypeLabels } from '../messageLabels';
import { CasePicker, type CaseOption } from '../../cases/form/CasePicker';
import { messageFormSchema, type MessageFormValues } from './messageFormSchema';
import { defaultRecipientType, recipientTypesFor, replyRecipientType, replySubject } from './recipientTypes';
import { useInitialCase } from '../../cases/form/useInitialCase';
import { SEND_FAILED_MESSAGE, SENT_MESSAGE, useSendMessage } from './useSendMessage';

/** What a message list asks of the compose form next to it. */
export interface MessageComposer {
  /** Prepares an answer to the message: its case, "Re:" subject and the right recipient; focuses the message box. */
  replyTo: (message: MessageItem) => void;
}

interface MessageComposeFormProps {
  /** The one case this form writes about (a case's Messages tab): no case picker is shown. */
  fixedCaseId?: number;
  /** A case to start with (Secure Messaging's `?caseId=`). */
  initialCaseId?: number | null;
  ref?: Ref<MessageComposer>;
}

interface ComposeFormProps extends Omit<MessageComposeFormProps, 'initialCaseId'> {
  role: Role;
  initialCase: CaseOption | null;
}

/**
 * What the failure toast adds to the spec's text: a field message the form cannot show under a field
 * (the tab has no case field; replies have no field at all), or the server's message when it named no field.
 */
function failureDetail(
  { fieldErrors, message }: { fieldErrors: Record<string, string>; message: string | undefined },
  hasCasePicker: boolean,
): string | undefined {
  const shown = new Set<string>(['recipientType', 'subject', 'content', ...(hasCasePicker ? ['case'] : [])]);
  const fields = Object.keys(fieldErrors);
  const unshown = fields.find((field) => !shown.has(field));
  if (unshown) return fieldErrors[unshown];
  return fields.length === 0 ? message : undefined;
}

function caseOfMessage(message: MessageItem): CaseOption {
  return { id: message.caseId, caseNumber: message.caseNumber, patientName: message.patientName };
}

function ComposeForm({ role, fixedCaseId, initialCase, ref }: ComposeFormProps) {
  const showToast = useToast();
  const sendMessage = useSendMessage();
  const [replyingTo, setReplyingTo] = useState<MessageItem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const hasCasePicker = fixedCaseId === undefined;
  const recipientTypes = recipientTypesFor(role);
  const writesToClinicOnly = role === 'attorney';
  const schema = useMemo(() => messageFormSchema({ fixedCase: !hasCasePicker }), [hasCasePicker]);

  const form = useFormik<MessageFormValues>({
    initialValues: { case: initialCase, recipientType: defaultRecipientType(role), subject: '', content: '' },
    validationSchema: schema,
    onSubmit: async (values, { setErrors, resetForm }) => {
      const caseId = fixedCaseId ?? values.case?.id;
      if (caseId === undefined) return;
      const outcome = await sendMessage({
        caseId,
        recipientType: values.recipientType,
        subject: values.subject.trim(),
        content: values.content.trim(),
        parentMessageId: replyingTo?.id ?? null,
      });
      if (outcome.ok) {
        showToast({ title: SENT_MESSAGE, severity: 'success' });
        // The case and recipient stay chosen for the next message.
        resetForm({ values: { ...values, subject: '', content: '' } });
        setReplyingTo(null);
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: SEND_FAILED_MESSAGE, description: failureDetail(outcome, hasCasePicker), severity: 'error' });
    },
  });

  useImperativeHandle(
    ref,
    () => ({
      replyTo: (message) => {
        setReplyingTo(message);
        void form.setValues(
          (values) => ({
            ...values,
            case: hasCasePicker ? caseOfMessage(message) : values.case,
            recipientType: replyRecipientType(role, message),
            subject: replySubject(message.subject),
          }),
          false,
        );
        formRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
        contentRef.current?.focus();
      },
    }),
    [form, hasCasePicker, role],
  );

  const errorOf = (field: keyof MessageFormValues) => visibleFieldError(form, field);
  const recipientHelp = writesToClinicOnly
    ? 'Attorneys write to the clinic.'
    : form.values.recipientType === 'internal'
      ? "Only your clinic's team can read internal messages."
      : form.values.recipientType === 'patient'
        ? 'The patient reads it in the patient portal, once invited; the attorney sees it on the case.'
        : undefined;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Compose message form">
      <Stack spacing={2}>
        {replyingTo && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setReplyingTo(null)} disabled={form.isSubmitting}>
                Cancel reply
              </Button>
            }
          >
            Replying to “{replyingTo.subject}” from {replyingTo.senderName}
          </Alert>
        )}
        {hasCasePicker && (
          <CasePicker
            name="case"
            required
            value={form.values.case}
            onChange={(option) => void form.setFieldValue('case', option)}
            onBlur={() => void form.setFieldTouched('case')}
            error={errorOf('case')}
          />
        )}
        <TextField
          {...form.getFieldProps('recipientType')}
          select
          label="Recipient Type"
          required
          error={Boolean(errorOf('recipientType'))}
          helperText={errorOf('recipientType') ?? recipientHelp}
          slotProps={{ select: { readOnly: writesToClinicOnly } }}
        >
          {recipientTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {recipientTypeLabels[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.getFieldProps('subject')}
          label="Subject"
          required
          error={Boolean(errorOf('subject'))}
          helperText={errorOf('subject')}
        />
        <TextField
          {...form.getFieldProps('content')}
          label="Message"
          required
          multiline
          rows={5}
          inputRef={contentRef}
          error={Boolean(errorOf('content'))}
          helperText={errorOf('content')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * The compose form of Secure Messaging and of a case's Messages tab: case (unless fixed), recipient
 * type (attorneys write only to the clinic), subject and message. Sent messages join the lists at once.
 */
export function MessageComposeForm({ fixedCaseId, initialCaseId = null, ref }: MessageComposeFormProps) {
  const { user } = useCurrentUser();
  const { loading, initialCase } = useInitialCase(fixedCaseId === undefined ? initialCaseId : null);

  if (!user || loading) return <LoadingState label="Loading the message form..." />;
  // A new starting case (the address changed) starts a fresh form.
  return (
    <ComposeForm
      key={initialCase?.id ?? 'no-case'}
      role={user.role}
      fixedCaseId={fixedCaseId}
      initialCase={initialCase}
      ref={ref}
    />
  );
}
