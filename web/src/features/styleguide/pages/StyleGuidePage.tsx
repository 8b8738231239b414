import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { PageHeader } from '../../../components/PageHeader';
import NotFoundPage from '../../errors/pages/NotFoundPage';

/** The style guide (flag style-guide): the theme's building blocks side by side. */
export default function StyleGuidePage() {
  const { t } = useTranslation();
  const enabled = useFeatureFlag('style-guide');
  if (!enabled) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={t('STYLE_GUIDE_TITLE')} />
      <Stack gap="lg" maw={640}>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('STYLE_GUIDE_BUTTONS')}
          </Title>
          <Group>
            <Button>{t('SAVE')}</Button>
            <Button variant="light">{t('CREATE_MEETING')}</Button>
            <Button variant="default">{t('CANCEL')}</Button>
            <Button color="red">{t('SIGN_OUT')}</Button>
          </Group>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('STYLE_GUIDE_TEXT')}
          </Title>
          <Text>{t('DASHBOARD_EMPTY_HINT')}</Text>
          <Text c="dimmed" size="sm">
            {t('NO_MEETINGS_HINT')}
          </Text>
          <Group mt="xs">
            <Badge>{t('NAV_MEETINGS')}</Badge>
            <Badge variant="light">{t('NAV_VTO')}</Badge>
          </Group>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('STYLE_GUIDE_INPUTS')}
          </Title>
          <TextInput label={t('ORG_NAME')} withAsterisk description={t('REQUIRED_FIELDS')} />
        </section>
      </Stack>
    </>
  );
}
