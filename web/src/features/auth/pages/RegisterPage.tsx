import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { AuthLayout } from '../components/AuthLayout';
import { RegisterCodeStep } from '../components/RegisterCodeStep';
import { RegisterDetailsStep } from '../components/RegisterDetailsStep';
import { RegisterEmailStep } from '../components/RegisterEmailStep';

type Step =
  | { name: 'email'; email: string }
  | { name: 'code'; email: string }
  | { name: 'details'; email: string; verificationCode: string };

const STEP_NUMBER = { email: 1, code: 2, details: 3 } as const;

/**
 * /register/:isExistingAccount? — sign-up in three steps: confirm the email with a mailed code,
 * then name, password and terms. Each step validates with the same domain schema as the server.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { isExistingAccount } = useParams();
  const [step, setStep] = useState<Step>({ name: 'email', email: '' });

  return (
    <AuthLayout
      title={t('AUTH_REGISTER_TITLE')}
      subtitle={t('AUTH_REGISTER_STEP', { 0: STEP_NUMBER[step.name], 1: 3 })}
    >
      {isExistingAccount && isExistingAccount !== 'false' && (
        <Alert color="blue" variant="light">
          {t('AUTH_REGISTER_EXISTING_ACCOUNT')}{' '}
          <Anchor component={Link} to="/login" fz="sm">
            {t('AUTH_SIGN_IN_LINK')}
          </Anchor>
        </Alert>
      )}
      {step.name === 'email' && (
        <RegisterEmailStep initialEmail={step.email} onSent={(email) => setStep({ name: 'code', email })} />
      )}
      {step.name === 'code' && (
        <RegisterCodeStep
          email={step.email}
          onVerified={(verificationCode) => setStep({ name: 'details', email: step.email, verificationCode })}
          onChangeEmail={() => setStep({ name: 'email', email: step.email })}
        />
      )}
      {step.name === 'details' && <RegisterDetailsStep email={step.email} verificationCode={step.verificationCode} />}
      <Text fz="sm" ta="center">
        {t('AUTH_HAVE_ACCOUNT')}{' '}
        <Anchor component={Link} to="/login">
          {t('AUTH_SIGN_IN_LINK')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
