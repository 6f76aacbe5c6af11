import { useMutation } from '@apollo/client/react';
import Switch from '@mui/material/Switch';
import { useToast } from '../../app/toast/toastContext';
import type { AutomationRuleFieldsFragment } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { AutomationRuleSetActiveMutation } from './automationDocuments';

/** A rule's on/off switch (admins); the answer updates every view of the rule. */
export function RuleSwitch({ rule, disabled }: { rule: AutomationRuleFieldsFragment; disabled: boolean }) {
  const showToast = useToast();
  const [setActive, { loading }] = useMutation(AutomationRuleSetActiveMutation);
  return (
    <Switch
      checked={rule.isActive}
      disabled={disabled || loading}
      slotProps={{ input: { 'aria-label': `${rule.name}: ${rule.isActive ? 'on' : 'off'}` } }}
      onChange={(event) => {
        const isActive = event.target.checked;
        setActive({ variables: { id: rule.id, isActive } })
          .then(() =>
            showToast({
              title: isActive ? 'Rule switched on' : 'Rule switched off',
              description: rule.name,
              severity: 'success',
            }),
          )
          .catch((error: unknown) =>
            showToast({
              title: 'Error',
              description: `Could not switch the rule: ${errorMessageOf(error)}`,
              severity: 'error',
            }),
          );
      }}
    />
  );
}
