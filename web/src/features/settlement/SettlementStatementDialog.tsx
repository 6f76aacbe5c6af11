import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useToast } from '../../app/toast/toastContext';
import { formatMoney } from '../../lib/format';
import { LedgerFormDialog } from '../ledger/form/LedgerFormDialog';
import { MoneyField } from '../ledger/form/MoneyField';
import type { CaseSettlement } from './settlementDocuments';
import {
  settlementFormSchema,
  settlementFormValuesOf,
  settlementInputOf,
  settlementPreview,
  type SettlementFormValues,
} from './settlementForm';
import { useRecordStatement } from './useSettlementMutations';

interface Props {
  settlement: CaseSettlement;
  onClose: () => void;
}

/**
 * The attorney's disbursement statement: gross, fee (percentage or amount), itemised costs, the
 * clinic's lien line (prefilled from the ledger's balance) and other liens, with the net to the client
 * computed to the cent as it is typed. Recording again while the clinic has not confirmed revises it.
 */
export function SettlementStatementDialog({ settlement, onClose }: Props) {
  const showToast = useToast();
  const record = useRecordStatement();
  const revising = settlement.current !== null && settlement.current !== undefined;
  const form = useFormik<SettlementFormValues>({
    initialValues: settlementFormValuesOf(settlement),
    validationSchema: settlementFormSchema(settlement.ledgerBalance),
    onSubmit: async (values, { setErrors }) => {
      const outcome = await record(settlementInputOf(settlement.caseId, values));
      if (outcome.ok) {
        showToast({
          title: revising ? 'Statement revised' : 'Statement recorded',
          description: `Version ${outcome.settlement.current?.version ?? ''} was sent to ${settlement.clinicName} to confirm.`,
          severity: 'success',
        });
        onClose();
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Could not record the statement', description: outcome.message, severity: 'error' });
    },
  });
  const errorOf = (field: string): string | undefined =>
    getIn(form.touched, field) || form.submitCount > 0 ? (getIn(form.errors, field) as string | undefined) : undefined;
  const preview = settlementPreview(form.values);

  const itemRows = (name: 'costs' | 'otherLiens', nameLabel: string, addLabel: string) => (
    <FieldArray name={name}>
      {(helpers) => (
        <Stack spacing={1}>
          {form.values[name].map((_item, index) => (
            <Stack
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                {...form.getFieldProps(`${name}.${index}.description`)}
                label={nameLabel}
                size="small"
                required
                fullWidth
                error={Boolean(errorOf(`${name}.${index}.description`))}
                helperText={errorOf(`${name}.${index}.description`)}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <MoneyField
                  {...form.getFieldProps(`${name}.${index}.amount`)}
                  label="Amount"
                  size="small"
                  required
                  error={Boolean(errorOf(`${name}.${index}.amount`))}
                  helperText={errorOf(`${name}.${index}.amount`)}
                />
                <IconButton
                  aria-label={`Remove ${nameLabel.toLowerCase()} ${index + 1}`}
                  onClick={() => helpers.remove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Stack>
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => helpers.push({ description: '', amount: '' })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {addLabel}
          </Button>
        </Stack>
      )}
    </FieldArray>
  );

  return (
    <LedgerFormDialog
      title={revising ? 'Revise Settlement Statement' : 'Record Settlement Statement'}
      submitLabel={revising ? 'Send revision' : 'Record statement'}
      submittingLabel="Sending..."
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <FormikProvider value={form}>
        <TextField
          {...form.getFieldProps('settlementDate')}
          type="date"
          label="Settlement date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errorOf('settlementDate'))}
          helperText={errorOf('settlementDate')}
        />
        <MoneyField
          {...form.getFieldProps('grossAmount')}
          label="Gross settlement"
          required
          error={Boolean(errorOf('grossAmount'))}
          helperText={errorOf('grossAmount')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.values.feeMode}
            onChange={(_event, mode: SettlementFormValues['feeMode'] | null) => {
              if (mode) void form.setFieldValue('feeMode', mode);
            }}
            aria-label="Attorney fee as"
          >
            <ToggleButton value="percentage">Percent</ToggleButton>
            <ToggleButton value="amount">Amount</ToggleButton>
          </ToggleButtonGroup>
          {form.values.feeMode === 'percentage' ? (
            <TextField
              {...form.getFieldProps('feePercentage')}
              label="Attorney fee (%)"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={Boolean(errorOf('feePercentage'))}
              helperText={errorOf('feePercentage') ?? (preview ? `= ${formatMoney(preview.attorneyFee)}` : undefined)}
            />
          ) : (
            <MoneyField
              {...form.getFieldProps('attorneyFee')}
              label="Attorney fee"
              required
              error={Boolean(errorOf('attorneyFee'))}
              helperText={errorOf('attorneyFee')}
            />
          )}
        </Stack>
        <Typography variant="subtitle2">Case costs</Typography>
        {itemRows('costs', 'Description', 'Add cost')}
        <Typography variant="subtitle2">Liens paid</Typography>
        <MoneyField
          {...form.getFieldProps('clinicPayment')}
          label={`${settlement.clinicName} (its lien)`}
          required
          error={Boolean(errorOf('clinicPayment'))}
          helperText={
            errorOf('clinicPayment') ?? `Balance on the clinic's ledger: ${formatMoney(settlement.ledgerBalance)}`
          }
        />
        {itemRows('otherLiens', 'Lienholder', 'Add lienholder')}
        <TextField {...form.getFieldProps('notes')} label="Notes" multiline minRows={2} />
        <Typography variant="body2" role="status" aria-label="Net to client">
          {preview
            ? `Fees, costs and liens ${formatMoney(preview.deductions)}; net to client ${formatMoney(preview.netToClient)}`
            : 'Enter the amounts to see the net to the client.'}
        </Typography>
      </FormikProvider>
    </LedgerFormDialog>
  );
}
