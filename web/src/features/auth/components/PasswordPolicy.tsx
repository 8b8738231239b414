import { LIMITS } from '@eos/domain';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';

/** The rules of the domain's Password schema, each with a test to tick it off while typing. */
const RULES = [
  { key: 'AUTH_POLICY_LENGTH', param: LIMITS.passwordMin, met: (p: string) => p.length >= LIMITS.passwordMin },
  { key: 'AUTH_POLICY_UPPERCASE', met: (p: string) => /[A-Z]/.test(p) },
  { key: 'AUTH_POLICY_LOWERCASE', met: (p: string) => /[a-z]/.test(p) },
  { key: 'AUTH_POLICY_NUMBER', met: (p: string) => /[0-9]/.test(p) },
  { key: 'AUTH_POLICY_MAX', param: LIMITS.passwordMax, met: (p: string) => p.length <= LIMITS.passwordMax },
] as const;

/** The 'Password Policy' hint under the new-password field (002 §5 Authentication). */
export function PasswordPolicy({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fz="sm" fw={600} mt={6} mb={4} c="var(--mantine-color-text)">
        {t('AUTH_PASSWORD_POLICY')}
      </Text>
      <List spacing={2} fz="sm" center>
        {RULES.map((rule) => {
          const met = password !== '' && rule.met(password);
          return (
            <List.Item
              key={rule.key}
              c={met ? 'teal' : 'dimmed'}
              icon={
                <ThemeIcon size={16} radius="xl" variant={met ? 'filled' : 'light'} color={met ? 'teal' : 'gray'}>
                  {met ? <IconCheck size={12} aria-hidden="true" /> : <IconPoint size={12} aria-hidden="true" />}
                </ThemeIcon>
              }
            >
              {t(rule.key, { 0: 'param' in rule ? rule.param : '' })}
              <VisuallyHidden> {t(met ? 'AUTH_POLICY_MET' : 'AUTH_POLICY_NOT_MET')}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
