import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';

/**
 * 002 §8: a meeting of another of the user's organizations. The dialog tells which organization is
 * current, and OK (or closing it) goes to the tools home.
 */
export function WrongOrgDialog({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = () => navigate('/');
  return (
    <Modal opened onClose={goHome} title={t('TRACTION_WRONG_ORG_TITLE')} centered>
      <Text size="sm">{message || t('TRACTION_WRONG_ORG_FALLBACK')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={goHome} data-autofocus>
          {t('TRACTION_OK')}
        </Button>
      </Group>
    </Modal>
  );
}
