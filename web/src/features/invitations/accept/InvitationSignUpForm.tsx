import type { InvitationView } from '@eos/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { loginPath } from '../../../app/guard';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { NewAccountFields } from '../../auth/components/NewAccountFields';
import { passwordMatch } from '../../auth/components/passwordMatch';
import { invitationPaths, registerFromInvitation } from '../api';
import { useEnterInvitedOrg } from './useEnterInvitedOrg';

const signUpSchema = new LazySchema(() =>
  import('@eos/domain/schemas/invitations').then((m) => m.InvitationRegisterRequest),
);

const SHOWN_FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword', 'acceptTerms'];

/** The invitation's state changed since the page loaded (expired, withdrawn, used): reload it to say so. */
const STALE_INVITATION = ['ERR_INVITATION_EXPIRED', 'ERR_INVITATION_REVOKED', 'ERR_INVITATION_USED'];

interface Props {
  invitation: InvitationView;
  invitationKey: string;
}

/**
 * Sign-up right on the invitation page (no mailed code: the invitation proves the address): the
 * names prefilled from the invitation, a password with its policy, the terms. Success lands in the
 * organization.
 */
export function InvitationSignUpForm({ invitation, invitationKey }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const enterInvitedOrg = useEnterInvitedOrg();
  const [alert, setAlert] = useState<string | null>(null);
  const [mustSignIn, setMustSignIn] = useState(false);
  const form = useZodForm(
    signUpSchema,
    {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    passwordMatch,
  );

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await registerFromInvitation(invitation.id, invitationKey, signUpSchema.parse(values));
      await enterInvitedOrg();
    } catch (error) {
      setAlert(applyServerErrors(form, error, SHOWN_FIELDS));
      const ids = error instanceof ApiError ? error.messages.map((m) => m.id ?? '') : [];
      // Someone made an account with this address meanwhile: signing in is the way now.
      setMustSignIn(ids.includes('ERR_INVITATION_SIGN_IN'));
      if (ids.some((id) => STALE_INVITATION.includes(id))) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.invitation(invitation.id, invitationKey) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('INVITATION_PAGE_SIGN_UP_INTRO')}</Text>
        <FormAlert message={alert} />
        {mustSignIn && (
          <Button component={Link} to={loginPath(invitationPaths.process(invitation.id, invitationKey))}>
            {t('INVITATION_PAGE_SIGN_IN_TO_ACCEPT')}
          </Button>
        )}
        {/* The address is the invitation's; shown for the password manager, not editable. */}
        <TextInput label={t('AUTH_EMAIL')} value={invitation.email} readOnly autoComplete="username" />
        <NewAccountFields form={form} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('INVITATION_PAGE_CREATE_ACCOUNT')}
        </Button>
      </Stack>
    </form>
  );
}
