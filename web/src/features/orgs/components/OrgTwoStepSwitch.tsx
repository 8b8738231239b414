import type { Org } from '@eos/domain';
import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';

/**
 * The Owner's 'Require two-step verification' (org.security). Their own must be on first: until then
 * the switch says so and stays off (the server refuses too, 409 ERR_TWO_STEP_OWNER_FIRST).
 */
export function OrgTwoStepSwitch({ org }: { org: Org }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const queryClient = useQueryClient();
  const ownFirst = !user.twoStepEnabled && !org.requireTwoStep;

  const save = useMutation({
    mutationFn: (required: boolean) => api.put<{ org: Org }>(`org/${org.id}/two-step`, { required }, { quiet: true }),
    onSuccess: ({ org: updated }) => {
      queryClient.setQueryData(queryKeys.org(org.id), updated);
      showSuccess(t(updated.requireTwoStep ? 'ORG_TWO_STEP_REQUIRED' : 'ORG_TWO_STEP_NOT_REQUIRED'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: showSaveError,
  });

  return (
    <Switch
      label={t('ORG_REQUIRE_TWO_STEP')}
      // Mantine's label wraps the description too; the name is the label alone (the description is described-by).
      aria-label={t('ORG_REQUIRE_TWO_STEP')}
      description={ownFirst ? t('ORG_REQUIRE_TWO_STEP_OWN_FIRST') : t('ORG_REQUIRE_TWO_STEP_HELP')}
      checked={save.isPending ? Boolean(save.variables) : org.requireTwoStep}
      disabled={ownFirst || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
