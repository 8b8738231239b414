import { Anchor, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../app/i18n';

const MODAL_ID = 'new-release';

/** 002 §8: "We've released new features!" asks for a browser refresh, with release notes and OK. */
export function openReleasePrompt(): void {
  // Told twice (the event and a reconnect's check): one prompt.
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title: i18n.t('RELEASE_TITLE'),
    centered: true,
    children: (
      <>
        <Text size="sm">{i18n.t('RELEASE_MESSAGE')}</Text>
        <Anchor href="/whats-new" target="_blank" size="sm">
          {i18n.t('RELEASE_NOTES')}
        </Anchor>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => window.location.reload()}>{i18n.t('OK')}</Button>
        </Group>
      </>
    ),
  });
}
