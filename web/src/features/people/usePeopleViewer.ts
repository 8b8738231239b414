import {
  displayName,
  type InviteeRole,
  inviteeRoleOptions,
  type Person,
  type PersonActor,
  personChangeRefusal,
} from '@eos/domain';
import { useShellContext } from '../../shell/useShellContext';

/**
 * The signed-in user as the people screens see them: what they may do to whom (the same rules the
 * server applies, from domain/rules/people.ts), how names read, and where dates are shown.
 */
export function usePeopleViewer() {
  const { user, org } = useShellContext();
  const role = org?.role ?? 'Observer';
  const actor: PersonActor = { personId: user.personId ?? '', role, permissions: user.permissions };
  const has = (ability: (typeof user.abilities)[number]) => user.abilities.includes(ability);
  const invitable = inviteeRoleOptions(role, user.permissions) as string[];
  return {
    user,
    orgId: org?.id ?? '',
    orgName: org?.name ?? '',
    actor,
    /** Owner and Admin: role, license and removal (for the people personChangeRefusal allows). */
    managesPeople: has('people.manage'),
    /** The Owner alone grants and revokes billing permission. */
    grantsBilling: has('billing.grant'),
    /** Owner and Admin pick the leadership-team meeting. */
    setsLeadership: has('org.update'),
    refusal: (person: Person) => personChangeRefusal(actor, person),
    /**
     * Resend and revoke follow the invitation rule rather than the change rule: license managers for
     * anyone, other licensed people for the Observers they may invite.
     */
    handlesInvitationOf: (person: Person) => role !== 'Observer' && invitable.includes(person.role as InviteeRole),
    nameOf: (person: Pick<Person, 'firstName' | 'lastName'>) => displayName(person, user.nameDisplayStyle),
    formatDay: (iso: string) => formatDay(iso, user.userLocale, user.timeZoneName),
  };
}

export type PeopleViewer = ReturnType<typeof usePeopleViewer>;

/** A date in the user's locale and time zone ('Jan 7, 2030'); an unknown zone falls back to the browser's. */
export function formatDay(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}
