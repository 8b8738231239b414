import { AddMemberRequest } from '@eos/domain';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../app/i18n';
import { showSaveError } from '../../app/toasts';
import { useZodForm } from '../../components/forms/useZodForm';
import { findExistingPerson } from './api';

/** The message id of 001 §5 for an address that already belongs to a person of the organization. */
export const EMAIL_EXISTS_MESSAGE = 'INVITATION_EMAIL_EXIST_DEFAULT';

export interface NewInvitee {
  firstName: string;
  lastName: string;
  /** Trimmed and lower-cased (001 §5). */
  email: string;
}

interface Props {
  /** Emails already in the list: adding one again is ignored (001 §5). */
  listedEmails: readonly string[];
  onAdd: (invitee: NewInvitee) => void;
  /** Reports typing not added yet, so closing asks first. */
  onDirtyChange: (dirty: boolean) => void;
  disabled: boolean;
}

const EMPTY = { firstName: '', lastName: '', email: '' };

/**
 * The member form of the invite popup (001 §5): first name, last name and email, checked by the
 * same schema as PUT org/add-member. 'Add' puts the person in the list below, unless the address is
 * in the list already (ignored) or belongs to someone of the organization (the message, nothing added).
 */
export function InviteeForm({ listedEmails, onAdd, onDirtyChange, disabled }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(AddMemberRequest, EMPTY);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const startOver = () => {
    form.reset();
    firstNameRef.current?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    const { firstName, lastName, email } = AddMemberRequest.parse(values);
    if (listedEmails.includes(email)) {
      startOver();
      return;
    }
    try {
      if (await findExistingPerson(email)) {
        form.setFieldError('email', EMAIL_EXISTS_MESSAGE);
        return;
      }
    } catch (error) {
      showSaveError(error);
      return;
    }
    onAdd({ firstName, lastName, email });
    // The address is checked on the server: whatever was typed meanwhile stays for the next Add.
    const now = form.getValues();
    if (now.firstName === values.firstName && now.lastName === values.lastName && now.email === values.email) {
      startOver();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          {...form.getInputProps('firstName')}
          ref={firstNameRef}
          label={t('INVITE_FIRST_NAME')}
          autoComplete="off"
          withAsterisk
          data-autofocus
        />
        <TextInput {...form.getInputProps('lastName')} label={t('INVITE_LAST_NAME')} autoComplete="off" withAsterisk />
      </SimpleGrid>
      <Group align="flex-start" gap="sm" mt="xs" wrap="nowrap">
        <TextInput
          {...form.getInputProps('email')}
          label={t('INVITE_EMAIL')}
          type="email"
          autoComplete="off"
          withAsterisk
          style={{ flex: 1, minWidth: 0 }}
        />
        {/* Lined up with the input, below the label. */}
        <Button
          type="submit"
          variant="light"
          mt={25}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          loading={form.submitting}
          disabled={disabled}
        >
          {t('INVITE_ADD')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('INVITE_REQUIRED_FIELDS')}
      </Text>
    </form>
  );
}
