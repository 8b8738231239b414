import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { LazySchema } from '../../../components/forms/lazySchema';
import { applyServerErrors, errorMessage } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { AuthLayout } from '../components/AuthLayout';
import { AuthPasswordInput } from '../components/AuthPasswordInput';
import { FormAlert } from '../components/FormAlert';
import { LiveRegion } from '../components/LiveRegion';
import { NewPasswordInput } from '../components/NewPasswordInput';
import { passwordMatch } from '../components/passwordMatch';
import { RequiredNote } from '../components/RequiredNote';

const passwordSchema = new LazySchema(() => import('@eos/domain/schemas/auth').then((m) => m.UpdatePasswordRequest));

const EXPIRED = '/reset-password/expired';

/** /update-password/:resetCode — the page the reset mail links to: choose a new password. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetCode = useParams().resetCode ?? '';
  const path = `account/password/reset/${encodeURIComponent(resetCode)}`;
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useZodForm(passwordSchema, { password: '', confirmPassword: '' }, passwordMatch);

  // Check the link first, so nobody types a new password into a form that cannot work.
  const check = useQuery({
    queryKey: ['auth-reset-code', resetCode],
    queryFn: () => api.get(path, { quiet: true }),
    retry: false,
    gcTime: 0,
  });
  const expired = check.error instanceof ApiError && check.error.status === 404;
  useEffect(() => {
    if (expired) navigate(EXPIRED, { replace: true });
  }, [expired, navigate]);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await api.put(path, passwordSchema.parse(values), { quiet: true });
      setDone(true);
    } catch (error) {
      // The link can expire between opening the page and submitting.
      if (error instanceof ApiError && error.status === 404) navigate(EXPIRED, { replace: true });
      else setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('AUTH_UPDATE_TITLE')}>
      <LiveRegion politeness="polite">
        {done && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
            {t('AUTH_UPDATE_DONE')}
          </Alert>
        )}
      </LiveRegion>
      {check.isPending || expired ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('AUTH_UPDATE_CHECKING')} />
        </Center>
      ) : done ? (
        <Button component={Link} to="/login" fullWidth>
          {t('AUTH_SIGN_IN_LINK')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={alert ?? (check.isError ? errorMessage(check.error) : null)} />
            <NewPasswordInput {...form.getInputProps('password')} label={t('AUTH_NEW_PASSWORD')} />
            <AuthPasswordInput
              {...form.getInputProps('confirmPassword')}
              label={t('AUTH_CONFIRM_PASSWORD')}
              autoComplete="new-password"
              withAsterisk
            />
            <RequiredNote />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('AUTH_UPDATE_SUBMIT')}
            </Button>
          </Stack>
        </form>
      )}
      {!done && (
        <Text fz="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('AUTH_BACK_TO_SIGN_IN')}
          </Anchor>
        </Text>
      )}
    </AuthLayout>
  );
}
