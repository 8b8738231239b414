import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import i18n from './i18n';

interface Props {
  children: ReactNode;
  /** After a failure, a new value (the next address) tries the children again. */
  resetKey?: string;
  /** Show nothing instead of the message: for parts of the page that can be missed (the modal manager). */
  quiet?: boolean;
}

/**
 * Catches a screen whose code could not be downloaded (offline, or a server restarted with a new
 * build): says so with a way to try again, instead of the whole app going blank. Anything else that
 * throws while rendering is shown the same way: the page stays usable around it.
 */
export class LoadFailed extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Not a React key: that would remount the page on every address, sockets and state with it.
  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <Center mih="50vh" p="md">
        <Stack align="center" gap="xs" maw={420} role="alert">
          <Title order={2} size="h4">
            {i18n.t('LOAD_FAILED_TITLE')}
          </Title>
          <Text c="dimmed" ta="center">
            {i18n.t('LOAD_FAILED_MESSAGE')}
          </Text>
          {/* A failed chunk stays failed for this page: only a reload fetches it again. */}
          <Button onClick={() => window.location.reload()}>{i18n.t('LOAD_FAILED_RETRY')}</Button>
        </Stack>
      </Center>
    );
  }
}
