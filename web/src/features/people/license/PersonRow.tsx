import { InviteeRoles, type Person } from '@eos/domain';
import { Badge, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { ROLE_KEYS } from '../labels';
import type { PeopleViewer } from '../usePeopleViewer';
import { InvitationCell } from './InvitationCell';
import classes from './PeopleTable.module.css';
import { PersonActionsMenu } from './PersonActionsMenu';
import { usePersonCommands } from './usePersonCommands';

/** A cell with the label it shows when the row is a card (narrow space; the header is hidden then). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Td role="cell">
      <span className={classes.cellLabel} aria-hidden>
        {label}
      </span>
      <div>{children}</div>
    </Table.Td>
  );
}

export interface PersonRowProps {
  person: Person;
  viewer: PeopleViewer;
  /** When they last signed in: null never, undefined not known (yet). */
  lastSignIn?: string | null;
  showLastSignIn: boolean;
  showActions: boolean;
}

/** One person of the License tab: who, role, license, billing, invitation, last sign-in, actions. */
export function PersonRow({ person, viewer, lastSignIn, showLastSignIn, showActions }: PersonRowProps) {
  const { t } = useTranslation();
  const commands = usePersonCommands(person, viewer);
  const refusal = viewer.refusal(person);
  const editable = refusal === null;
  const { name } = commands;

  return (
    <Table.Tr role="row">
      <Table.Td role="cell">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PersonAvatar person={person} size={32} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap={4} wrap="wrap">
              {person.isLeadershipTeam && (
                <Badge size="xs" variant="light" title={t('PEOPLE_BADGE_LT_LABEL')}>
                  <span aria-hidden>{t('PEOPLE_BADGE_LT')}</span>
                  <VisuallyHidden>{t('PEOPLE_BADGE_LT_LABEL')}</VisuallyHidden>
                </Badge>
              )}
              {person.isImplementer && (
                <Badge size="xs" variant="light" color="grape">
                  {t('PEOPLE_BADGE_IMPLEMENTER')}
                </Badge>
              )}
              {!person.hasAcceptedInvite && (
                <Badge size="xs" variant="outline" color="gray">
                  {t('PEOPLE_BADGE_INVITED')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Table.Td>
      <Cell label={t('LICENSE_COL_EMAIL')}>
        <Text size="sm" truncate="end" title={person.email} className={classes.email}>
          {person.email}
        </Text>
      </Cell>
      <Cell label={t('LICENSE_COL_ROLE')}>
        {editable ? (
          <Select
            size="xs"
            w={140}
            aria-label={t('LICENSE_ROLE_OF', { 0: name })}
            data={InviteeRoles.map((role) => ({ value: role, label: t(ROLE_KEYS[role]) }))}
            value={person.role}
            allowDeselect={false}
            disabled={commands.pending}
            onChange={(role) => role && commands.changeRole(role as (typeof InviteeRoles)[number])}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Text size="sm">{t(ROLE_KEYS[person.role])}</Text>
        )}
      </Cell>
      <Cell label={t('LICENSE_COL_LICENSE')}>
        <Text size="sm">{person.hasLicense ? t('LICENSE_LICENSED') : t('LICENSE_FREE_OBSERVER')}</Text>
      </Cell>
      <Cell label={t('LICENSE_COL_BILLING')}>
        <Text size="sm">{person.hasBillingPermission ? t('LICENSE_BILLING_YES') : t('LICENSE_BILLING_NO')}</Text>
      </Cell>
      <Cell label={t('LICENSE_COL_INVITATION')}>
        <InvitationCell person={person} viewer={viewer} commands={commands} />
      </Cell>
      {showLastSignIn && (
        <Cell label={t('LICENSE_COL_LAST_SIGN_IN')}>
          <Text size="sm">
            {!person.hasAcceptedInvite || lastSignIn === undefined
              ? t('LICENSE_NOT_APPLICABLE')
              : lastSignIn
                ? viewer.formatDay(lastSignIn)
                : t('LICENSE_NEVER_SIGNED_IN')}
          </Text>
        </Cell>
      )}
      {showActions && (
        <Cell label={t('LICENSE_COL_ACTIONS')}>
          <PersonActionsMenu person={person} viewer={viewer} refusal={refusal} commands={commands} />
        </Cell>
      )}
    </Table.Tr>
  );
}
